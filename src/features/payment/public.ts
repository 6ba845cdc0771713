/** Payments' entry point for other features (checkout, orders, membership, the wallet's top-up). No component. */
export { followPayment, startMembershipPayment } from './api';
export { isGatewayMethod } from './methods';
export { usePaymentResult } from './usePaymentResult';
export { useSandboxMethods } from './useSandboxMethods';

/** Payment shapes: the contract's (core/contracts/payment.ts), under the names the storefront uses. */
export type { PaymentMethod, PaymentStatus } from '../../../core/contracts/payment-vocab';
export type { Payment, PaymentAction, PaymentState, VietQr } from '../../../core/contracts/payment';
/** The methods a gateway confirms by itself (membership, top-up). */
export type { OnlineMethod as GatewayMethod } from '../../../core/contracts/payment';

/** Payment shapes: the contract's (src/shared/contracts/payment.ts), under the names the storefront uses. */
export type { PaymentMethod, PaymentStatus } from '../../shared/api-types/payment';
export type { Payment, PaymentAction, PaymentState, VietQr } from '../../shared/contracts/payment';
/** The methods a gateway confirms by itself (membership, top-up). */
export type { OnlineMethod as GatewayMethod } from '../../shared/contracts/payment';

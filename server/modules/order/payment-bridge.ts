/**
 * The order module's only door to the payment module: `startPayment` for a gateway attempt and
 * `latestPaymentDto` for the order page, bound to the app's PaymentsContext.
 */
import type { Db } from '../../db/client';
import type { PaymentMethodValue } from '../../db/schema';
import type { PaymentsContext } from '../payment/context';
import { latestPaymentDto, startPayment } from '../payment/service';
import type { Payment } from '../../../core/contracts/payment';


export interface StartOrderPaymentInput {
  customerId: number;
  orderId: number;
  orderCode: string;
  method: PaymentMethodValue;
  amount: number;
  /** e.g. http://127.0.0.1:8000 */
  origin: string;
  /** The shopper's IP (VNPay vnp_IpAddr). */
  clientIp?: string;
}

export interface OrderPayments {
  start(input: StartOrderPaymentInput): Promise<Payment>;
  latest(orderId: number): Promise<Payment | null>;
}

export function orderPayments(db: Db, payments: PaymentsContext): OrderPayments {
  return {
    start: (input) => startPayment({ db, payments }, { ...input, purpose: 'order' }),
    latest: (orderId) => latestPaymentDto(db, payments, orderId),
  };
}

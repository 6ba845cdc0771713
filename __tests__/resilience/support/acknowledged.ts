/** What the server acknowledged (a 2xx reply) during the traffic: after a crash, all of it must still be there. */

export interface AckOrder {
  id: number;
  code: string;
  customerId: number;
  itemCount: number;
  total: number;
  walletAmount: number;
  amountDue: number;
  /** The status the 201 reported: delivering (paid at once) or not_paid. */
  status: string;
}

export interface AckPayment {
  reference: string;
  customerId: number;
  purpose: 'order' | 'topup';
  orderId: number | null;
  amount: number;
}

/** An order or top-up the kill cut off before any answer: sent again with its Idempotency-Key after the restart. */
export interface Unanswered {
  customerId: number;
  kind: 'order' | 'topup';
  path: string;
  body: unknown;
  key: string;
}

export class Acknowledged {
  readonly orders = new Map<number, AckOrder>();
  /** Payments whose GET /v1/payment/:reference answered 200 with status paid. */
  readonly paidPayments = new Map<string, AckPayment>();
  readonly cancelledOrders = new Set<number>();
  /** Cart lines added (201) and never part of a later order or delete request: they must still be in the cart. */
  readonly cartLines = new Map<number, number>();

  readonly counts = { cartAdds: 0, cartConflicts: 0, ordersAttempted: 0, orderConflicts: 0, payAttempts: 0, topUps: 0, cancels: 0 };
  /** 5xx replies and unexpected statuses or failures before the kill: each one fails the test. */
  readonly unexpected: string[] = [];
  /** Requests that failed because the server was killed (connection reset / refused). */
  cutOff = 0;
  readonly unanswered: Unanswered[] = [];
  /** Idempotency-Key → the order its retry after the restart answered with. */
  readonly retriedOrders = new Map<string, number>();
}

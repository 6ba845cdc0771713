/** Order vocabularies both halves use at run time (plain values: the TypeBox contract, src/shared/contracts/order.ts, builds on them). */
export const ORDER_STATUSES = ['not_paid', 'delivering', 'done', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderEventKind = 'placed' | 'payment_started' | 'paid' | 'delivered' | 'cancelled' | 'expired';

/** Order vocabularies both halves use at run time (plain values: the TypeBox contract, core/contracts/order.ts, builds on them). */
export const ORDER_STATUSES = ['not_paid', 'delivering', 'done', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** A rental line after payment (core/rules/rental-lifecycle.ts says how it moves). */
/** Where an order was taken: the shopper online, or staff for a walk-in (counter) or a caller (phone). */
export const ORDER_CHANNELS = ['web', 'counter', 'phone'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = { web: 'Đặt trên web', counter: 'Tại quầy', phone: 'Qua điện thoại' };

export const RENTAL_STATES = ['reserved', 'with_shopper', 'returned', 'inspected', 'closed'] as const;
export type RentalState = (typeof RENTAL_STATES)[number];

export const ORDER_EVENT_KINDS = ['placed', 'payment_started', 'paid', 'delivered', 'cancelled', 'expired', 'extended', 'returned', 'deposit_refunded', 'line_changed', 'refund_pending', 'refunded', 'refund_failed'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** The most days one extension of a rental adds (the shopper can extend again once it is paid). */
export const MAX_EXTENSION_DAYS = 7;

/** At most this many condition photos per rental line. */
export const RETURN_PHOTOS_MAX = 6;

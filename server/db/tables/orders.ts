/**
 * Orders: the header (status, delivery, totals snapshot), its lines (prices snapshotted at placement;
 * rental lines are the bookings availability is computed from) and its status timeline.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { productSizes, productUnits } from './stock';
import { customers } from './customers';
import type { CartModeValue } from './cart';
import { products } from './products';
import { vouchers } from './vouchers';
import type { RefundMethod, ReturnCondition } from '../../../core/contracts/admin-vocab';
import type { OrderChannel, RentalState } from '../../../core/contracts/order-vocab';

export type OrderStatusValue = 'not_paid' | 'delivering' | 'done' | 'cancelled';
export type DeliveryMethodValue = 'delivery' | 'pickup';
export type OrderChannelValue = OrderChannel;
export type PaymentMethodValue = 'cash' | 'bank_transfer' | 'momo' | 'zalopay' | 'vnpay_atm' | 'vnpay_card' | 'wallet';

/** The delivery address as it was when the order was placed (the book entry may change later). */
export interface OrderAddressValue {
  receiverName: string;
  receiverPhone: string;
  street: string;
  wardName: string;
  districtName: string | null;
  cityName: string;
  /** One line, ready to print. */
  fullAddress: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Shown to the shopper and used as the bank-transfer memo: `DH` + digits. */
    code: text('code').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatusValue>().notNull(),
    deliveryMethod: text('delivery_method').$type<DeliveryMethodValue>().notNull(),
    address: jsonb('address').$type<OrderAddressValue>(),
    note: text('note').notNull().default(''),
    paymentMethod: text('payment_method').$type<PaymentMethodValue>().notNull(),
    /** Who took it: the shopper online ('web') or staff at the counter / on the phone. */
    channel: text('channel').$type<OrderChannelValue>().notNull().default('web'),
    /** VND amounts, snapshotted at placement. */
    rentalTotal: bigint('rental_total', { mode: 'number' }).notNull(),
    saleTotal: bigint('sale_total', { mode: 'number' }).notNull(),
    depositTotal: bigint('deposit_total', { mode: 'number' }).notNull(),
    membershipDiscount: integer('membership_discount').notNull().default(0),
    freeFirstOrderDiscount: integer('free_first_order_discount').notNull().default(0),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull().default(0),
    /** The voucher that applied: its use is held while the order is not cancelled. */
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'restrict' }),
    voucherCode: text('voucher_code'),
    voucherDiscount: bigint('voucher_discount', { mode: 'number' }).notNull().default(0),
    /** What the order costs in all (rent + sale + deposit + shipping − discounts). */
    total: bigint('total', { mode: 'number' }).notNull(),
    /** Paid from the wallet at placement. */
    walletAmount: bigint('wallet_amount', { mode: 'number' }).notNull().default(0),
    /** total − walletAmount: what the payment method must collect. */
    amountDue: bigint('amount_due', { mode: 'number' }).notNull(),
    usedFreeFirstOrder: boolean('used_free_first_order').notNull().default(false),
    /** An unpaid order stops holding its units at this time (and is then cancelled by the sweeper). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Set on an extension order: the order whose rental line it extends (paid for like any order). */
    extendsOrderId: integer('extends_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_customer_status_idx').on(table.customerId, table.status, table.id),
    index('orders_voucher_customer_idx').on(table.voucherId, table.customerId).where(sql`${table.voucherId} is not null`),
    index('orders_unpaid_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'not_paid'`),
    check('orders_status_check', sql`${table.status} in ('not_paid', 'delivering', 'done', 'cancelled')`),
    check('orders_channel_check', sql`${table.channel} in ('web', 'counter', 'phone')`),
    check('orders_delivery_check', sql`${table.deliveryMethod} in ('delivery', 'pickup')`),
    check(
      'orders_payment_method_check',
      sql`${table.paymentMethod} in ('cash', 'bank_transfer', 'momo', 'zalopay', 'vnpay_atm', 'vnpay_card', 'wallet')`,
    ),
    check('orders_amounts_check', sql`${table.total} >= 0 and ${table.walletAmount} >= 0 and ${table.amountDue} = ${table.total} - ${table.walletAmount}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    /** The size rented or bought (its name kept as it was at placement, like the product's). */
    sizeId: integer('size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'restrict' }),
    sizeName: text('size_name').notNull().default(''),
    productLink: text('product_link').notNull(),
    imageKey: text('image_key').notNull(),
    mode: text('mode').$type<CartModeValue>().notNull(),
    quantity: integer('quantity').notNull(),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    /** Unit price at placement (rentalPrice or salePrice). */
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    /** Line price without membership, and what was charged (membership price when a member). */
    price: bigint('price', { mode: 'number' }).notNull(),
    chargedPrice: bigint('charged_price', { mode: 'number' }).notNull(),
    deposit: bigint('deposit', { mode: 'number' }).notNull(),
    /** Where a rental line is after payment (core/rules/rental-lifecycle.ts); null for a sale line. */
    rentalState: text('rental_state').$type<RentalState>(),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    /** The return, recorded by staff: the day it came back, its condition and the settlement of the deposit. */
    returnedOn: date('returned_on', { mode: 'string' }),
    returnCondition: text('return_condition').$type<ReturnCondition>(),
    returnNote: text('return_note'),
    lateDays: integer('late_days'),
    lateFee: bigint('late_fee', { mode: 'number' }),
    damageCharge: bigint('damage_charge', { mode: 'number' }),
    /** What comes back of the deposit, how, and when it was paid out. */
    depositRefund: bigint('deposit_refund', { mode: 'number' }),
    refundMethod: text('refund_method').$type<RefundMethod>(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** On an extension order's line: the rental line it extends (its days are [dateFrom, dateTo]; no rental state of its own). */
    extendsItemId: integer('extends_item_id').references((): AnyPgColumn => orderItems.id, { onDelete: 'restrict' }),
    /** On a rental line: the days added by paid extensions (its dateTo already includes them). */
    extendedDays: integer('extended_days').notNull().default(0),
    /** On a back-up size line: the rental line of the same order it backs up (handed over and returned with it). */
    backupOfItemId: integer('backup_of_item_id').references((): AnyPgColumn => orderItems.id, { onDelete: 'restrict' }),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_rental_state_idx').on(table.rentalState, table.dateTo),
    check('order_items_rental_state_check', sql`(${table.mode} = 'sale' or ${table.extendsItemId} is not null) = (${table.rentalState} is null)`),
    uniqueIndex('order_items_backup_of_idx').on(table.backupOfItemId).where(sql`${table.backupOfItemId} is not null`),
    index('order_items_extends_idx').on(table.extendsItemId).where(sql`${table.extendsItemId} is not null`),
    check('order_items_rental_state_values', sql`${table.rentalState} in ('reserved', 'with_shopper', 'returned', 'inspected', 'closed')`),
    // Availability: the rentals of one product overlapping a window.
    index('order_items_product_dates_idx').on(table.productId, table.dateFrom, table.dateTo),
    // Availability per size, and the date-filtered catalogue.
    index('order_items_size_dates_idx').on(table.sizeId, table.dateFrom, table.dateTo),
    index('order_items_rent_days_idx').on(table.dateTo, table.dateFrom).where(sql`${table.mode} = 'rent' and ${table.extendsItemId} is null`),
    check('order_items_backup_check', sql`${table.backupOfItemId} is null or (${table.mode} = 'rent' and ${table.quantity} = 1)`),
    check('order_items_mode_check', sql`${table.mode} in ('rent', 'sale')`),
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/** The units a line took: a rental's at hand-over (scanned or picked), a sale's when it is placed. */
export const orderItemUnits = pgTable(
  'order_item_units',
  {
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => productUnits.id, { onDelete: 'restrict' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orderItemId, table.unitId] }), index('order_item_units_unit_idx').on(table.unitId)],
);

/**
 * Photos staff take of a rental when it comes back (its condition, a damage): kept under the
 * key `rp/<itemId>/<hash>` in the photo storage, shown to staff and to the order's shopper only (never by the public image host).
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    staffId: integer('staff_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('return_photos_item_idx').on(table.orderItemId, table.id)],
);

/** The status timeline: one row per transition (placed, paid, delivered, cancelled, expired…). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatusValue>().notNull(),
    /** placed | paid | delivered | cancelled | expired | payment_started … */
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type ReturnPhotoRow = typeof returnPhotos.$inferSelect;

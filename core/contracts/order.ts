/**
 * The orders' API contract, written once (TypeBox): quote, place, list, detail, cancel, pay again. The server validates
 * and documents with these schemas; the storefront takes their types with `import type`.
 */
import { Type, type Static } from 'typebox';
import { MAX_EXTENSION_DAYS, ORDER_EVENT_KINDS, ORDER_STATUSES, RENTAL_STATES, type OrderStatus } from './order-vocab';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-vocab';
import { Bool, Id, Int, NullableStr, Str, StringEnum, nullable, ref } from './common';
import { REFUND_METHODS, RETURN_CONDITIONS } from './admin-vocab';
import { Payment } from './payment';
import { CartItem, type CartMode, MembershipTermsOrNone } from './cart';
import { VoucherCode, VoucherTerms } from './voucher';


export const OrderStatusSchema = Type.Unsafe<OrderStatus>({ type: 'string', enum: [...ORDER_STATUSES] });
export const PaymentMethodSchema = Type.Unsafe<PaymentMethod>({ type: 'string', enum: [...PAYMENT_METHODS] });
export const DeliveryMethodSchema = Type.Unsafe<'delivery' | 'pickup'>({ type: 'string', enum: ['delivery', 'pickup'] });
const Money = Type.Integer({ minimum: 0, maximum: 2000000000 });

export const OrderTotals = Type.Object({
  rentalTotal: Int,
  saleTotal: Int,
  depositTotal: Int,
  membershipDiscount: Int,
  freeFirstOrderDiscount: Int,
  shippingFee: Int,
  /** The voucher that applied (null: none) and what it took off the goods or the delivery fee. */
  voucherCode: NullableStr,
  voucherDiscount: Int,
  total: Int,
  walletAmount: Int,
  amountDue: Int,
});

const PaymentOrNull = nullable(Payment);

const summaryProperties = {
  id: Int,
  code: Str,
  status: OrderStatusSchema,
  createdAt: Str,
  total: Int,
  amountDue: Int,
  itemCount: Int,
  firstItem: Type.Object({ productName: Str, imageKey: Str }),
  paymentMethod: PaymentMethodSchema,
  expiresAt: NullableStr,
  /** An extension order pays for more days of a rental of another order. */
  isExtension: Bool,
  deliveryMethod: DeliveryMethodSchema,
  /** Rental lines now with the shopper: her status says when they are due back and, late, the fee so far (core/format/order-standing.ts). */
  rentalsOut: Type.Array(Type.Object({ dateTo: Str, unitRentalPrice: Int, quantity: Int, deposit: Int })),
};

export const OrderSummary = Type.Object(summaryProperties, { $id: 'OrderSummary' });

export const OrderAddress = Type.Object({
  receiverName: Str,
  receiverPhone: Str,
  street: Str,
  wardName: Str,
  districtName: NullableStr,
  cityName: Str,
  fullAddress: Str,
});

/** A rental line after payment: where it is, when it is due back, and how its return and deposit were settled. */
export const RentalProgress = Type.Object({
  state: StringEnum(RENTAL_STATES),
  dueBack: Str,
  handedOverAt: NullableStr,
  returnedOn: NullableStr,
  condition: Type.Union([StringEnum(RETURN_CONDITIONS), Type.Null()]),
  note: NullableStr,
  lateDays: Type.Union([Int, Type.Null()]),
  lateFee: Type.Union([Int, Type.Null()]),
  damageCharge: Type.Union([Int, Type.Null()]),
  depositRefund: Type.Union([Int, Type.Null()]),
  refundMethod: Type.Union([StringEnum(REFUND_METHODS), Type.Null()]),
  refundedAt: NullableStr,
  /** Photos staff took of its condition (GET …/items/:itemId/photos/:photoId). */
  photoIds: Type.Array(Int),
});

/** One photo of a rental line: /v1/order/:id/items/:itemId/photos/:photoId (and the same under /v1/admin). */
export const ReturnPhotoParams = Type.Object({ id: Id, itemId: Id, photoId: Id });

export const OrderItem = Type.Object({
  id: Int,
  productId: Int,
  productName: Str,
  productLink: Str,
  /** The size rented or bought (its name as it was at placement, or as staff last changed it). */
  sizeId: Type.Optional(Int),
  sizeName: Type.Optional(Str),
  imageKey: Str,
  mode: Type.Unsafe<CartMode>({ type: 'string' }),
  quantity: Int,
  dateFrom: NullableStr,
  dateTo: NullableStr,
  unitPrice: Int,
  price: Int,
  chargedPrice: Int,
  deposit: Int,
  rental: Type.Union([RentalProgress, Type.Null()]),
  /** Days added by paid extensions (dateTo already includes them). */
  extendedDays: Int,
  /** The rental is with the shopper and not yet late: "Gia hạn thuê" is offered. */
  canExtend: Bool,
  /** The product's category now (for analytics: GA4's item_category). */
  categoryLink: Type.Optional(Str),
  /** The shopper may review this product now (rental back at the shop or purchase delivered, not yet reviewed). */
  canReview: Type.Optional(Bool),
  reviewed: Type.Optional(Bool),
  /** On a back-up size line: the id of the rental line of this order it backs up (handed over and returned with it). */
  backupOf: Type.Optional(Int),
});

export const OrderEvent = Type.Object({ status: OrderStatusSchema, kind: StringEnum(ORDER_EVENT_KINDS), note: Str, createdAt: Str });

export const OrderDetail = Type.Object(
  {
    ...summaryProperties,
    address: Type.Union([OrderAddress, Type.Null()]),
    note: Str,
    totals: OrderTotals,
    items: Type.Array(OrderItem),
    events: Type.Array(OrderEvent),
    paidAt: NullableStr,
    deliveredAt: NullableStr,
    cancelledAt: NullableStr,
    cancelReason: NullableStr,
    payment: PaymentOrNull,
    canCancel: Bool,
    canPay: Bool,
    /** On an extension order: the order whose rental it extends. */
    extendsOrder: Type.Union([Type.Object({ id: Int, code: Str }), Type.Null()]),
  },
  { $id: 'OrderDetail' },
);

export const OrderPlaced = Type.Object({ order: ref(OrderDetail), payment: PaymentOrNull });

const CartItemIds = Type.Array(Id, { minItems: 1, maxItems: 50, uniqueItems: true });

/** POST /v1/order/quote. */
export const QuoteRequest = Type.Object({
  cartItemIds: CartItemIds,
  deliveryMethod: DeliveryMethodSchema,
  walletAmount: Type.Optional(Money),
  voucherCode: Type.Optional(VoucherCode),
});
export const Quote = Type.Object({
  items: Type.Array(ref(CartItem)),
  totals: OrderTotals,
  /** The voucher asked for: its terms and why it does not apply (problem null: `totals.voucherDiscount` is its part). */
  voucher: Type.Union([Type.Object({ terms: VoucherTerms, problem: NullableStr }), Type.Null()]),
  freeFirstOrder: Bool,
  walletBalance: Int,
  membership: MembershipTermsOrNone,
});

/** POST /v1/order. */
export const PlaceOrderRequest = Type.Object({
  cartItemIds: CartItemIds,
  deliveryMethod: DeliveryMethodSchema,
  addressId: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 2147483647 })),
  note: Type.Optional(Type.String({ maxLength: 500 })),
  paymentMethod: PaymentMethodSchema,
  walletAmount: Type.Optional(Money),
  voucherCode: Type.Optional(VoucherCode),
});

/** GET /v1/order/list. */
export const OrderListQuery = Type.Object({
  status: Type.Optional(OrderStatusSchema),
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});
export const OrderList = Type.Object({
  items: Type.Array(ref(OrderSummary)),
  total: Int,
  counts: Type.Object({ not_paid: Int, delivering: Int, done: Int, cancelled: Int }),
});

/** POST /v1/order/:id/cancel (the body may be absent). */
export const CancelRequest = Type.Unsafe<{ reason?: string } | null>({ type: ['object', 'null'], properties: { reason: { type: 'string', maxLength: 500 } } });
/** POST /v1/order/:id/pay. */
export const PayRequest = Type.Object({ paymentMethod: PaymentMethodSchema });
export const OrderCodeParams = Type.Object({ code: Type.String({ pattern: '^DH[0-9]{8}$' }) });

/** The order and one of its lines: /v1/order/:id/items/:itemId/…. */
export const OrderItemParams = Type.Object({ id: Id, itemId: Id });

/** One way to extend: this many days more, back on dueBack, for price. */
export const ExtensionOption = Type.Object({ days: Int, dateTo: Str, dueBack: Str, price: Int });

/** GET /v1/order/:id/items/:itemId/extension: the days that can be added to the rental and what each costs. */
export const ExtensionOffer = Type.Object({
  itemId: Int,
  productName: Str,
  quantity: Int,
  dateFrom: Str,
  dateTo: Str,
  dueBack: Str,
  /** From one day up to the next booking (buffer days included), at most MAX_EXTENSION_DAYS. */
  options: Type.Array(ExtensionOption),
  /** Why nothing can be offered now (Vietnamese), or null. */
  refusal: NullableStr,
  /** An extension already waiting for its payment. */
  pendingOrder: Type.Union([Type.Object({ id: Int, code: Str }), Type.Null()]),
  walletBalance: Int,
});

/** POST /v1/order/:id/items/:itemId/extension: an extension order, paid like any order (cash excepted). */
export const ExtendRequest = Type.Object({ days: Type.Integer({ minimum: 1, maximum: MAX_EXTENSION_DAYS }), paymentMethod: PaymentMethodSchema });

export const ORDER_SCHEMAS = [OrderSummary, OrderDetail] as const;

export type OrderTotals = Static<typeof OrderTotals>;
export type OrderSummary = Static<typeof OrderSummary>;
export type OrderAddress = Static<typeof OrderAddress>;
export type OrderItem = Static<typeof OrderItem>;
export type RentalProgress = Static<typeof RentalProgress>;
export type OrderEvent = Static<typeof OrderEvent>;
export type OrderDetail = Static<typeof OrderDetail>;
export type OrderPlaced = Static<typeof OrderPlaced>;
export type QuoteRequest = Static<typeof QuoteRequest>;
export type Quote = Static<typeof Quote>;
export type PlaceOrderRequest = Static<typeof PlaceOrderRequest>;
export type OrderListQuery = Static<typeof OrderListQuery>;
export type OrderList = Static<typeof OrderList>;
export type ExtensionOption = Static<typeof ExtensionOption>;
export type ExtensionOffer = Static<typeof ExtensionOffer>;
export type ExtendRequest = Static<typeof ExtendRequest>;

/**
 * Counter and phone orders (TypeBox): staff find or add the customer, give the lines (product, size, rent days or
 * sale, quantity), see the quote by the shopper's own rules, and place the order with the money taken at the counter.
 * Served under /v1/admin to shop-floor staff.
 */
import { Type, type Static } from 'typebox';
import { FullName } from './account';
import { AdminCustomer, PaymentReference } from './admin';
import { CartMode, DayOrNull, LinePrice, MembershipTermsOrNone, Quantity } from './cart';
import { Bool, Id, Int, NullableStr, Str, StringEnum, ref } from './common';
import { COUNTER_CHANNELS, COUNTER_PAYMENTS } from './counter-vocab';
import { DeliveryMethodSchema, OrderDetail, OrderTotals } from './order';

const closed = { additionalProperties: false } as const;

/** GET /v1/admin/customers?q=: a phone number (0… or +84…) or the name's words, with or without diacritics. */
export const CustomerSearchQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 100 }) });
export const CustomerList = Type.Object({ items: Type.Array(AdminCustomer) });
/** POST /v1/admin/customers: a customer without a password (she claims the account later by a log-in code to her phone). */
export const NewCustomerBody = Type.Object(
  {
    fullName: FullName,
    /** A Vietnamese mobile number, spaces or dots allowed (checked by the service: 400 in Vietnamese). */
    phone: Type.String({ minLength: 1, maxLength: 20 }),
  },
  closed,
);

/** One line staff give: a size of a product, to rent for [dateFrom, dateTo] or to buy, and how many. */
export const CounterLine = Type.Object(
  { productId: Id, sizeId: Id, mode: CartMode, quantity: Quantity, dateFrom: Type.Optional(DayOrNull), dateTo: Type.Optional(DayOrNull) },
  closed,
);
const CounterLines = Type.Array(CounterLine, { minItems: 1, maxItems: 20 });

/** A delivery address typed by staff (the receiver defaults to the customer). */
export const CounterAddress = Type.Object(
  {
    receiverName: Type.Optional(Type.String({ maxLength: 100 })),
    receiverPhone: Type.Optional(Type.String({ maxLength: 20 })),
    street: Type.String({ minLength: 1, maxLength: 200 }),
    wardName: Type.String({ minLength: 1, maxLength: 100 }),
    districtName: Type.Optional(Type.String({ maxLength: 100 })),
    cityName: Type.String({ minLength: 1, maxLength: 100 }),
  },
  closed,
);

/** POST /v1/admin/orders/quote. */
export const CounterQuoteRequest = Type.Object({ customerId: Id, lines: CounterLines, deliveryMethod: DeliveryMethodSchema }, closed);
export const CounterQuoteLine = Type.Object({
  productId: Int,
  sizeId: Int,
  productName: Str,
  sizeName: Str,
  mode: CartMode,
  quantity: Int,
  dateFrom: NullableStr,
  dateTo: NullableStr,
  line: LinePrice,
  /** Why the line cannot be had now (dates taken, stock short), or null. */
  problem: NullableStr,
});
export const CounterQuote = Type.Object({
  lines: Type.Array(CounterQuoteLine),
  totals: OrderTotals,
  membership: MembershipTermsOrNone,
  freeFirstOrder: Bool,
});

/** POST /v1/admin/orders: `cash` / `transfer` are recorded as received at once; `unpaid` waits for the transfer. */
export const CounterOrderRequest = Type.Object(
  {
    customerId: Id,
    lines: CounterLines,
    channel: StringEnum(COUNTER_CHANNELS),
    deliveryMethod: DeliveryMethodSchema,
    address: Type.Optional(Type.Union([CounterAddress, Type.Null()])),
    payment: StringEnum(COUNTER_PAYMENTS),
    /** The bank's transaction reference: required with `transfer`. */
    reference: Type.Optional(PaymentReference),
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  closed,
);
export const CounterOrderPlaced = Type.Object({ order: ref(OrderDetail), customer: AdminCustomer });

export type CustomerSearchQuery = Static<typeof CustomerSearchQuery>;
export type CustomerList = Static<typeof CustomerList>;
export type NewCustomerBody = Static<typeof NewCustomerBody>;
export type CounterLine = Static<typeof CounterLine>;
export type CounterAddress = Static<typeof CounterAddress>;
export type CounterQuoteRequest = Static<typeof CounterQuoteRequest>;
export type CounterQuoteLine = Static<typeof CounterQuoteLine>;
export type CounterQuote = Static<typeof CounterQuote>;
export type CounterOrderRequest = Static<typeof CounterOrderRequest>;
export type CounterOrderPlaced = Static<typeof CounterOrderPlaced>;

/** JSON schemas of the order routes (bodies and responses). */
import { CartItem as cartItemSchema, Id as idSchema, MembershipTerms as membershipTermsSchema } from '../../../src/shared/contracts/cart';

const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const boolean = { type: 'boolean' } as const;
const status = { type: 'string', enum: ['not_paid', 'delivering', 'done', 'cancelled'] } as const;
import { GATEWAY_METHODS, PAYMENT_METHODS } from '../../../src/shared/api-types/payment';

export { GATEWAY_METHODS, PAYMENT_METHODS };
const paymentMethod = { type: 'string', enum: [...PAYMENT_METHODS] } as const;
const deliveryMethod = { type: 'string', enum: ['delivery', 'pickup'] } as const;
const money = { type: 'integer', minimum: 0, maximum: 2000000000 } as const;

function object<P extends Record<string, unknown>>(properties: P) {
  return { type: 'object', required: Object.keys(properties), properties } as const;
}

export const totalsSchema = object({
  rentalTotal: integer,
  saleTotal: integer,
  depositTotal: integer,
  membershipDiscount: integer,
  freeFirstOrderDiscount: integer,
  shippingFee: integer,
  total: integer,
  walletAmount: integer,
  amountDue: integer,
});

/** The payment module owns PaymentDto's exact shape; passed through as it is. */
export const paymentSchema = { anyOf: [{ type: 'object', additionalProperties: true }, { type: 'null' }] } as const;

const summaryProperties = {
  id: integer,
  code: string,
  status,
  createdAt: string,
  total: integer,
  amountDue: integer,
  itemCount: integer,
  firstItem: object({ productName: string, imageKey: string }),
  paymentMethod,
  expiresAt: nullableString,
} as const;

export const summarySchema = object(summaryProperties);

export const detailSchema = object({
  ...summaryProperties,
  deliveryMethod,
  address: {
    anyOf: [
      object({ receiverName: string, receiverPhone: string, street: string, wardName: string, districtName: nullableString, cityName: string, fullAddress: string }),
      { type: 'null' },
    ],
  },
  note: string,
  totals: totalsSchema,
  items: {
    type: 'array',
    items: object({
      id: integer,
      productId: integer,
      productName: string,
      productLink: string,
      imageKey: string,
      mode: string,
      quantity: integer,
      dateFrom: nullableString,
      dateTo: nullableString,
      unitPrice: integer,
      price: integer,
      chargedPrice: integer,
      deposit: integer,
    }),
  },
  events: { type: 'array', items: object({ status, kind: string, note: string, createdAt: string }) },
  paidAt: nullableString,
  deliveredAt: nullableString,
  cancelledAt: nullableString,
  cancelReason: nullableString,
  payment: paymentSchema,
  canCancel: boolean,
  canPay: boolean,
});

export const orderWithPaymentSchema = object({ order: detailSchema, payment: paymentSchema });

const cartItemIds = { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: idSchema } as const;

export const quoteBody = {
  type: 'object',
  required: ['cartItemIds', 'deliveryMethod'],
  properties: { cartItemIds, deliveryMethod, walletAmount: money },
} as const;

export const quoteResponse = object({
  items: { type: 'array', items: cartItemSchema },
  totals: totalsSchema,
  freeFirstOrder: boolean,
  walletBalance: integer,
  membership: membershipTermsSchema,
});

export const placeBody = {
  type: 'object',
  required: ['cartItemIds', 'deliveryMethod', 'paymentMethod'],
  properties: {
    cartItemIds,
    deliveryMethod,
    addressId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    note: { type: 'string', maxLength: 500 },
    paymentMethod,
    walletAmount: money,
  },
} as const;

export const listQuery = {
  type: 'object',
  properties: {
    status,
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
  },
} as const;

export const listResponse = object({
  items: { type: 'array', items: summarySchema },
  total: integer,
  counts: object({ not_paid: integer, delivering: integer, done: integer, cancelled: integer }),
});

export const cancelBody = { type: ['object', 'null'], properties: { reason: { type: 'string', maxLength: 500 } } } as const;

export const payBody = { type: 'object', required: ['paymentMethod'], properties: { paymentMethod } } as const;

export const codeParams = { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^DH[0-9]{8}$' } } } as const;

/** JSON schemas of the cart routes (bodies and responses), inline so the order routes can reuse them. */
import { MAX_LINE_QUANTITY } from '../../../src/shared/rules/cart';

const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** `YYYY-MM-DD` or null; a real calendar day is checked by the service (400 in Vietnamese). */
export const dayOrNull = { type: ['string', 'null'], pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
export const quantitySchema = { type: 'integer', minimum: 1, maximum: MAX_LINE_QUANTITY } as const;
export const idSchema = id;
const mode = { type: 'string', enum: ['rent', 'sale'] } as const;

function object<P extends Record<string, unknown>>(properties: P) {
  return { type: 'object', required: Object.keys(properties), properties } as const;
}

export const membershipTermsSchema = {
  anyOf: [object({ percentDiscount: integer, extendDay: integer }), { type: 'null' }],
} as const;

export const linePriceSchema = object({ mode, days: integer, extraDays: integer, price: integer, membershipPrice: integer, deposit: integer });

export const cartItemSchema = object({
  id: integer,
  productId: integer,
  mode,
  quantities: integer,
  dateFrom: nullableString,
  dateTo: nullableString,
  originalPrice: integer,
  salePrice: integer,
  originalRentalPrice: integer,
  rentalPrice: integer,
  depositPrice: integer,
  membershipRentalPrice: integer,
  product: object({ id: integer, name: string, link: string, imageKey: string, type: string, stock: integer }),
  line: linePriceSchema,
  problem: nullableString,
});

export const cartSchema = object({ total: integer, items: { type: 'array', items: cartItemSchema }, membership: membershipTermsSchema });

const lineProperties = { productId: id, mode, quantities: quantitySchema, dateFrom: dayOrNull, dateTo: dayOrNull } as const;

export const addLineBody = { type: 'object', required: ['productId', 'mode', 'quantities'], properties: lineProperties } as const;

export const mergeBody = {
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', maxItems: 50, items: addLineBody } },
} as const;

export const updateLineBody = {
  type: 'object',
  required: ['id', 'quantities'],
  properties: { id, quantities: quantitySchema, dateFrom: dayOrNull, dateTo: dayOrNull },
} as const;

export const deleteLinesBody = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'array', minItems: 1, maxItems: 100, items: id } },
} as const;

export const invalidDatesBody = {
  type: 'object',
  required: ['productId', 'quantities'],
  properties: { productId: id, quantities: quantitySchema, dateFrom: dayOrNull, dateTo: dayOrNull, excludeCartItemId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } },
} as const;

export const invalidDatesResponse = object({ invalidDates: { type: 'array', items: string }, firstDay: string, lastDay: string });

export const mergeResponse = object({
  cart: cartSchema,
  changes: {
    type: 'array',
    items: object({ productId: integer, kind: { type: 'string', enum: ['added', 'raised', 'kept', 'skipped'] }, quantity: integer, message: string }),
  },
});

/**
 * The cart's API contract, written once (TypeBox): the server validates and documents with these schemas, the
 * storefront takes their types with `import type` (nothing of TypeBox reaches the browser bundle).
 */
import { Type, type Static } from 'typebox';
import { MAX_LINE_QUANTITY } from '../rules/cart';
import { ProductTypeSchema } from './catalog';
import { CalendarDay, Id, Int, NullableStr, Str, ref } from './common';

/** `YYYY-MM-DD` or null; a real calendar day is checked by the service (400 in Vietnamese). */
export const DayOrNull = Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
export const Quantity = Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY });
export const CartMode = Type.Unsafe<'rent' | 'sale'>({ type: 'string', enum: ['rent', 'sale'] });

/** The membership's part in a price (percentDiscount; extendDay = extra days the package gives for free). */
export const MembershipTerms = Type.Object({ percentDiscount: Int, extendDay: Int });
/** The shopper's terms, or null without a running membership. */
export const MembershipTermsOrNone = Type.Union([MembershipTerms, Type.Null()]);

/** The shop's back-up size fee (core/rules/backup-size.ts): free, a fixed VND amount, or a share of one unit's rent. */
export const BackupFeeSchema = Type.Union([
  Type.Object({ kind: Type.Literal('free') }),
  Type.Object({ kind: Type.Literal('fixed'), amount: Int }),
  Type.Object({ kind: Type.Literal('percent'), percent: Int }),
]);

export const LinePrice = Type.Object({ mode: CartMode, days: Int, extraDays: Int, price: Int, membershipPrice: Int, deposit: Int });

export const CartProduct = Type.Object({
  id: Int,
  name: Str,
  link: Str,
  imageKey: Str,
  type: ProductTypeSchema,
  stock: Int,
  /** Set on a logged-in shopper's lines (a voucher may cover only some categories); a guest's browser cart has none. */
  categoryId: Type.Optional(Int),
  /** The category's link (GA4's item_category). */
  categoryLink: Type.Optional(Str),
});

export const CartItem = Type.Object(
  {
    id: Int,
    productId: Int,
    /** The size the line is for (a one-size product's only size: "Free size"). */
    sizeId: Int,
    sizeName: Str,
    mode: CartMode,
    quantities: Int,
    dateFrom: NullableStr,
    dateTo: NullableStr,
    originalPrice: Int,
    salePrice: Int,
    originalRentalPrice: Int,
    rentalPrice: Int,
    depositPrice: Int,
    membershipRentalPrice: Int,
    product: CartProduct,
    line: LinePrice,
    problem: NullableStr,
    /** On a back-up size line: the id of the rental line it backs up (same design and days, another size, 1 unit). */
    backupOf: Type.Optional(Int),
  },
  { $id: 'CartItem' },
);

export const Cart = Type.Object({ total: Int, items: Type.Array(ref(CartItem)), membership: MembershipTermsOrNone }, { $id: 'Cart' });

/** Omitted by an older client: then the product must have one size only (400 "Vui lòng chọn size" otherwise). */
const SizeIdOrNone = Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 2147483647 }));

const lineProperties = { productId: Id, sizeId: SizeIdOrNone, mode: CartMode, quantities: Quantity, dateFrom: Type.Optional(DayOrNull), dateTo: Type.Optional(DayOrNull) };

/** POST /v1/cart; `backupOf` (the id of one of the shopper's rental lines) makes the line that line's back-up size. */
export const AddLine = Type.Object({ ...lineProperties, backupOf: Type.Optional(Id) });
/** A guest line at log-in; `backupOfIndex`: the position in `items` of the line it backs up (a guest line has no id). */
export const MergeLine = Type.Object({ ...lineProperties, backupOfIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 49 })) });
export const MergeBody = Type.Object({ items: Type.Array(MergeLine, { maxItems: 50 }) });
/** PUT /v1/cart/cart-item/:id. */
export const UpdateLine = Type.Object({ id: Id, quantities: Quantity, dateFrom: Type.Optional(DayOrNull), dateTo: Type.Optional(DayOrNull) });
export const DeleteLines = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) });
/** POST /v1/cart/invalid-rent-date/list. */
export const InvalidDatesQuery = Type.Object({
  productId: Id,
  sizeId: SizeIdOrNone,
  quantities: Quantity,
  dateFrom: Type.Optional(DayOrNull),
  dateTo: Type.Optional(DayOrNull),
  excludeCartItemId: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 2147483647 })),
});
export const InvalidDates = Type.Object({ invalidDates: Type.Array(Str), firstDay: Str, lastDay: Str });
/** POST /v1/cart/free-sizes: the rental days chosen (YYYY-MM-DD) and the quantity. */
export const FreeSizesQuery = Type.Object({ productId: Id, quantities: Quantity, dateFrom: CalendarDay, dateTo: CalendarDay });
/** …with the shop's back-up size fee, for the product page's "Thêm size dự phòng". */
export const FreeSizes = Type.Object({ sizes: Type.Array(Type.Object({ id: Int, name: Str, free: Type.Boolean() })), backupFee: BackupFeeSchema });

export const MergeChange = Type.Object({
  productId: Int,
  sizeId: Type.Optional(Int),
  kind: Type.Unsafe<'added' | 'raised' | 'kept' | 'skipped'>({ type: 'string', enum: ['added', 'raised', 'kept', 'skipped'] }),
  quantity: Int,
  message: Str,
});
export const MergeResult = Type.Object({ cart: ref(Cart), changes: Type.Array(MergeChange) });
export const CartLineResult = Type.Object({ item: ref(CartItem) });
export const LinesRemoved = Type.Object({ status: Str, removed: Int });

export const CART_SCHEMAS = [CartItem, Cart] as const;

export type CartMode = Static<typeof CartMode>;
export type MembershipTerms = Static<typeof MembershipTerms>;
export type FreeSizesQuery = Static<typeof FreeSizesQuery>;
export type FreeSizes = Static<typeof FreeSizes>;
export type LinePrice = Static<typeof LinePrice>;
export type CartProduct = Static<typeof CartProduct>;
export type CartItem = Static<typeof CartItem>;
export type Cart = Static<typeof Cart>;
export type BackupFee = Static<typeof BackupFeeSchema>;
export type AddLine = Static<typeof AddLine>;
export type MergeLine = Static<typeof MergeLine>;
export type UpdateLine = Static<typeof UpdateLine>;
export type DeleteLines = Static<typeof DeleteLines>;
export type InvalidDatesQuery = Static<typeof InvalidDatesQuery>;
export type InvalidDates = Static<typeof InvalidDates>;
export type MergeChange = Static<typeof MergeChange>;
export type MergeResult = Static<typeof MergeResult>;

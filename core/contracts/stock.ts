/**
 * The back-office's stock contract (TypeBox): a product's sizes and units with where each unit is, out-of-service
 * blocks, a unit's history, the units free for a rental line, and the units handed over with an order.
 */
import { Type, type Static } from 'typebox';
import { RENTAL_STATES } from './order-vocab';
import { RETURN_CONDITIONS } from './admin-vocab';
import { UNIT_BLOCK_REASONS, UNIT_CODE_PATTERN, UNIT_PLACES, UNIT_STATUSES } from './stock-vocab';
import { CalendarDay, Id, Int, NullableStr, Str, StringEnum } from './common';

const closed = { additionalProperties: false } as const;

export const UnitCode = Type.String({ pattern: UNIT_CODE_PATTERN, maxLength: 7 });

export const UnitBlock = Type.Object({ id: Int, unitId: Int, dateFrom: Str, dateTo: Str, reason: StringEnum(UNIT_BLOCK_REASONS), note: Str });

export const UnitWhere = Type.Object({
  place: StringEnum(UNIT_PLACES),
  /** With a shopper: the order; until: its due day (shopper) or the block's last day (blocked). */
  orderId: Type.Union([Int, Type.Null()]),
  orderCode: NullableStr,
  until: NullableStr,
});

export const StockUnit = Type.Object({
  id: Int,
  code: Str,
  status: StringEnum(UNIT_STATUSES),
  note: Str,
  where: UnitWhere,
  /** Blocks that have not ended yet (today or later), soonest first. */
  blocks: Type.Array(UnitBlock),
});

export const StockSize = Type.Object({ id: Int, name: Str, units: Type.Array(StockUnit) });
export const StockProduct = Type.Object({ id: Int, name: Str, link: Str, sizes: Type.Array(StockSize) });

export const StockProductRow = Type.Object({ id: Int, name: Str, sizes: Int, units: Int });
export const StockProductList = Type.Object({ items: Type.Array(StockProductRow) });
export const StockSearchQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) });

export const BlockBody = Type.Object(
  { dateFrom: CalendarDay, dateTo: CalendarDay, reason: StringEnum(UNIT_BLOCK_REASONS), note: Type.String({ maxLength: 500 }) },
  closed,
);

export const UnitRental = Type.Object({
  orderId: Int,
  orderCode: Str,
  itemId: Int,
  customerName: Str,
  dateFrom: Str,
  dateTo: Str,
  state: StringEnum(RENTAL_STATES),
  returnedOn: NullableStr,
  condition: Type.Union([StringEnum(RETURN_CONDITIONS), Type.Null()]),
  returnNote: NullableStr,
  damageCharge: Type.Union([Int, Type.Null()]),
  photoIds: Type.Array(Int),
});

export const UnitHistory = Type.Object({
  unit: Type.Object({ id: Int, code: Str, status: StringEnum(UNIT_STATUSES), note: Str, productId: Int, productName: Str, sizeId: Int, sizeName: Str, where: UnitWhere }),
  rentals: Type.Array(UnitRental),
  /** Every block, latest first. */
  blocks: Type.Array(UnitBlock),
});

/** A rental line's size: its units free for the line's whole window, and the others with why not (a scan explains itself). */
export const FreeUnits = Type.Object({
  productName: Str,
  sizeName: Str,
  quantity: Int,
  units: Type.Array(Type.Object({ id: Int, code: Str })),
  busy: Type.Array(Type.Object({ id: Int, code: Str, message: Str })),
});

/** POST /v1/admin/orders/:id/hand-over: the units given to the shopper, scanned (codes) or picked (ids). */
export const HandOverBody = Type.Union([
  Type.Null(),
  Type.Object(
    {
      unitIds: Type.Optional(Type.Array(Id, { maxItems: 50, uniqueItems: true })),
      unitCodes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: 50 })),
    },
    closed,
  ),
]);

export const UnitParams = Type.Object({ id: Id });
export const BlockParams = Type.Object({ id: Id });

export type UnitBlock = Static<typeof UnitBlock>;
export type UnitWhere = Static<typeof UnitWhere>;
export type StockUnit = Static<typeof StockUnit>;
export type StockSize = Static<typeof StockSize>;
export type StockProduct = Static<typeof StockProduct>;
export type StockProductRow = Static<typeof StockProductRow>;
export type StockProductList = Static<typeof StockProductList>;
export type BlockBody = Static<typeof BlockBody>;
export type UnitRental = Static<typeof UnitRental>;
export type UnitHistory = Static<typeof UnitHistory>;
export type FreeUnits = Static<typeof FreeUnits>;
export type HandOverBody = Static<typeof HandOverBody>;

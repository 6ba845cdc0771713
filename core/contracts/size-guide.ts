/**
 * A category's size guide (TypeBox): a measurements table — the size column, then the shop's columns ("Ngực", "Eo",
 * "Mông", "Chiều cao (cm)"…), one row per size. Staff save it whole (`PUT /v1/admin/categories/{id}/size-guide`); the
 * product detail carries the guide of its category (or of the parent category when its own has none).
 */
import { Type, type Static } from 'typebox';
import { Str } from './common';
import { SIZE_GUIDE_LIMITS } from './size-guide-vocab';

export const SizeGuideTable = Type.Object(
  {
    columns: Type.Array(Type.String({ minLength: 1, maxLength: SIZE_GUIDE_LIMITS.label }), { minItems: 1, maxItems: SIZE_GUIDE_LIMITS.columns }),
    rows: Type.Array(
      Type.Object(
        {
          size: Type.String({ minLength: 1, maxLength: SIZE_GUIDE_LIMITS.size }),
          values: Type.Array(Type.String({ maxLength: SIZE_GUIDE_LIMITS.value }), { maxItems: SIZE_GUIDE_LIMITS.columns }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: SIZE_GUIDE_LIMITS.rows },
    ),
  },
  { additionalProperties: false },
);

/** What the product page shows: the table and the category it belongs to. */
export const SizeGuide = Type.Object({ categoryName: Str, columns: Type.Array(Str), rows: Type.Array(Type.Object({ size: Str, values: Type.Array(Str) })) });

/** `GET /v1/admin/categories/{id}/size-guide`: null until staff make one. */
export const AdminSizeGuide = Type.Object({ categoryId: Type.Integer(), categoryName: Str, guide: Type.Union([SizeGuideTable, Type.Null()]) });

export type SizeGuideTable = Static<typeof SizeGuideTable>;
export type SizeGuide = Static<typeof SizeGuide>;
export type AdminSizeGuide = Static<typeof AdminSizeGuide>;

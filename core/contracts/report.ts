/** The slips' and the accountant's export's query strings (TypeBox on ./report-vocab.ts). */
import { Type, type Static } from 'typebox';
import { StringEnum } from './common';
import { EXPORT_FORMATS, SLIP_FORMATS, SLIP_KINDS } from './report-vocab';

export const SlipQuery = Type.Object({
  kind: Type.Optional(StringEnum(SLIP_KINDS)),
  format: Type.Optional(StringEnum(SLIP_FORMATS)),
});
export type SlipQuery = Static<typeof SlipQuery>;

/** Days as YYYY-MM-DD, Vietnam time, both included; checked as calendar days by the route (400 "Ngày không hợp lệ"). */
export const ExportQuery = Type.Object({
  from: Type.String({ maxLength: 10 }),
  to: Type.String({ maxLength: 10 }),
  format: Type.Optional(StringEnum(EXPORT_FORMATS)),
});
export type ExportQuery = Static<typeof ExportQuery>;

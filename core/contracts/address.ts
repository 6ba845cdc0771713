/** The address book's and the administrative divisions' API contract (TypeBox). */
import { Type, type Static } from 'typebox';
import { ADDRESS_TYPES, DIVISION_SCHEMES, type DivisionScheme } from './address-vocab';
import { Phone } from './account';
import { Bool, DateTime, Id, Int, NullableStr, Str, StringEnum, ref } from './common';

const Code = Type.String({ pattern: '^[0-9]{1,5}$' });

export const Division = Type.Object({ id: Str, name: Str, type: Str }, { $id: 'Division' });
export const DivisionList = Type.Object({ items: Type.Array(ref(Division)) });
export const SchemeQuery = Type.Unsafe<{ scheme: DivisionScheme }>({
  type: 'object',
  properties: { scheme: { type: 'string', enum: [...DIVISION_SCHEMES], default: '2025' } },
});
/** The parent division's code (a province, or a legacy district). */
export const DivisionParams = Type.Object({ id: Code });

export const Address = Type.Object(
  {
    id: Int,
    type: StringEnum(ADDRESS_TYPES),
    receiverName: Str,
    receiverPhone: Str,
    street: Str,
    scheme: StringEnum(DIVISION_SCHEMES),
    cityId: Str,
    cityName: Str,
    districtId: NullableStr,
    districtName: NullableStr,
    wardId: Str,
    wardName: Str,
    isDefault: Bool,
    newWard: Type.Union([Type.Object({ id: Str, name: Str }), Type.Null()]),
    fullAddress: Str,
    createdAt: DateTime,
  },
  { $id: 'Address' },
);
export const AddressList = Type.Object({ items: Type.Array(ref(Address)), total: Int });

/** What the shopper submits (the server fills the names); `id`, when sent on an update, must match the path. */
export const AddressInput = Type.Object({
  id: Type.Optional(Id),
  type: StringEnum(ADDRESS_TYPES),
  receiverName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  receiverPhone: Phone,
  street: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
  scheme: Type.Optional(Type.Unsafe<DivisionScheme>({ type: 'string', enum: [...DIVISION_SCHEMES], default: '2025' })),
  cityId: Code,
  districtId: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: '^[0-9]{1,5}$' })),
  wardId: Code,
  isDefault: Type.Optional(Bool),
});
export const ADDRESS_SCHEMAS = [Division, Address] as const;

export type Division = Static<typeof Division>;
export type Address = Static<typeof Address>;
export type AddressInput = Static<typeof AddressInput>;
export type AddressList = Static<typeof AddressList>;
export type DivisionList = Static<typeof DivisionList>;

/** The addresses' vocabularies, one definition for both halves (plain values: the TypeBox contract, ./address.ts, builds on them). */
export const ADDRESS_TYPES = ['ADDRESS_TYPE_HOME', 'ADDRESS_TYPE_COMPANY'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
/** `2025`: province → ward (34 provinces); `legacy`: province → district → ward (63). */
export const DIVISION_SCHEMES = ['2025', 'legacy'] as const;
export type DivisionScheme = (typeof DIVISION_SCHEMES)[number];

/** The membership packages' API contract (TypeBox). */
import { Type, type Static } from 'typebox';
import { Bool, Int, Str, StringEnum, ref } from './common';

/** What a package gives, as the package list and a shopper's running membership both show it. */
export const packageTermsProperties = { name: Str, type: Str, color: Str, percentDiscount: Int, extendDay: Int, isFreeFirstOrder: Bool };

export const MembershipPackage = Type.Object(
  {
    id: Int,
    ...packageTermsProperties,
    price: Int,
    durationDays: Int,
    description: Str,
  },
  { $id: 'MembershipPackage' },
);
export const MembershipPackageList = Type.Object({ items: Type.Array(ref(MembershipPackage)) });
export const PurchaseBody = Type.Object({ paymentMethod: StringEnum(['wallet'] as const) }, { additionalProperties: false });

export const MEMBERSHIP_SCHEMAS = [MembershipPackage] as const;

export type MembershipPackage = Static<typeof MembershipPackage>;

/**
 * Vouchers' API contract (TypeBox): the shopper's "Ví voucher" and code check, and the back-office's list and
 * create/pause. The money rule itself is core/rules/voucher.ts.
 */
import { Type, type Static } from 'typebox';
import { CartMode as CartModeSchema } from './cart';
import { Bool, CalendarDay, Id, Int, NullableStr, Str, StringEnum } from './common';
import { VOUCHER_CODE_PATTERN, VOUCHER_KINDS, type VoucherTerms as VoucherTermsRule } from '../rules/voucher';

export const VoucherCode = Type.String({ pattern: VOUCHER_CODE_PATTERN, minLength: 3, maxLength: 20 });

/** What a voucher promises, as shoppers and marketing both see it. */
const promise = {
  code: Str,
  title: Str,
  kind: StringEnum(VOUCHER_KINDS),
  value: Int,
  maxDiscount: Type.Union([Int, Type.Null()]),
  minOrder: Int,
  mode: Type.Union([CartModeSchema, Type.Null()]),
  categoryIds: Type.Array(Int),
};

export const VoucherTerms = Type.Unsafe<VoucherTermsRule>(
  Type.Object(
    {
      ...promise,
      startsAt: Str,
      endsAt: Str,
      paused: Bool,
      usesLeft: Type.Union([Int, Type.Null()]),
      customerUsesLeft: Int,
    },
  ),
);

/** GET /v1/voucher: the running public vouchers the shopper can still use. */
export const VoucherWallet = Type.Object({ items: Type.Array(VoucherTerms) });
/** POST /v1/voucher/check. */
export const VoucherCheck = Type.Object({ code: VoucherCode });

const Money = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
const Limit = Type.Integer({ minimum: 1, maximum: 1_000_000 });

/** POST /v1/admin/vouchers. */
export const VoucherInput = Type.Object({
  code: VoucherCode,
  title: Type.String({ minLength: 1, maxLength: 120 }),
  kind: StringEnum(VOUCHER_KINDS),
  value: Money,
  maxDiscount: Type.Union([Money, Type.Null()]),
  minOrder: Money,
  mode: Type.Union([CartModeSchema, Type.Null()]),
  categoryIds: Type.Array(Id, { maxItems: 50, uniqueItems: true }),
  firstDay: CalendarDay,
  lastDay: CalendarDay,
  usageLimit: Type.Union([Limit, Type.Null()]),
  perCustomerLimit: Limit,
  isPublic: Bool,
}, { additionalProperties: false });

/** PATCH /v1/admin/vouchers/:id. */
export const VoucherPause = Type.Object({ paused: Bool }, { additionalProperties: false });

export const AdminVoucher = Type.Object(
  {
    id: Int,
    ...promise,
    firstDay: Str,
    lastDay: Str,
    usageLimit: Type.Union([Int, Type.Null()]),
    perCustomerLimit: Int,
    isPublic: Bool,
    paused: Bool,
    /** Orders holding a use now (cancelled ones gave theirs back) and what they were given off. */
    usedCount: Int,
    discountGiven: Int,
    state: StringEnum(['scheduled', 'running', 'ended', 'paused', 'used_up'] as const),
    createdBy: NullableStr,
    createdAt: Str,
  },
);
export const AdminVoucherList = Type.Object({ items: Type.Array(AdminVoucher) });


export type VoucherWallet = Static<typeof VoucherWallet>;
export type VoucherCheck = Static<typeof VoucherCheck>;
export type VoucherInput = Static<typeof VoucherInput>;
export type VoucherPause = Static<typeof VoucherPause>;
export type AdminVoucher = Static<typeof AdminVoucher>;
export type AdminVoucherList = Static<typeof AdminVoucherList>;
export type AdminVoucherState = AdminVoucher['state'];

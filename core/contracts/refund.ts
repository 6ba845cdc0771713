/**
 * Money back and out (TypeBox): a shopper's withdrawal of her wallet balance to a bank account, and the back-office's
 * "Hoàn tiền" board of refunds and withdrawals waiting to be paid.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { DateTime, Int, NullableStr, Paged, Str, StringEnum } from './common';

const orNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
import { ACCOUNT_NUMBER_PATTERN, BANK_CODES, MIN_WITHDRAWAL, REFUND_CAUSES, REFUND_DESTINATIONS, REFUND_STATUSES, WITHDRAWAL_STATUSES } from './refund-vocab';

const closed = { additionalProperties: false } as const;

/** A bank account the shopper names: the holder is printed as banks do (upper case, no diacritics) by the server. */
export const BankAccount = Type.Object(
  {
    bankCode: StringEnum(BANK_CODES),
    accountNumber: Type.String({ pattern: ACCOUNT_NUMBER_PATTERN }),
    accountHolder: Type.String({ minLength: 2, maxLength: 80 }),
  },
  closed,
);

export const WithdrawalBody = Type.Object(
  {
    amount: Type.Integer({ minimum: MIN_WITHDRAWAL, maximum: 1_000_000_000 }),
    bankCode: StringEnum(BANK_CODES),
    accountNumber: Type.String({ pattern: ACCOUNT_NUMBER_PATTERN }),
    accountHolder: Type.String({ minLength: 2, maxLength: 80 }),
  },
  closed,
);

export const Withdrawal = Type.Object(
  {
    id: Int,
    amount: Int,
    bankCode: StringEnum(BANK_CODES),
    bankName: Str,
    accountNumber: Str,
    accountHolder: Str,
    status: StringEnum(WITHDRAWAL_STATUSES),
    reference: NullableStr,
    rejectReason: NullableStr,
    createdAt: DateTime,
    settledAt: orNull(DateTime),
  },
  { $id: 'Withdrawal' },
);
export const Withdrawals = Paged(Withdrawal);

/** A withdrawal as staff see it: whose it is. */
export const AdminWithdrawal = Type.Object({
  ...Withdrawal.properties,
  customerId: Int,
  customerName: Str,
  customerPhone: NullableStr,
  settledBy: NullableStr,
});

export const AdminRefund = Type.Object({
  id: Int,
  orderId: Int,
  orderCode: Str,
  orderItemId: orNull(Int),
  productName: NullableStr,
  customerId: Int,
  customerName: Str,
  customerPhone: NullableStr,
  cause: StringEnum(REFUND_CAUSES),
  amount: Int,
  destination: StringEnum(REFUND_DESTINATIONS),
  status: StringEnum(REFUND_STATUSES),
  bankCode: orNull(StringEnum(BANK_CODES)),
  bankName: NullableStr,
  accountNumber: NullableStr,
  accountHolder: NullableStr,
  /** To the gateway: MoMo, ZaloPay or VNPay, and the payment's reference. */
  gatewayName: NullableStr,
  paymentReference: NullableStr,
  reference: NullableStr,
  failureReason: NullableStr,
  settledBy: NullableStr,
  createdAt: DateTime,
  settledAt: orNull(DateTime),
});

export const REFUND_BOARD_VIEWS = ['pending', 'done'] as const;
export const RefundBoardQuery = Type.Object({ view: Type.Optional(StringEnum(REFUND_BOARD_VIEWS)) }, closed);
export const RefundBoard = Type.Object({ refunds: Type.Array(AdminRefund), withdrawals: Type.Array(AdminWithdrawal) });

export const PaidBody = Type.Object({ reference: Type.String({ minLength: 1, maxLength: 100 }) }, closed);
export const RejectBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 300 }) }, closed);

/** Staff choose where a cancellation's money goes (a bank account needs its details). */
export const AdminCancelBody = Type.Object(
  {
    reason: Type.String({ minLength: 1, maxLength: 300 }),
    destination: StringEnum(REFUND_DESTINATIONS),
    bank: Type.Optional(BankAccount),
  },
  closed,
);

export const REFUND_SCHEMAS = [Withdrawal] as const;

export type BankAccount = Static<typeof BankAccount>;
export type WithdrawalBody = Static<typeof WithdrawalBody>;
export type Withdrawal = Static<typeof Withdrawal>;
export type Withdrawals = Static<typeof Withdrawals>;
export type AdminWithdrawal = Static<typeof AdminWithdrawal>;
export type AdminRefund = Static<typeof AdminRefund>;
export type RefundBoard = Static<typeof RefundBoard>;
export type RefundBoardView = (typeof REFUND_BOARD_VIEWS)[number];
export type AdminCancelBody = Static<typeof AdminCancelBody>;

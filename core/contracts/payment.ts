/** The payments' API contract (TypeBox): a payment and what the shopper does next (redirect, VietQR, nothing). */
import { Type, type Static } from 'typebox';
import { PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES, type PaymentMethod, type PaymentPurpose, type PaymentStatus } from './payment-vocab';
import { Bool, Component, Id, Int, Str, StringEnum } from './common';

/** Methods a membership or a top-up can be paid with (a gateway that confirms by itself). */
export const ONLINE_METHODS = ['momo', 'zalopay', 'vnpay_atm', 'vnpay_card'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];
export const TOP_UP_MIN = 10_000;
export const TOP_UP_MAX = 50_000_000;

export const VietQr = Type.Object({
  /** EMVCo payload. */
  content: Str,
  /** `data:image/svg+xml;base64,…` */
  svg: Str,
  bankName: Str,
  bankBin: Str,
  accountNumber: Str,
  accountName: Str,
  amount: Int,
  /** The order code (or the payment reference when there is no order). */
  memo: Str,
});
export type VietQr = Static<typeof VietQr>;
export type PaymentAction = { kind: 'redirect'; url: string } | { kind: 'qr'; qr: VietQr } | { kind: 'none' };

const paymentProperties = {
  reference: { type: 'string' },
  method: { type: 'string', enum: [...PAYMENT_METHODS] },
  amount: { type: 'integer' },
  status: { type: 'string', enum: [...PAYMENT_STATUSES] },
  /** Played by the local sandbox gateway. */
  sandbox: { type: 'boolean' },
  action: {
    type: 'object',
    required: ['kind'],
    properties: { kind: { type: 'string', enum: ['redirect', 'qr', 'none'] }, url: { type: 'string' }, qr: VietQr },
  },
};

export interface Payment {
  reference: string;
  method: PaymentMethod;
  amount: number;
  status: PaymentStatus;
  sandbox: boolean;
  action: PaymentAction;
}
export interface PaymentState extends Payment {
  purpose: PaymentPurpose;
  orderId: number | null;
}

export const Payment = Component<Payment>('Payment', {
  type: 'object',
  required: ['reference', 'method', 'amount', 'status', 'sandbox', 'action'],
  properties: paymentProperties,
});
export const PaymentState = Component<PaymentState>('PaymentState', {
  type: 'object',
  required: ['reference', 'method', 'amount', 'status', 'sandbox', 'action', 'purpose', 'orderId'],
  properties: { ...paymentProperties, purpose: { type: 'string', enum: [...PAYMENT_PURPOSES] }, orderId: { type: ['integer', 'null'] } },
});

export const PaymentMethodList = Type.Object({
  items: Type.Array(Type.Object({ method: StringEnum(PAYMENT_METHODS), available: Bool, sandbox: Bool })),
});
export const MembershipPaymentBody = Type.Object({ packageId: Id, paymentMethod: StringEnum(ONLINE_METHODS) }, { additionalProperties: false });
export const TopUpBody = Type.Object(
  { amount: Type.Integer({ minimum: TOP_UP_MIN, maximum: TOP_UP_MAX }), paymentMethod: StringEnum(ONLINE_METHODS) },
  { additionalProperties: false },
);
export const ReferenceParams = Type.Object({ reference: Type.String({ minLength: 1, maxLength: 64 }) });

export const PAYMENT_SCHEMAS = [Payment, PaymentState] as const;

export type PaymentMethodList = Static<typeof PaymentMethodList>;

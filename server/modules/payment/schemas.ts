/** JSON schemas of the payment routes (inline, no $id: the order module may declare its own). */
import { PAYMENT_METHODS } from '../../../src/shared/api-types/payment';

export { PAYMENT_METHODS };
/** Methods a membership or a top-up can be paid with (a gateway that confirms by itself). */
export const ONLINE_METHODS = ['momo', 'zalopay', 'vnpay_atm', 'vnpay_card'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

export const TOP_UP_MIN = 10_000;
export const TOP_UP_MAX = 50_000_000;

const vietQr = {
  type: 'object',
  required: ['content', 'svg', 'bankName', 'bankBin', 'accountNumber', 'accountName', 'amount', 'memo'],
  properties: {
    content: { type: 'string' },
    svg: { type: 'string' },
    bankName: { type: 'string' },
    bankBin: { type: 'string' },
    accountNumber: { type: 'string' },
    accountName: { type: 'string' },
    amount: { type: 'integer' },
    memo: { type: 'string' },
  },
} as const;

const paymentProperties = {
  reference: { type: 'string' },
  method: { type: 'string', enum: PAYMENT_METHODS },
  amount: { type: 'integer' },
  status: { type: 'string', enum: ['pending', 'paid', 'failed', 'cancelled', 'refunded'] },
  sandbox: { type: 'boolean' },
  action: {
    type: 'object',
    required: ['kind'],
    properties: { kind: { type: 'string', enum: ['redirect', 'qr', 'none'] }, url: { type: 'string' }, qr: vietQr },
  },
} as const;

export const paymentSchema = {
  type: 'object',
  required: ['reference', 'method', 'amount', 'status', 'sandbox', 'action'],
  properties: paymentProperties,
} as const;

export const paymentDetailSchema = {
  type: 'object',
  required: [...paymentSchema.required, 'purpose', 'orderId'],
  properties: {
    ...paymentProperties,
    purpose: { type: 'string', enum: ['order', 'membership', 'topup'] },
    orderId: { type: ['integer', 'null'] },
  },
} as const;

export const membershipPaymentBody = {
  type: 'object',
  required: ['packageId', 'paymentMethod'],
  additionalProperties: false,
  properties: {
    packageId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    paymentMethod: { type: 'string', enum: ONLINE_METHODS },
  },
} as const;

export const topUpBody = {
  type: 'object',
  required: ['amount', 'paymentMethod'],
  additionalProperties: false,
  properties: {
    amount: { type: 'integer', minimum: TOP_UP_MIN, maximum: TOP_UP_MAX },
    paymentMethod: { type: 'string', enum: ONLINE_METHODS },
  },
} as const;

export const referenceParams = {
  type: 'object',
  required: ['reference'],
  properties: { reference: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

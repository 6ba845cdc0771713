/**
 * Starting a payment: a `payments` row with a unique reference, the gateway's pay URL or QR payload, the contract's
 * Payment. Used by the order module (purpose 'order') and by this module's membership / top-up routes.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { TxGuard } from '../idempotency/store';
import { payments as paymentsTable, type PaymentRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { PaymentsContext } from './context';
import { vietQrDto } from './gateways/vietqr';
import { PAYMENT_MESSAGES } from './messages';
import { CALLBACK_PATHS } from './sandbox/paths';
import type { Payment, PaymentAction, PaymentState } from '../../../core/contracts/payment';
import { providerOf, type PaymentMethodValue } from './types';

export interface StartPaymentInput {
  customerId: number;
  purpose: 'order' | 'membership' | 'topup';
  orderId?: number;
  orderCode?: string;
  membershipPackageId?: number;
  method: PaymentMethodValue;
  /** VND. */
  amount: number;
  /** The request's origin (http://host:port): return URLs and the sandbox are placed from it. */
  origin: string;
  /** The shopper's IP (VNPay vnp_IpAddr); default 127.0.0.1. */
  clientIp?: string;
}

/** `TD` + time + random, upper-case alphanumerics (fits MoMo orderId, ZaloPay app_trans_id, VNPay vnp_TxnRef). */
export function newPaymentReference(now = Date.now()): string {
  return `TD${now.toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
}

function orderInfoFor(input: StartPaymentInput, reference: string): string {
  if (input.purpose === 'order') return `Thanh toan don hang ${input.orderCode ?? reference}`;
  if (input.purpose === 'membership') return `Mua goi thanh vien Thue Do ${reference}`;
  return `Nap tien vi Thue Do ${reference}`;
}

function actionOf(row: PaymentRow, payments: PaymentsContext): PaymentAction {
  if (row.status !== 'pending') return { kind: 'none' };
  if (row.payUrl) return { kind: 'redirect', url: row.payUrl };
  if (row.qrContent) return { kind: 'qr', qr: vietQrDto(payments.config.bank, row.qrContent, row.amount) };
  return { kind: 'none' };
}

export function paymentDto(row: PaymentRow, payments: PaymentsContext): Payment {
  const provider = providerOf(row.method);
  return {
    reference: row.reference,
    method: row.method,
    amount: row.amount,
    status: row.status,
    sandbox: provider ? payments.isSandbox(provider) : false,
    action: actionOf(row, payments),
  };
}

export function paymentDetailDto(row: PaymentRow, payments: PaymentsContext): PaymentState {
  return { ...paymentDto(row, payments), purpose: row.purpose, orderId: row.orderId };
}

export async function startPayment(deps: { db: Db; payments: PaymentsContext }, input: StartPaymentInput, guard?: TxGuard): Promise<Payment> {
  const { db, payments } = deps;
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new HttpError(400, PAYMENT_MESSAGES.badAmount);
  if (input.method === 'wallet') throw new HttpError(400, PAYMENT_MESSAGES.walletNeedsNoGateway);
  const provider = providerOf(input.method);
  const gateway = provider ? await payments.gateway(provider, input.origin) : null;
  if (provider && !gateway) throw new HttpError(400, PAYMENT_MESSAGES.unavailable(input.method));

  const reference = newPaymentReference();
  const insert = (tx: DbOrTx) =>
    tx
      .insert(paymentsTable)
      .values({
        reference,
        customerId: input.customerId,
        purpose: input.purpose,
        orderId: input.orderId ?? null,
        membershipPackageId: input.membershipPackageId ?? null,
        method: input.method,
        amount: input.amount,
      })
      .returning();
  // With an Idempotency-Key, the key's row and the payment's row commit together.
  const [row] = guard
    ? await db.transaction(async (tx) => {
        await guard.claim(tx);
        const rows = await insert(tx);
        await guard.bind(tx, reference);
        return rows;
      })
    : await insert(db);
  if (!row) throw new Error('payment insert returned nothing');
  // Cash at the shop: nothing to send anywhere; staff confirm it.
  if (!gateway || !provider) return paymentDto(row, payments);

  const callbackOrigin = payments.serverOrigin(provider, input.origin);
  const callbackPath = provider === 'zalopay' ? CALLBACK_PATHS.zalopayCallback : provider === 'vnpay' ? CALLBACK_PATHS.vnpayIpn : CALLBACK_PATHS.momoIpn;
  const returnPath = provider === 'vietqr' ? '' : CALLBACK_PATHS.return(provider);
  try {
    const created = await gateway.create({
      reference,
      method: input.method,
      amount: input.amount,
      orderInfo: orderInfoFor(input, reference),
      memo: input.orderCode ?? reference,
      returnUrl: `${payments.browserOrigin(input.origin)}${returnPath}`,
      callbackUrl: `${callbackOrigin}${callbackPath}`,
      appUser: `khach-${input.customerId}`,
      clientIp: input.clientIp ?? '127.0.0.1',
      // The row's own time: a later status query names the transaction by it (ZaloPay's app_trans_id date, VNPay's
      // vnp_CreateDate), reading it back from the row (reconcile.ts).
      now: row.createdAt,
    });
    const [updated] = await db
      .update(paymentsTable)
      .set({ payUrl: created.payUrl, qrContent: created.qrContent })
      .where(eq(paymentsTable.id, row.id))
      .returning();
    return paymentDto(updated ?? row, payments);
  } catch (error) {
    payments.log.warn({ err: error, reference, method: input.method }, 'payment gateway create failed');
    await db
      .update(paymentsTable)
      .set({ status: 'failed', completedAt: new Date() })
      .where(and(eq(paymentsTable.id, row.id), eq(paymentsTable.status, 'pending')));
    throw new HttpError(502, PAYMENT_MESSAGES.gatewayFailed(input.method));
  }
}

/** The order's latest payment attempt, or null. */
export async function latestPaymentDto(db: Db, payments: PaymentsContext, orderId: number): Promise<Payment | null> {
  const [row] = await db.select().from(paymentsTable).where(eq(paymentsTable.orderId, orderId)).orderBy(desc(paymentsTable.id)).limit(1);
  return row ? paymentDto(row, payments) : null;
}

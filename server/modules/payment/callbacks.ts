/**
 * Gateway callbacks: checked in the order signature → payment exists (and belongs to this gateway) → amount →
 * result code, logged in `payment_callbacks` with the verdict. Only the callback whose
 * `UPDATE … SET status='paid' WHERE status='pending'` wins applies the effect, in the same transaction.
 * A refused callback changes no payment, order or wallet row.
 */
import type { DbOrTx } from '../../db/client';
import { and, eq } from 'drizzle-orm';
import { paymentCallbacks, payments as paymentsTable, type PaymentRow } from '../../db/schema';
import type { PaymentsContext } from './context';
import { applyPaidEffect } from './effects';
import { providerOf, type CallbackProvider, type CallbackRefusal, type CallbackVerdict, type VerifiedCallback } from './types';

export interface CallbackOutcome {
  verdict: CallbackVerdict;
  /** The payment the callback named, when found. */
  payment: PaymentRow | null;
  /** True when this callback changed the payment (paid, or failed). */
  changed: boolean;
}

const MAX_LOGGED_DEPTH = 8;
const MAX_LOGGED_CHARS = 20_000;

function deeperThan(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (!current || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const item of Object.values(current)) stack.push({ value: item, depth: depth + 1 });
  }
  return false;
}

/**
 * What is logged of a callback. Gateways send flat objects; anything very deep, very big or holding lone UTF-16
 * surrogates (which jsonb refuses) is logged as a note instead, so a hostile body cannot turn into "retry later".
 */
export function loggablePayload(raw: unknown): unknown {
  if (raw === undefined || raw === null) return {};
  if (deeperThan(raw, MAX_LOGGED_DEPTH)) return { unloggable: 'too deep' };
  const text = JSON.stringify(raw);
  if (text.length > MAX_LOGGED_CHARS) return { unloggable: 'too big', length: text.length };
  // JSON.stringify escapes only lone surrogates.
  if (/\\u[dD][89a-fA-F][0-9a-fA-F]{2}/.test(text)) return { unloggable: 'lone surrogates' };
  return raw;
}

async function record(db: DbOrTx, provider: CallbackProvider, reference: string | null, verdict: CallbackVerdict, raw: unknown): Promise<void> {
  await db.insert(paymentCallbacks).values({ provider, reference, verdict, payload: loggablePayload(raw) });
}

export async function handleCallback(payments: PaymentsContext, provider: CallbackProvider, raw: unknown, requestOrigin: string): Promise<CallbackOutcome> {
  const gateway = await payments.gateway(provider, requestOrigin);
  if (!gateway) return refuseCallback(payments, provider, raw, { ok: false, verdict: 'bad_signature', reference: null, reason: 'gateway not configured' });
  const check = gateway.verifyCallback(raw);
  if (!check.ok) return refuseCallback(payments, provider, raw, check);
  return settleVerified(payments, provider, check, raw);
}

async function finish(
  payments: PaymentsContext,
  provider: CallbackProvider,
  raw: unknown,
  verdict: CallbackVerdict,
  reference: string | null,
  payment: PaymentRow | null,
  detail?: Record<string, unknown>,
  changed = false,
): Promise<CallbackOutcome> {
  await record(payments.db, provider, reference, verdict, raw);
  payments.log[verdict === 'accepted' || verdict === 'duplicate' || verdict === 'failed_result' ? 'info' : 'warn'](
    { provider, reference, verdict, ...detail },
    'payment callback',
  );
  return { verdict, payment, changed };
}

/** A callback (or a gateway's answer to our query) that did not pass its checks: logged with the reason, nothing else. */
export function refuseCallback(payments: PaymentsContext, provider: CallbackProvider, raw: unknown, refusal: CallbackRefusal): Promise<CallbackOutcome> {
  return finish(payments, provider, raw, refusal.verdict, refusal.reference, null, { reason: refusal.reason });
}

/**
 * What a verified result does, whoever brought it — the gateway's callback, or its answer when we asked
 * (reconcile.ts): payment exists (and belongs to this gateway) → amount → failed, or paid by the one
 * `UPDATE … WHERE status = 'pending'` that wins, with its effect in the same transaction. `raw` is what is logged.
 */
export async function settleVerified(payments: PaymentsContext, provider: CallbackProvider, check: VerifiedCallback, raw: unknown): Promise<CallbackOutcome> {
  const { db, log } = payments;
  const [payment] = await db.select().from(paymentsTable).where(eq(paymentsTable.reference, check.reference));
  if (!payment || providerOf(payment.method) !== provider) return finish(payments, provider, raw, 'unknown_payment', check.reference, null);
  if (payment.amount !== check.amount) {
    return finish(payments, provider, raw, 'amount_mismatch', check.reference, payment, { expected: payment.amount, received: check.amount });
  }

  if (!check.success) {
    // The order stays not_paid: the shopper can try again with a new attempt.
    const [failed] = await db
      .update(paymentsTable)
      .set({ status: 'failed', completedAt: new Date() })
      .where(and(eq(paymentsTable.id, payment.id), eq(paymentsTable.status, 'pending')))
      .returning();
    return finish(payments, provider, raw, 'failed_result', check.reference, failed ?? payment, { resultCode: check.resultCode }, Boolean(failed));
  }

  const outcome = await db.transaction(async (tx) => {
    const [won] = await tx
      .update(paymentsTable)
      .set({ status: 'paid', completedAt: new Date(), providerTransactionId: check.transactionId })
      .where(and(eq(paymentsTable.id, payment.id), eq(paymentsTable.status, 'pending')))
      .returning();
    if (!won) return null;
    await applyPaidEffect(tx, won, payments);
    await record(tx, provider, check.reference, 'accepted', raw);
    return won;
  });
  if (!outcome) return finish(payments, provider, raw, 'duplicate', check.reference, payment, { status: payment.status });
  log.info({ provider, reference: check.reference, verdict: 'accepted', transactionId: check.transactionId }, 'payment callback');
  return { verdict: 'accepted', payment: outcome, changed: true };
}

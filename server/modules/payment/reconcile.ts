/**
 * No payment lost (#33.5): a gateway's callback can be lost (our server down, a network fault, a gateway that gave up
 * retrying) while the shopper's money left their account. So an online payment (MoMo, ZaloPay, VNPay) still pending
 * PAYMENT_QUERY_AFTER_MINUTES after it started is asked about — MoMo `/v2/gateway/api/query`, ZaloPay `/v2/query`,
 * VNPay querydr — and a final answer is settled through the very path a callback takes (callbacks.ts
 * `settleVerified`: `UPDATE … WHERE status = 'pending'`), so the money is recorded once whoever arrives first, the
 * callback, a second query or another instance.
 *
 * Two jobs (server/jobs/): a scan every PAYMENT_QUERY_INTERVAL_SECONDS (one run per occurrence across instances) adds
 * one `payment.status-query` job per such payment (dedupe key: the payment), and that job asks the gateway: settled →
 * done; not final yet → asked again (every interval for 15 minutes, then every 5 minutes, then every 30; always once
 * more shortly before its order's payment deadline); an answer that fails its checks → logged in payment_callbacks
 * and retried with backoff. After 24 hours nobody is asked any more.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments as paymentsTable, type PaymentRow } from '../../db/schema';
import type { JobLogger, JobResult, JobRunner } from '../../jobs/runner';
import { refuseCallback, settleVerified } from './callbacks';
import type { PaymentsContext } from './context';
import { serverAddress } from './server-address';
import { providerOf } from './types';

export const PAYMENT_SCAN_KIND = 'payment.status-scan';
export const PAYMENT_QUERY_KIND = 'payment.status-query';
/** Past this age a pending payment is not asked about any more (every gateway's link has long expired). */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;
/** How close to its order's payment deadline the last query comes. */
export const BEFORE_DEADLINE_MS = 30_000;
const ONLINE_METHODS = ['momo', 'zalopay', 'vnpay_atm', 'vnpay_card'] as const;
/** A query that cannot get a trustworthy answer: retried after 30 s, 1, 2… min (at most 30 min), ten times. */
const QUERY_MAX_ATTEMPTS = 10;
const queryBackoff = (attempt: number) => Math.min(30 * 60_000, 30_000 * 2 ** Math.max(0, attempt - 1));
const MINUTE_MS = 60_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Adds a status query for every online payment pending longer than `afterMs` (and younger than a day) that has none. */
export async function queueStatusQueries(db: Db, now: SQL, afterMs: number): Promise<number> {
  const methods = sql.join(
    ONLINE_METHODS.map((method) => sql`${method}`),
    sql`, `,
  );
  const key = sql`${PAYMENT_QUERY_KIND}::text || ':' || p.reference`;
  const rows = rowsOf(
    await db.execute(sql`
      insert into jobs (kind, payload, dedupe_key, run_at, max_attempts)
      select ${PAYMENT_QUERY_KIND}::text, jsonb_build_object('reference', p.reference), ${key}, ${now}, ${QUERY_MAX_ATTEMPTS}::int
      from payments p
      where p.status = 'pending' and p.method in (${methods})
        and p.created_at <= ${now} - (${Math.round(afterMs)}::bigint * interval '1 millisecond')
        and p.created_at > ${now} - (${GIVE_UP_AFTER_MS}::bigint * interval '1 millisecond')
        and not exists (select 1 from jobs j where j.dedupe_key = ${key})
      order by p.created_at
      limit 500
      on conflict (dedupe_key) do nothing
      returning id`),
  );
  return rows.length;
}

/** When to ask again about a payment whose gateway has no final answer yet. */
async function nextQueryIn(db: Db, payment: PaymentRow, now: Date, everyMs: number): Promise<number> {
  const age = now.getTime() - payment.createdAt.getTime();
  let wait = age < 15 * MINUTE_MS ? everyMs : Math.max(everyMs, age < 60 * MINUTE_MS ? 5 * MINUTE_MS : 30 * MINUTE_MS);
  if (payment.purpose === 'order' && payment.orderId !== null) {
    const [order] = await db.select({ status: orders.status, expiresAt: orders.expiresAt }).from(orders).where(eq(orders.id, payment.orderId));
    // Once more just before the order would be cancelled for want of payment.
    const untilLastChance = order?.status === 'not_paid' && order.expiresAt ? order.expiresAt.getTime() - BEFORE_DEADLINE_MS - now.getTime() : 0;
    if (untilLastChance > 0 && untilLastChance < wait) wait = untilLastChance;
  }
  return wait;
}

export interface StatusQueryOptions {
  now: Date;
  /** How often the scan runs: a payment whose answer is not final is asked again this often at first. */
  everyMs: number;
  signal?: AbortSignal;
  log: JobLogger;
}

/**
 * Asks the gateway about one payment and settles a final answer as its callback would. Safe to run any number of times,
 * at once too (the payment changes once). Throws when no trustworthy answer came (the job is retried).
 */
export async function queryPaymentStatus(payments: PaymentsContext, reference: string, options: StatusQueryOptions): Promise<JobResult> {
  const { db } = payments;
  const { log } = options;
  const [payment] = await db.select().from(paymentsTable).where(and(eq(paymentsTable.reference, reference), eq(paymentsTable.status, 'pending')));
  // Settled meanwhile (its callback came, staff, an earlier query): nothing to ask.
  if (!payment) return;
  const provider = providerOf(payment.method);
  if (provider === null || provider === 'vietqr') return;
  if (options.now.getTime() - payment.createdAt.getTime() > GIVE_UP_AFTER_MS) {
    log.warn({ reference, provider }, 'payment still pending after a day of asking its gateway: left for staff');
    return;
  }
  const origin = payments.listenOrigin();
  if (payments.isSandbox(provider) && !origin) throw new Error('the sandbox is this server, which does not listen yet');
  const gateway = await payments.gateway(provider, origin ?? '');
  if (!gateway?.query) {
    log.warn({ reference, provider }, 'payment pending, but its gateway is no longer configured: not asked');
    return;
  }
  const answer = await gateway.query({ reference, startedAt: payment.createdAt, now: options.now, serverIp: serverAddress(), signal: options.signal });
  const logged = { query: answer.raw };
  if (answer.state === 'settled') {
    const outcome = await settleVerified(payments, provider, answer.check, logged);
    log.info({ reference, provider, verdict: outcome.verdict, changed: outcome.changed }, 'payment settled from its gateway\'s answer');
    return;
  }
  if (answer.state === 'refused') {
    await refuseCallback(payments, provider, logged, answer.refusal);
    throw new Error(`${provider} answer about ${reference} refused: ${answer.refusal.reason}`);
  }
  const runAgainInMs = await nextQueryIn(db, payment, options.now, options.everyMs);
  log.debug({ reference, provider, state: answer.state, resultCode: answer.resultCode, runAgainInMs }, 'payment not final at its gateway yet');
  return { runAgainInMs };
}

/** The scan and the per-payment query, on the app's job runner; nothing when PAYMENT_QUERY_INTERVAL_SECONDS is 0. */
export function registerPaymentStatusQueries(runner: JobRunner, payments: PaymentsContext, settings = payments.config.statusQuery): void {
  const { afterMs, everyMs } = settings;
  if (!(everyMs > 0)) return;
  runner.every(PAYMENT_SCAN_KIND, everyMs, async ({ log }) => {
    const queued = await queueStatusQueries(payments.db, runner.sqlNow(), afterMs);
    if (queued > 0) log.info({ queued }, 'payments still pending: their gateways will be asked');
  });
  runner.define<{ reference: string }>(PAYMENT_QUERY_KIND, {
    run: ({ payload, now, signal, log }) => queryPaymentStatus(payments, payload.reference, { now: now(), everyMs, signal, log }),
    backoffMs: queryBackoff,
  });
}

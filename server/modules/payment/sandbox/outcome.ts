/** What the sandbox does when the shopper answers the pay page: the gateway's signed callback, then the browser redirect. */
import type { PayTicket } from './ticket';

export type Outcome = 'pay' | 'cancel';

export interface OutboundCallback {
  method: 'GET' | 'POST';
  url: string;
  /** JSON body (POST). */
  body?: unknown;
}

export interface Completion {
  /** null: the gateway sends none for this outcome (ZaloPay calls back on success only). */
  callback: OutboundCallback | null;
  redirectUrl: string;
}

/** Appends query parameters to a URL that may already have some. */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

/** A gateway transaction number: digits, `length` long. */
export function transactionNumber(length: number, now = Date.now()): string {
  let digits = String(now);
  while (digits.length < length) digits += String(Math.floor(Math.random() * 10));
  // The clock's last digits start with 0 for hours at a time (for 8 digits: 2.8 hours in every 28); a gateway's
  // transaction number never does, and the VNPay client refuses one that does.
  return digits.slice(-length).replace(/^0/, '1');
}

/** The sandbox's answer to a server-to-server call; `ticket`: the transaction a create request opened. */
export type CreateReply = { status: number; body: Record<string, unknown>; ticket?: PayTicket };

/** What the sandbox's ledger holds for the transaction (ledger.ts): its id and when the shopper answered. */
export interface Recorded {
  transactionId: string | null;
  completedAt: Date | null;
}

/** What the sandbox does when the shopper answers the pay page: the gateway's signed callback, then the browser redirect. */
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
export function transactionNumber(length: number): string {
  let digits = String(Date.now());
  while (digits.length < length) digits += String(Math.floor(Math.random() * 10));
  return digits.slice(-length);
}

export type CreateReply = { status: number; body: Record<string, unknown> };

/**
 * The pay page's URL / form carries the accepted request as a ticket,
 * `base64url(JSON).base64url(HMAC-SHA256(sandbox token key, first part))`; the sandbox's ledger (ledger.ts) keeps
 * only what its query APIs answer (each transaction and the shopper's answer).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SandboxGateway = 'momo' | 'zalopay' | 'vnpay';

export interface PayTicket {
  gateway: SandboxGateway;
  /** MoMo orderId, ZaloPay app_trans_id, VNPay vnp_TxnRef. */
  reference: string;
  amount: number;
  orderInfo: string;
  /** Where the browser goes afterwards. */
  returnUrl: string;
  /** Where the signed callback is sent. */
  callbackUrl: string;
  /** Gateway-specific request fields echoed in the callback (requestId, app_user, vnp_BankCode…). */
  extra: Record<string, string>;
  /** Epoch ms. */
  expiresAt: number;
}

export const TICKET_TTL_MS = 30 * 60 * 1000;

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export function signTicket(key: Buffer, ticket: PayTicket): string {
  const payload = Buffer.from(JSON.stringify(ticket), 'utf8').toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

export type TicketCheck = { ok: true; ticket: PayTicket } | { ok: false; reason: 'invalid' | 'expired' };

export function readTicket(key: Buffer, token: unknown, now = Date.now()): TicketCheck {
  if (typeof token !== 'string' || token.length > 8000) return { ok: false, reason: 'invalid' };
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = mac(key, payload);
  const received = Buffer.from(signature, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return { ok: false, reason: 'invalid' };
  let ticket: PayTicket;
  try {
    ticket = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PayTicket;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof ticket.expiresAt !== 'number' || ticket.expiresAt < now) return { ok: false, reason: 'expired' };
  return { ok: true, ticket };
}

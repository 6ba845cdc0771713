/**
 * Paying through the local sandbox gateway as a browser does (open the pay page, press Pay: the sandbox sends the
 * signed callback to the shop, then redirects), or taking the signed callback it would send, to deliver it elsewhere.
 */
import { completeMomo } from '../../../server/modules/payment/sandbox/momo';
import type { OutboundCallback } from '../../../server/modules/payment/sandbox/outcome';
import type { SandboxKeys } from '../../../server/modules/payment/sandbox/keys';
import { readTicket } from '../../../server/modules/payment/sandbox/ticket';
import { completeVnpay } from '../../../server/modules/payment/sandbox/vnpay';
import { completeZaloPay } from '../../../server/modules/payment/sandbox/zalopay';

export type SandboxGateway = 'momo' | 'zalopay' | 'vnpay';

export interface PayPage {
  gateway: SandboxGateway;
  /** The origin the pay page is served from. */
  origin: string;
  token: string;
}

export async function openPayPage(payUrl: string): Promise<PayPage> {
  const url = new URL(payUrl);
  const gateway = /^\/sandbox\/(momo|zalopay|vnpay)\//.exec(url.pathname)?.[1] as SandboxGateway | undefined;
  if (!gateway) throw new Error(`not a sandbox pay URL: ${payUrl}`);
  const response = await fetch(payUrl, { signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (response.status !== 200 || !token) throw new Error(`pay page → ${response.status}`);
  return { gateway, origin: url.origin, token };
}

/** Presses Pay (or Cancel); resolves with the sandbox's status (303 once the callback was answered). */
export async function pressPay(page: PayPage, outcome: 'pay' | 'cancel' = 'pay'): Promise<number> {
  const response = await fetch(`${page.origin}/sandbox/${page.gateway}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: page.token, outcome }).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  await response.text();
  return response.status;
}

const COMPLETERS = { momo: completeMomo, zalopay: completeZaloPay, vnpay: completeVnpay } as const;

/** The signed "paid" callback the sandbox would send for this pay page (the keys are shared through the database). */
export function paidCallback(keys: SandboxKeys, page: PayPage): OutboundCallback {
  const check = readTicket(keys.token, page.token);
  if (!check.ok) throw new Error(`pay ticket ${check.reason}`);
  const { callback } = COMPLETERS[page.gateway](check.ticket, 'pay', keys);
  if (!callback) throw new Error('the sandbox sends no callback for this outcome');
  return callback;
}

/** Delivers a gateway callback to the shop at `origin` (whatever origin the sandbox addressed it to). */
export async function deliverCallback(callback: OutboundCallback, origin: string): Promise<{ status: number; body: string }> {
  const target = new URL(callback.url);
  const response = await fetch(`${origin}${target.pathname}${target.search}`, {
    method: callback.method,
    ...(callback.body !== undefined ? { headers: { 'content-type': 'application/json; charset=UTF-8' }, body: JSON.stringify(callback.body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.text() };
}

/** A test server whose gateways are all played by the local sandbox, and a browser-like walk through its pay pages. */
import { desc, eq } from 'drizzle-orm';
import { paymentCallbacks, payments } from '../../../server/db/schema';
import { loadPaymentsConfig, type PaymentsConfig } from '../../../server/modules/payment/config';
import { loadSandboxKeys, type SandboxKeys } from '../../../server/modules/payment/sandbox/keys';
import { newShopper, startAccountsServer, type AccountsServer, type Shopper } from '../accounts/helpers';

export interface PaymentBody {
  reference: string;
  method: string;
  amount: number;
  status: string;
  sandbox: boolean;
  action: { kind: string; url?: string };
  purpose?: string;
  orderId?: number | null;
}

/** Sandbox for every gateway, whatever the environment says (unless overridden). */
export async function startPaymentServer(overrides: Partial<PaymentsConfig> = {}): Promise<AccountsServer> {
  return startAccountsServer({}, { payments: { ...loadPaymentsConfig({ PAYMENT_SANDBOX: 'on' }), ...overrides } });
}

export async function sandboxKeysOf(server: AccountsServer): Promise<SandboxKeys> {
  return loadSandboxKeys(server.database.db);
}

export async function balanceOf(shopper: Shopper): Promise<number> {
  const reply = await shopper.get<{ availableBalance: number }>('/v1/wallet');
  return reply.body.availableBalance;
}

export async function paymentRow(server: AccountsServer, reference: string) {
  const [row] = await server.database.db.select().from(payments).where(eq(payments.reference, reference));
  return row;
}

export async function callbackVerdicts(server: AccountsServer, reference?: string): Promise<string[]> {
  const rows = await server.database.db.select().from(paymentCallbacks).orderBy(desc(paymentCallbacks.id));
  return rows.filter((row) => reference === undefined || row.reference === reference).map((row) => row.verdict).reverse();
}

export interface PayPage {
  status: number;
  html: string;
  token: string | null;
}

export async function openPayPage(url: string): Promise<PayPage> {
  const response = await fetch(url);
  const html = await response.text();
  return { status: response.status, html, token: /name="token" value="([^"]+)"/.exec(html)?.[1] ?? null };
}

/** Presses Pay or Cancel on the pay page; returns where the browser is sent (the 303's Location). */
export async function submitPayPage(server: AccountsServer, gateway: string, token: string, outcome: 'pay' | 'cancel'): Promise<{ status: number; location: string }> {
  const response = await fetch(`${server.url}/sandbox/${gateway}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, outcome }).toString(),
    redirect: 'manual',
  });
  await response.text();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** Follows the gateway's return URL the way a browser would; returns the shop page it lands on. */
export async function followReturn(location: string): Promise<{ status: number; location: string }> {
  const response = await fetch(location, { redirect: 'manual' });
  await response.text();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

export async function newPayingShopper(server: AccountsServer) {
  return (await newShopper(server)).shopper;
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markVerified } from '../../../server/modules/auth/verification';
import { grantWelcomeCredit } from '../../../server/modules/wallet/ledger';
import { testConfig, type ConfigOverrides } from '../helpers/accounts-config';
import { startTestServer, type TestServer, type TestServerOptions } from '../helpers/test-server';

export const VIETNAMESE = /[àáảãạăâđèéêìíòóôơùúưỳýếềểễệốồổỗộớờởỡợứừửữựấầẩẫậắằẳẵặ]/i;
export { testConfig, type ConfigOverrides };

export const PASSWORD = 'mat-khau-bi-mat-1';

export interface AccountsServer extends TestServer {
  dataDir: string;
}

/** A test server with its own data folder (outbox, secret) and accounts settings. */
export async function startAccountsServer(
  overrides: ConfigOverrides = {},
  more: Omit<NonNullable<TestServerOptions['buildOptions']>, 'accounts' | 'dataDir'> = {},
  site: Pick<TestServerOptions, 'publicDir'> = {},
): Promise<AccountsServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'accounts-test-'));
  const server = await startTestServer({ ...site, buildOptions: { ...more, dataDir, accounts: testConfig(overrides) } });
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
  setCookies: string[];
}

/** A browser-like client: keeps its session cookie by hand and sends its client header (a shopper: `sid`, consumer). */
export class ApiClient {
  cookie: string | null = null;
  /** Every Set-Cookie of the session cookie it was sent. */
  sessionCookies: string[] = [];

  constructor(
    readonly server: TestServer,
    readonly cookieName = 'sid',
    readonly userType = 'consumer',
  ) {}

  async call<T = Record<string, unknown>>(
    method: string,
    urlPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const response = await fetch(`${this.server.url}${urlPath}`, {
      method,
      headers: {
        'x-user-type': this.userType,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: `${this.cookieName}=${this.cookie}` } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) {
      const match = new RegExp(`^${this.cookieName}=([^;]*)`).exec(header);
      if (!match) continue;
      this.sessionCookies.push(header);
      this.cookie = match[1] && !/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(header) ? match[1] : null;
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers, setCookies };
  }

  get = <T = Record<string, unknown>>(urlPath: string) => this.call<T>('GET', urlPath);
  post = <T = Record<string, unknown>>(urlPath: string, body?: unknown) => this.call<T>('POST', urlPath, body);
  put = <T = Record<string, unknown>>(urlPath: string, body?: unknown) => this.call<T>('PUT', urlPath, body);
  patch = <T = Record<string, unknown>>(urlPath: string, body?: unknown) => this.call<T>('PATCH', urlPath, body);
  del = <T = Record<string, unknown>>(urlPath: string, body?: unknown) => this.call<T>('DELETE', urlPath, body);
}

export class Shopper extends ApiClient {}

let counter = 0;
export function uniqueEmail(prefix = 'khach'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.vn`;
}

let phoneCounter = 0;
export function uniquePhone(): string {
  phoneCounter += 1;
  return `09${String((Date.now() % 1_000_000) * 100 + phoneCounter).padStart(8, '0').slice(-8)}`;
}

export interface AccountBody {
  user: { id: number; email: string | null; phone: string | null; fullName: string; provider: string; createdAt: string };
  customer: {
    id: number;
    fullName: string;
    email: string | null;
    phone: string | null;
    gender: string | null;
    birthday: string | null;
    avatarUrl: string | null;
    membership: null | Record<string, unknown>;
    availableBalance: number;
    membershipAvailableBalance: number;
    walletCoin: number;
  };
}

/**
 * Registers a new shopper (logged in) and returns the client and its account. Unless `verified: false`, the address is
 * marked verified straight in the database (as a confirmed code would) and the welcome credit given, as to a shopper
 * whose first order was completed (so each test starts from 100.000 ₫) — the code flow and when the credit is earned
 * are tested in verification.test.ts and security/registration-and-welcome.test.ts.
 */
export async function newShopper(
  server: TestServer,
  fields: Record<string, unknown> = {},
  { verified = true }: { verified?: boolean } = {},
): Promise<{ shopper: Shopper; account: AccountBody; email: string }> {
  const shopper = new Shopper(server);
  const email = uniqueEmail();
  const reply = await shopper.post<AccountBody>('/v1/user/consumer/register', { fullName: 'Nguyễn Thị Lan', email, password: PASSWORD, ...fields });
  if (reply.status !== 201) throw new Error(`register → ${reply.status} ${JSON.stringify(reply.body)}`);
  if (!verified) return { shopper, account: reply.body, email: reply.body.user.email ?? email };
  const { user } = reply.body;
  const channel = user.email ? 'email' : 'phone';
  await markVerified(server.database.db, user.id, channel, (user.email ?? user.phone)!);
  await server.database.db.transaction((tx) => grantWelcomeCredit(tx, reply.body.customer.id));
  const me = await shopper.get<AccountBody>('/v1/user/consumer/me');
  return { shopper, account: me.body, email: me.body.user.email ?? email };
}

export function expectVietnameseError(reply: Reply<unknown>, status: number): string {
  expect({ status: reply.status, body: reply.body }).toEqual({ status, body: expect.objectContaining({ message: expect.stringMatching(VIETNAMESE) }) });
  return (reply.body as { message: string }).message;
}

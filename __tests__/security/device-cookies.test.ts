/**
 * Strangers cannot lock the rightful user out (OWASP device cookies, server/modules/auth/login-guard.ts), for staff
 * and shoppers alike, over HTTP with client addresses given by X-Forwarded-For behind one trusted proxy: wrong
 * passwords from five addresses spend the account's budget for unknown devices, yet the owner logs in from a
 * browser that logged in before; from a new browser the answer is the mailed-code path (code + password → in, the
 * code once), never a flat wall. Thirty failures from an office address do not stop a known device there either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureOwner } from '../../server/modules/admin/staff';
import { uniqueEmail, type AccountsServer } from '../server/accounts/helpers';
import { startShop } from './support/shop';
import { messageProblem } from './support/vietnamese';

jest.setTimeout(120_000);

interface Answer {
  status: number;
  body: { message?: string; reason?: string };
}

/** A browser: its own cookie jar (every cookie it was given) and the address the proxy says it comes from. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly server: AccountsServer,
    readonly ip: string,
    readonly userType: 'consumer' | 'staff',
  ) {}

  async post(urlPath: string, body: unknown): Promise<Answer> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.server.url}${urlPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user-type': this.userType, 'x-forwarded-for': this.ip, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }
}

function expectCodePath(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body.reason).toBe('login-code-required');
  expect(messageProblem(answer.body.message ?? '')).toBeNull();
}

function mailedCode(server: AccountsServer, to: string): string {
  const outbox = path.join(server.dataDir, 'outbox');
  const mails = readdirSync(outbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as { to: string; text: string });
  const text = mails.filter((mail) => mail.to === to).at(-1)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

let server: AccountsServer;
beforeAll(async () => {
  server = await startShop({ trustProxy: 1 });
});
afterAll(() => server.close());

const realms = [
  {
    name: 'staff',
    userType: 'staff' as const,
    login: '/v1/admin/auth/login',
    codeUrl: '/v1/admin/auth/login/code',
    async account() {
      const email = uniqueEmail('chu');
      await ensureOwner(server.database.db, email, 'chu-cua-hang-2026');
      return { email, password: 'chu-cua-hang-2026' };
    },
    body: (email: string, password: string, code?: string) => ({ email, password, ...(code ? { code } : {}) }),
    codeBody: (email: string) => ({ email }),
  },
  {
    name: 'shopper',
    userType: 'consumer' as const,
    login: '/v1/user/consumer/login',
    codeUrl: '/v1/user/consumer/login/code',
    async account() {
      const email = uniqueEmail('khach');
      const reply = await new Browser(server, '10.9.9.9', 'consumer').post('/v1/user/consumer/register', { fullName: 'Nguyễn Thị Lan', email, password: 'mat-khau-bi-mat-1' });
      if (reply.status !== 201) throw new Error(`register → ${reply.status}`);
      return { email, password: 'mat-khau-bi-mat-1' };
    },
    body: (identifier: string, password: string, code?: string) => ({ identifier, password, ...(code ? { code } : {}) }),
    codeBody: (identifier: string) => ({ identifier }),
  },
];

describe.each(realms)('$name log-in', (realm) => {
  test('five wrong passwords from five addresses: a known device gets in, a new one gets the code path', async () => {
    const { email, password } = await realm.account();
    const known = new Browser(server, '10.1.0.1', realm.userType);
    expect((await known.post(realm.login, realm.body(email, password))).status).toBe(200);

    for (let i = 0; i < 5; i += 1) {
      const stranger = new Browser(server, `203.0.113.${10 + i}`, realm.userType);
      expect((await stranger.post(realm.login, realm.body(email, `doan-mo-${i}-abc`))).status).toBe(401);
    }
    expectCodePath(await new Browser(server, '203.0.113.99', realm.userType).post(realm.login, realm.body(email, 'doan-mo-nua')));

    expect((await known.post(realm.login, realm.body(email, password))).status).toBe(200);

    const fresh = new Browser(server, '10.2.0.2', realm.userType);
    expectCodePath(await fresh.post(realm.login, realm.body(email, password)));
    const sent = await fresh.post(realm.codeUrl, realm.codeBody(email));
    expect(sent.status).toBe(200);
    expect(messageProblem(sent.body.message ?? '')).toBeNull();
    const code = mailedCode(server, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await fresh.post(realm.login, realm.body(email, password, wrongCode))).status).toBe(401);
    expect((await fresh.post(realm.login, realm.body(email, 'sai-mat-khau-roi', code))).status).toBe(401);
    expect((await fresh.post(realm.login, realm.body(email, password, code))).status).toBe(200);
    // Once: another new browser with the same code is refused; the one that used it is now a known device.
    const other = new Browser(server, '10.3.0.3', realm.userType);
    expect((await other.post(realm.login, realm.body(email, password, code))).status).toBe(401);
    expect((await fresh.post(realm.login, realm.body(email, password))).status).toBe(200);
  });

  test('thirty failures from an office address over three accounts do not stop a known device there', async () => {
    const { email, password } = await realm.account();
    const office = '198.51.100.7';
    const known = new Browser(server, office, realm.userType);
    expect((await known.post(realm.login, realm.body(email, password))).status).toBe(200);
    const others = [uniqueEmail('khac'), uniqueEmail('khac'), email];
    for (let i = 0; i < 30; i += 1) {
      const answer = await new Browser(server, office, realm.userType).post(realm.login, realm.body(others[i % 3]!, `doan-mo-${i}-xyz`));
      expect([401, 429]).toContain(answer.status);
    }
    expect((await known.post(realm.login, realm.body(email, password))).status).toBe(200);
  });

  test('a forged or another account\'s device cookie is an unknown device', async () => {
    const first = await realm.account();
    const second = await realm.account();
    const browser = new Browser(server, '10.4.0.4', realm.userType);
    expect((await browser.post(realm.login, realm.body(first.email, first.password))).status).toBe(200);
    for (let i = 0; i < 5; i += 1) await new Browser(server, `203.0.114.${i}`, realm.userType).post(realm.login, realm.body(second.email, `sai-${i}-mat-khau`));
    expectCodePath(await browser.post(realm.login, realm.body(second.email, second.password)));
    const [name, value = ''] = [...browser.cookies].find(([cookie]) => cookie.endsWith('dvc'))!;
    browser.cookies.set(name, value.replace(/^\d+/, '1'));
    for (let i = 0; i < 5; i += 1) await new Browser(server, `203.0.115.${i}`, realm.userType).post(realm.login, realm.body(first.email, `sai-${i}-mat-khau`));
    expectCodePath(await browser.post(realm.login, realm.body(first.email, first.password)));
  });
});

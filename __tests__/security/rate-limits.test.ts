/**
 * The auth module's limits (server/modules/auth/rate-limit.ts): failed log-ins per identifier and per IP, password
 * reset mails per email and per IP. Past the limit: 429 with a Vietnamese message, even with the right password.
 * The counters live in the database, so two app instances on one database share them (two connection pools when
 * TEST_DATABASE_URL names a PostgreSQL server, one PGlite otherwise).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { createThrowawayDatabase, dropThrowawayDatabase } from '../../server/db/throwaway-database';
import { loadPaymentsConfig } from '../../server/modules/payment/config';
import { RATE_LIMIT_MESSAGE } from '../../server/http/rate-limit';
import { LOGIN_GUARD_MESSAGES } from '../../server/modules/auth/login-guard';
import { testConfig, uniqueEmail, type AccountsServer } from '../server/accounts/helpers';
import { startTestServer, type TestServer } from '../server/helpers/test-server';
import { messageOf, send, type Exchange } from './support/http';
import { startShop } from './support/shop';
import { messageProblem } from './support/vietnamese';

jest.setTimeout(120_000);

const PASSWORD = 'mat-khau-gioi-han-1';
const LIMITS = {
  loginPerIdentifier: { max: 3, windowMs: 60 * 60_000 },
  loginPerIdentifierDaily: { max: 10, windowMs: 24 * 60 * 60_000 },
  loginPerIp: { max: 8, windowMs: 60 * 60_000 },
  forgotPerEmail: { max: 2, windowMs: 60 * 60_000 },
  forgotPerIp: { max: 5, windowMs: 60 * 60_000 },
};

function post(server: TestServer, urlPath: string, body: unknown): Promise<Exchange> {
  return send(server.url, {
    method: 'POST',
    path: urlPath,
    headers: { 'x-user-type': 'consumer', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function register(server: TestServer): Promise<string> {
  const email = uniqueEmail('gioihan');
  const reply = await post(server, '/v1/user/consumer/register', { fullName: 'Phạm Thị Giới Hạn', email, password: PASSWORD });
  if (reply.status !== 201) throw new Error(`register → ${reply.status}`);
  return email;
}

function expectRateLimited(reply: Exchange): void {
  expect(reply.status).toBe(429);
  expect(messageProblem(messageOf(reply))).toBeNull();
  expect(messageOf(reply)).toBe(RATE_LIMIT_MESSAGE);
}

/** A log-in past the limit from an unknown device: no check, and the mailed-code path offered instead (login-guard.ts). */
function expectCodeRequired(reply: Exchange): void {
  expect(reply.status).toBe(429);
  expect(messageOf(reply)).toBe(LOGIN_GUARD_MESSAGES.codeRequired);
  expect((reply.json as { reason?: string }).reason).toBe('login-code-required');
}

describe('rate limits on one instance', () => {
  let server: AccountsServer;

  beforeAll(async () => {
    server = await startShop({ accounts: { rateLimits: LIMITS } });
  });
  afterAll(() => server.close());

  it('failed log-ins per identifier: 401 until the limit, then 429 with the code path even with the right password', async () => {
    const email = await register(server);
    for (let attempt = 1; attempt <= LIMITS.loginPerIdentifier.max; attempt += 1) {
      expect((await post(server, '/v1/user/consumer/login', { identifier: email, password: 'sai-mat-khau' })).status).toBe(401);
    }
    expectCodeRequired(await post(server, '/v1/user/consumer/login', { identifier: email, password: 'sai-mat-khau' }));
    expectCodeRequired(await post(server, '/v1/user/consumer/login', { identifier: email, password: PASSWORD }));
  });

  it('failed log-ins per IP: spreading them over many identifiers does not help', async () => {
    const email = await register(server);
    let reply: Exchange | null = null;
    for (let attempt = 0; attempt < LIMITS.loginPerIp.max + 2; attempt += 1) {
      reply = await post(server, '/v1/user/consumer/login', { identifier: uniqueEmail('khong-co'), password: 'sai-mat-khau' });
      if (reply.status === 429) break;
      expect(reply.status).toBe(401);
    }
    expectCodeRequired(reply!);
    expectCodeRequired(await post(server, '/v1/user/consumer/login', { identifier: email, password: PASSWORD }));
  });

  it('password-reset mails per email, then per IP', async () => {
    const email = await register(server);
    for (let attempt = 1; attempt <= LIMITS.forgotPerEmail.max; attempt += 1) {
      expect((await post(server, '/v1/user/forgot-password', { email })).status).toBe(200);
    }
    expectRateLimited(await post(server, '/v1/user/forgot-password', { email }));
    let reply: Exchange | null = null;
    for (let attempt = 0; attempt < LIMITS.forgotPerIp.max + 2; attempt += 1) {
      reply = await post(server, '/v1/user/forgot-password', { email: uniqueEmail('quen') });
      if (reply.status === 429) break;
      expect(reply.status).toBe(200);
    }
    expectRateLimited(reply!);
  });
});

describe('log-in limits counted before the password is checked', () => {
  // A roomy IP limit, so what these tests see is the per-account limit alone.
  const ACCOUNT_LIMITS = { ...LIMITS, loginPerIp: { max: 500, windowMs: 60 * 60_000 } };
  let shop: AccountsServer;

  beforeEach(async () => {
    shop = await startShop({ accounts: { rateLimits: ACCOUNT_LIMITS } });
  });
  afterEach(() => shop.close());

  it('120 guesses sent at once are counted before any is checked: at most the limit is evaluated, then even the right password waits', async () => {
    const email = await register(shop);
    const guesses = await Promise.all(
      Array.from({ length: 120 }, (_, index) => post(shop, '/v1/user/consumer/login', { identifier: email, password: `doan-mo-${index}` })),
    );
    const statuses = guesses.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.loginPerIdentifier.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(120 - LIMITS.loginPerIdentifier.max);
    expectCodeRequired(await post(shop, '/v1/user/consumer/login', { identifier: email, password: PASSWORD }));
  });

  it('a locked account is not locked for good: its owner resets the password by email and logs in', async () => {
    const email = await register(shop);
    for (let attempt = 0; attempt <= LIMITS.loginPerIdentifier.max; attempt += 1) {
      await post(shop, '/v1/user/consumer/login', { identifier: email, password: 'sai-mat-khau' });
    }
    expectCodeRequired(await post(shop, '/v1/user/consumer/login', { identifier: email, password: PASSWORD }));
    expect((await post(shop, '/v1/user/forgot-password', { email })).status).toBe(200);
    const outbox = path.join(shop.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as { to: string; link: string });
    const token = new URL(mails.filter((mail) => mail.to === email).at(-1)!.link).searchParams.get('token');
    expect((await post(shop, '/v1/user/change-forgot-password', { token, password: 'mat-khau-moi-9' })).status).toBe(200);
    expect((await post(shop, '/v1/user/consumer/login', { identifier: email, password: 'mat-khau-moi-9' })).status).toBe(200);
  });

  it('successful log-ins do not use up the limit', async () => {
    const email = await register(shop);
    for (let attempt = 0; attempt < LIMITS.loginPerIdentifier.max + 2; attempt += 1) {
      expect((await post(shop, '/v1/user/consumer/login', { identifier: email, password: PASSWORD })).status).toBe(200);
    }
  });
});

describe('rate limits shared by two instances on one database', () => {
  let first: TestServer;
  let second: TestServer;
  const databases: Database[] = [];
  const dataDirs: string[] = [];
  let drop: (() => Promise<void>) | null = null;

  async function instance(database: Database): Promise<TestServer> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'security-limits-'));
    dataDirs.push(dataDir);
    return startTestServer({ database, buildOptions: { dataDir, accounts: testConfig({ rateLimits: LIMITS }), payments: loadPaymentsConfig({ PAYMENT_SANDBOX: 'on' }) } });
  }

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const name = `storefront_security_${process.pid}_${randomBytes(4).toString('hex')}`;
      const url = await createThrowawayDatabase(serverUrl, name);
      drop = () => dropThrowawayDatabase(serverUrl, name);
      databases.push(await openDatabase({ databaseUrl: url }), await openDatabase({ databaseUrl: url }));
    } else {
      const shared = await openDatabase({ memory: true });
      databases.push(shared, shared);
    }
    await migrateDatabase(databases[0]!);
    await seedDatabase(databases[0]!);
    first = await instance(databases[0]!);
    second = await instance(databases[1]!);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    for (const database of new Set(databases)) await database.close();
    await drop?.();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('failed log-ins on either instance count towards one limit', async () => {
    const email = await register(first);
    const instances = [first, second];
    for (let attempt = 0; attempt < LIMITS.loginPerIdentifier.max; attempt += 1) {
      const reply = await post(instances[attempt % 2]!, '/v1/user/consumer/login', { identifier: email, password: 'sai-mat-khau' });
      expect(reply.status).toBe(401);
    }
    expectCodeRequired(await post(first, '/v1/user/consumer/login', { identifier: email, password: PASSWORD }));
    expectCodeRequired(await post(second, '/v1/user/consumer/login', { identifier: email, password: PASSWORD }));
  });
});

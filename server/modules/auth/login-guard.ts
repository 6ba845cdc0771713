/**
 * Password guessing limits after OWASP's "Slow Down Online Guessing Attacks with Device Cookies", for shoppers'
 * and staff's log-ins alike. A successful log-in gives the browser a device cookie naming the account, signed with
 * the server secret. A later attempt carrying a valid one for that account counts against that device's own budget
 * only; any other attempt counts against the account's budget for unknown devices (and the IP's). So strangers'
 * wrong passwords never keep the owner out of a device they used before, and from a new device, once strangers
 * have spent the account's budget, the answer is 429 `login-code-required`: a 6-digit code sent to the account's
 * e-mail (or phone) together with the password lets them in. Every attempt is counted before anything is checked.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { loginCodes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { countAttempt, RATE_LIMIT_MESSAGE, releaseAttempt, tryAttempt, type RateLimitRule } from '../../http/rate-limit';
import type { AccountsContext } from './context';

export type LoginRealm = 'user' | 'staff';

export const LOGIN_GUARD_MESSAGES = {
  codeRequired:
    'Tài khoản này vừa bị nhập sai mật khẩu quá nhiều lần từ thiết bị lạ. Để đăng nhập trên thiết bị này, hãy nhận mã đăng nhập qua email (hoặc tin nhắn) rồi nhập mã cùng mật khẩu.',
  codeSent: 'Nếu tài khoản tồn tại, mã đăng nhập gồm 6 chữ số đã được gửi tới email (hoặc số điện thoại) của tài khoản, có hiệu lực trong 10 phút.',
  wrongCode: 'Mã đăng nhập không đúng hoặc đã hết hạn, vui lòng kiểm tra lại hoặc nhận mã mới',
} as const;

const REALMS: Record<LoginRealm, { cookie: string; path: string; sameSite: 'lax' | 'strict' }> = {
  user: { cookie: 'dvc', path: '/v1/user', sameSite: 'lax' },
  staff: { cookie: 'sdvc', path: '/v1/admin/auth', sameSite: 'strict' },
};
export const DEVICE_COOKIES = { user: REALMS.user.cookie, staff: REALMS.staff.cookie } as const;

const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const MAX_CODE_TRIES = 5;

type Limits = ReadonlyArray<{ key: string; rule: RateLimitRule }>;

export interface LoginAccount {
  id: number;
  email: string | null;
  phone: string | null;
}

export interface GuardedLogin {
  realm: LoginRealm;
  /** The normalised identifier: it names the account in the code's keys even when no account has it. */
  identity: string;
  /** The account the identifier names, or null (counted all the same, so unknown names look alike). */
  account: LoginAccount | null;
  /** The budget of clients without a valid device cookie: the account's (15 minutes, a day) and the IP's. */
  untrusted: Limits;
  /** The one-time code, when the client sends one. */
  code?: string | undefined;
  /** Checks the password (spending the same time for an unknown account). */
  verify(): Promise<boolean>;
  wrongCredentials: string;
}

function sign(secret: Buffer, realm: LoginRealm, accountId: number, nonce: string): string {
  return createHmac('sha256', secret).update(`device-cookie\n${realm}\n${accountId}\n${nonce}`).digest('base64url');
}

/** The device cookie's account and nonce when its signature is right, else null. */
export function readDeviceCookie(secret: Buffer, realm: LoginRealm, value: string | undefined): { accountId: number; nonce: string } | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return null;
  const [, id, nonce, signature] = match as unknown as [string, string, string, string];
  const accountId = Number(id);
  const expected = Buffer.from(sign(secret, realm, accountId, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { accountId, nonce } : null;
}

async function giveDeviceCookie(ctx: AccountsContext, request: FastifyRequest, reply: FastifyReply, realm: LoginRealm, accountId: number): Promise<void> {
  const nonce = randomBytes(18).toString('base64url');
  const { cookie, path, sameSite } = REALMS[realm];
  reply.setCookie(cookie, `${accountId}.${nonce}.${sign(await ctx.secret(), realm, accountId, nonce)}`, {
    path,
    httpOnly: true,
    sameSite,
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

function codeHash(secret: Buffer, realm: LoginRealm, accountId: number, code: string): string {
  return createHmac('sha256', secret).update(`login-code\n${realm}\n${accountId}\n${code}`).digest('hex');
}

/** Checks the password under the device's, the code's or the untrusted budget; returns when the account may log in. */
export async function guardedLogin(ctx: AccountsContext, request: FastifyRequest, reply: FastifyReply, login: GuardedLogin): Promise<void> {
  const { realm, account } = login;
  const secret = await ctx.secret();
  const device = readDeviceCookie(secret, realm, request.cookies[REALMS[realm].cookie]);
  if (account && device?.accountId === account.id) {
    const own = [{ key: `${realm}-login:device:${device.nonce}`, rule: ctx.config.rateLimits.loginPerDevice }];
    // A device that spent its own budget is treated as an unknown one below.
    if (await tryAttempt(ctx.db, own)) {
      if (!(await login.verify())) throw new HttpError(401, login.wrongCredentials);
      await releaseAttempt(ctx.db, own);
      return giveDeviceCookie(ctx, request, reply, realm, account.id);
    }
  }
  if (login.code !== undefined) return codeLogin(ctx, request, reply, login, secret, login.code.trim());
  if (!(await tryAttempt(ctx.db, login.untrusted))) throw new HttpError(429, LOGIN_GUARD_MESSAGES.codeRequired, 'login-code-required');
  const ok = await login.verify();
  if (!account || !ok) throw new HttpError(401, login.wrongCredentials);
  await releaseAttempt(ctx.db, login.untrusted);
  await giveDeviceCookie(ctx, request, reply, realm, account.id);
}

async function codeLogin(ctx: AccountsContext, request: FastifyRequest, reply: FastifyReply, login: GuardedLogin, secret: Buffer, code: string): Promise<void> {
  const { realm, account } = login;
  const tries = [{ key: `${realm}-login-code:try:${login.identity}`, rule: ctx.config.rateLimits.loginCodeTriesPerAccount }];
  if (!(await tryAttempt(ctx.db, tries))) throw new HttpError(429, RATE_LIMIT_MESSAGE);
  const given = codeHash(secret, realm, account?.id ?? 0, code);
  let stored: string | null = null;
  if (account) {
    const [row] = await ctx.db
      .update(loginCodes)
      .set({ attempts: sql`${loginCodes.attempts} + 1` })
      .where(and(eq(loginCodes.realm, realm), eq(loginCodes.accountId, account.id), gt(loginCodes.expiresAt, sql`now()`)))
      .returning({ codeHash: loginCodes.codeHash, attempts: loginCodes.attempts });
    if (row && row.attempts <= MAX_CODE_TRIES) stored = row.codeHash;
  }
  const codeOk = stored !== null && timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(given, 'hex'));
  const passwordOk = await login.verify();
  if (!account || !codeOk) throw new HttpError(401, LOGIN_GUARD_MESSAGES.wrongCode);
  if (!passwordOk) throw new HttpError(401, login.wrongCredentials);
  // Spent here, once: of two requests with the same code only one finds the row.
  const spent = await ctx.db
    .delete(loginCodes)
    .where(and(eq(loginCodes.realm, realm), eq(loginCodes.accountId, account.id), eq(loginCodes.codeHash, given), lte(loginCodes.attempts, MAX_CODE_TRIES)))
    .returning({ accountId: loginCodes.accountId });
  if (spent.length === 0) throw new HttpError(401, LOGIN_GUARD_MESSAGES.wrongCode);
  await releaseAttempt(ctx.db, tries);
  await giveDeviceCookie(ctx, request, reply, realm, account.id);
}

/**
 * Sends a new code to the account's e-mail (else its phone); the previous code stops working. The caller answers
 * the same whether or not the account exists.
 */
export async function sendLoginCode(
  ctx: AccountsContext,
  request: { ip: string; log: FastifyBaseLogger },
  realm: LoginRealm,
  identity: string,
  account: LoginAccount | null,
): Promise<void> {
  const { loginCodeSendPerAccount, loginCodeSendPerIp } = ctx.config.rateLimits;
  await countAttempt(ctx.db, [
    { key: `${realm}-login-code:send:${identity}`, rule: loginCodeSendPerAccount },
    { key: `${realm}-login-code:ip:${request.ip}`, rule: loginCodeSendPerIp },
  ]);
  if (!account || (!account.email && !account.phone)) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = codeHash(await ctx.secret(), realm, account.id, code);
  const expiresAt = new Date(Date.now() + ctx.config.loginCodeTtlMs);
  await ctx.db
    .insert(loginCodes)
    .values({ realm, accountId: account.id, codeHash: hash, expiresAt })
    .onConflictDoUpdate({ target: [loginCodes.realm, loginCodes.accountId], set: { codeHash: hash, expiresAt, attempts: 0, createdAt: new Date() } });
  const minutes = Math.round(ctx.config.loginCodeTtlMs / 60_000);
  const text = `Mã đăng nhập Thuê Đồ của bạn là ${code}, có hiệu lực trong ${minutes} phút. Đừng chia sẻ mã này cho bất kỳ ai. Nếu bạn không đăng nhập, hãy đổi mật khẩu.`;
  try {
    if (account.email) {
      await ctx.mailer.send({
        to: account.email,
        subject: `Mã đăng nhập Thuê Đồ: ${code}`,
        text,
        html: `<p>Mã đăng nhập Thuê Đồ của bạn là <strong style="font-size:20px;letter-spacing:2px">${code}</strong>, có hiệu lực trong ${minutes} phút.</p><p>Đừng chia sẻ mã này cho bất kỳ ai. Nếu bạn không đăng nhập, hãy đổi mật khẩu.</p>`,
        link: '',
      });
    } else if (account.phone) {
      await ctx.sms.send({ to: account.phone, text });
    }
  } catch (error) {
    request.log.error({ err: error }, 'log-in code could not be sent');
  }
}

/** Sign-up, log-in (password or social), password reset and change. Routes in ./routes.ts. */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { formatVnd } from '../../../core/format';
import type { Db } from '../../db/client';
import { customers, passwordResetTokens, sessions, socialIdentities, users, type LoginProviderValue, type UserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { loadAccount } from './account';
import { ACCOUNT_NOTIFICATIONS, notify } from '../notification/notify';
import { WELCOME_CREDIT, openWalletAccount } from '../wallet/ledger';
import type { AccountsContext } from './context';
import type { RegisterBody } from '../../../core/contracts/account';
import { isEmail, normalizeEmail, normalizePhone } from '../../../core/rules/identifiers';
import { isWeakPassword } from './common-passwords';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { clearRateLimits, consumeRateLimit, countAttempt, releaseAttempt } from '../../http/rate-limit';
import { hashToken, newToken } from '../../http/session';
import { markVerified } from './verification';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { guardedLogin, sendLoginCode } from './login-guard';
import { SOCIAL_ADAPTERS, SocialTokenError, socialProviderEnabled, type SocialProvider } from './social';

export const AUTH_MESSAGES = {
  needIdentifier: 'Vui lòng nhập email hoặc số điện thoại',
  badPhone: 'Số điện thoại không hợp lệ (10 số, bắt đầu bằng 03, 05, 07, 08 hoặc 09)',
  duplicateEmail: 'Email này đã được đăng ký',
  duplicatePhone: 'Số điện thoại này đã được đăng ký',
  wrongCredentials: 'Email/số điện thoại hoặc mật khẩu không đúng',
  needPassword: 'Vui lòng nhập email/số điện thoại và mật khẩu',
  needAccessToken: 'Thiếu mã đăng nhập của mạng xã hội (accessToken)',
  socialFailed: 'Đăng nhập bằng tài khoản mạng xã hội không thành công',
  socialUnavailable: 'Không kết nối được với dịch vụ đăng nhập, vui lòng thử lại sau',
  socialDisabled: 'Cửa hàng chưa bật đăng nhập bằng tài khoản này',
  weakPassword: 'Mật khẩu này quá phổ biến hoặc chỉ có khoảng trắng, vui lòng chọn mật khẩu khác',
  forgotSent: 'Nếu email đã được đăng ký, chúng tôi đã gửi liên kết đặt lại mật khẩu. Vui lòng kiểm tra hộp thư.',
  badResetToken: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn',
  passwordReset: 'Đặt lại mật khẩu thành công, vui lòng đăng nhập lại',
  wrongOldPassword: 'Mật khẩu hiện tại không đúng',
  passwordChanged: 'Đổi mật khẩu thành công',
} as const;


/** True for a unique-constraint violation (drizzle may wrap the driver error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

interface NewAccount {
  email: string | null;
  phone: string | null;
  passwordHash: string | null;
  provider: LoginProviderValue;
  fullName: string;
  /** The social provider vouched for the email: it counts as verified (and the welcome credit is given). */
  emailVerified?: boolean;
}

/** User + customer + wallet account + the welcome notification, in one transaction. Returns the user id. */
async function createAccount(db: Db, account: NewAccount): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        phone: account.phone,
        passwordHash: account.passwordHash,
        provider: account.provider,
        emailVerifiedAt: account.emailVerified && account.email ? new Date() : null,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    const [customer] = await tx.insert(customers).values({ userId: user.id, fullName: account.fullName }).returning({ id: customers.id });
    if (!customer) throw new Error('customer insert returned nothing');
    await openWalletAccount(tx, customer.id);
    // The welcome credit waits for a verified address and a first completed order (wallet/welcome.ts).
    await notify(tx, customer.id, ACCOUNT_NOTIFICATIONS.welcomeVerify(formatVnd(WELCOME_CREDIT.amount), Boolean(account.emailVerified && account.email)));
    return user.id;
  });
}

async function assertAvailable(db: Db, email: string | null, phone: string | null, exceptUserId?: number): Promise<void> {
  const conditions = [email ? eq(users.email, email) : undefined, phone ? eq(users.phone, phone) : undefined].filter((c) => c !== undefined);
  if (conditions.length === 0) return;
  const taken = await db.select({ id: users.id, email: users.email, phone: users.phone }).from(users).where(or(...conditions));
  for (const row of taken) {
    if (row.id === exceptUserId) continue;
    if (email && row.email === email) throw new HttpError(409, AUTH_MESSAGES.duplicateEmail);
    throw new HttpError(409, AUTH_MESSAGES.duplicatePhone);
  }
}

/** Normalised identifiers of a register/profile payload; 400 on a bad phone. */
export function parseIdentifiers(input: { email?: string | null; phone?: string | null }): { email: string | null; phone: string | null } {
  const email = input.email ? normalizeEmail(input.email) : null;
  let phone: string | null = null;
  if (input.phone) {
    phone = normalizePhone(input.phone);
    if (!phone) throw new HttpError(400, AUTH_MESSAGES.badPhone);
  }
  return { email, phone };
}

/** Where a registration comes from: new accounts are limited per IP and per device (the `did` cookie). */
export interface RegistrationOrigin {
  ip: string;
  device: string;
}

export async function register(ctx: AccountsContext, input: RegisterBody, origin: RegistrationOrigin): Promise<number> {
  const { email, phone } = parseIdentifiers(input);
  if (!email && !phone) throw new HttpError(400, AUTH_MESSAGES.needIdentifier);
  assertStrongPassword(input.password);
  const { registrationPerIp, registrationPerDevice } = ctx.config.rateLimits;
  await countAttempt(ctx.db, [
    { key: `register:ip:${origin.ip}`, rule: registrationPerIp },
    { key: `register:device:${origin.device}`, rule: registrationPerDevice },
  ]);
  await assertAvailable(ctx.db, email, phone);
  const passwordHash = await hashPassword(input.password);
  try {
    return await createAccount(ctx.db, { email, phone, passwordHash, provider: 'default', fullName: input.fullName.trim() });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await assertAvailable(ctx.db, email, phone);
    throw new HttpError(409, AUTH_MESSAGES.duplicateEmail);
  }
}

/** Email or phone → the user row to check, or null. */
async function findByIdentifier(db: Db, identifier: string): Promise<UserRow | null> {
  const trimmed = identifier.trim();
  let condition;
  if (trimmed.includes('@')) {
    if (!isEmail(trimmed)) return null;
    condition = eq(users.email, normalizeEmail(trimmed));
  } else {
    const phone = normalizePhone(trimmed);
    if (!phone) return null;
    condition = eq(users.phone, phone);
  }
  const [user] = await db.select().from(users).where(condition);
  return user ?? null;
}

function identifierKey(identifier: string): string {
  const trimmed = identifier.trim();
  return trimmed.includes('@') ? normalizeEmail(trimmed) : (normalizePhone(trimmed) ?? trimmed.toLowerCase());
}

function assertStrongPassword(password: string): void {
  if (isWeakPassword(password)) throw new HttpError(400, AUTH_MESSAGES.weakPassword);
}

const loginKey = (identifier: string) => `login:id:${identifierKey(identifier)}`;

/** The limits a password guess at `identifier` from `ip` counts against: per account (15 min and a day) and per IP. */
function loginLimits(ctx: AccountsContext, identifier: string, ip: string) {
  const { loginPerIdentifier, loginPerIdentifierDaily, loginPerIp } = ctx.config.rateLimits;
  const key = loginKey(identifier);
  return [
    { key, rule: loginPerIdentifier },
    { key: `${key}:daily`, rule: loginPerIdentifierDaily },
    { key: `login:ip:${ip}`, rule: loginPerIp },
  ];
}

/**
 * Password log-in under the device-cookie guard (login-guard.ts): a browser that logged in to this account before
 * has its own budget; others share the account's (15 minutes, a day) and the IP's, counted before the password is
 * checked, so 120 guesses sent at once get at most `max` checks; past it, a code by e-mail plus the password.
 */
export async function loginWithPassword(
  ctx: AccountsContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { identifier: string; password: string; code?: string | undefined },
): Promise<number> {
  const user = await findByIdentifier(ctx.db, input.identifier);
  await guardedLogin(ctx, request, reply, {
    realm: 'user',
    identity: identifierKey(input.identifier),
    account: user,
    untrusted: loginLimits(ctx, input.identifier, request.ip),
    code: input.code,
    verify: () => verifyPassword(input.password, user?.passwordHash ?? null),
    wrongCredentials: AUTH_MESSAGES.wrongCredentials,
  });
  if (user && needsRehash(user.passwordHash)) await ctx.db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id));
  return user!.id;
}

/** Mails (or texts) a log-in code for a new device; answers the same whether or not the account exists. */
export async function requestLoginCode(ctx: AccountsContext, request: FastifyRequest, identifier: string): Promise<void> {
  await sendLoginCode(ctx, request, 'user', identifierKey(identifier), await findByIdentifier(ctx.db, identifier));
}

/**
 * Social log-in: the provider's account, else the user with the same email — linked only when the provider says the
 * email is verified — else a new user (an unverified address is not kept). A provider without the shop's id is off.
 */
export async function loginWithSocial(ctx: AccountsContext, provider: SocialProvider, token: string, ip: string): Promise<number> {
  if (!socialProviderEnabled(provider, ctx.config)) throw new HttpError(400, AUTH_MESSAGES.socialDisabled);
  const limits = [{ key: `login:ip:${ip}`, rule: ctx.config.rateLimits.loginPerIp }];
  await countAttempt(ctx.db, limits);
  let profile;
  try {
    profile = await SOCIAL_ADAPTERS[provider](token, ctx.config);
  } catch (error) {
    if (error instanceof SocialTokenError) throw new HttpError(401, AUTH_MESSAGES.socialFailed);
    await releaseAttempt(ctx.db, limits);
    throw new HttpError(503, AUTH_MESSAGES.socialUnavailable);
  }
  await releaseAttempt(ctx.db, limits);
  const link = and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, profile.subject));
  const [linked] = await ctx.db.select({ userId: socialIdentities.userId }).from(socialIdentities).where(link);
  if (linked) return linked.userId;

  const email = profile.emailVerified ? profile.email : null;
  let userId: number | undefined;
  if (email) {
    const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    userId = existing?.id;
    // The provider proved the address this account uses.
    if (userId !== undefined) await markVerified(ctx.db, userId, 'email', email);
  }
  userId ??= await createAccount(ctx.db, {
    email,
    phone: null,
    passwordHash: null,
    provider,
    fullName: profile.fullName ?? email?.split('@')[0] ?? 'Khách hàng',
    emailVerified: email !== null,
  });
  await ctx.db.insert(socialIdentities).values({ userId, provider, subject: profile.subject }).onConflictDoNothing();
  const [final] = await ctx.db.select({ userId: socialIdentities.userId }).from(socialIdentities).where(link);
  return final?.userId ?? userId;
}

function resetMail(link: string) {
  const text = [
    'Xin chào,',
    '',
    'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Mở liên kết sau (có hiệu lực trong 30 phút) để đặt mật khẩu mới:',
    link,
    '',
    'Nếu bạn không yêu cầu, hãy bỏ qua email này.',
  ].join('\n');
  const html = `<p>Xin chào,</p><p>Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Liên kết có hiệu lực trong 30 phút:</p><p><a href="${link}">Đặt lại mật khẩu</a></p><p>Nếu bạn không yêu cầu, hãy bỏ qua email này.</p>`;
  return { subject: 'Đặt lại mật khẩu', text, html };
}

/** Mails a reset link when the email belongs to someone; the caller answers the same either way. */
export async function forgotPassword(ctx: AccountsContext, rawEmail: string, ip: string, log: { error(obj: unknown, msg: string): void }): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await consumeRateLimit(ctx.db, `forgot:ip:${ip}`, ctx.config.rateLimits.forgotPerIp);
  await consumeRateLimit(ctx.db, `forgot:email:${email}`, ctx.config.rateLimits.forgotPerEmail);
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return;
  const token = newToken();
  await ctx.db
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ctx.config.resetTokenTtlMs) });
  const link = `${ctx.config.siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await ctx.mailer.send({ to: email, link, ...resetMail(link) });
  } catch (error) {
    log.error({ err: error }, 'password-reset mail failed');
  }
}

/** Spends a reset token (single use, unexpired), sets the password and ends every session of the user. */
export async function resetPassword(ctx: AccountsContext, token: string, password: string): Promise<void> {
  assertStrongPassword(password);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new HttpError(400, AUTH_MESSAGES.badResetToken);
    // Every other link still in a mailbox dies with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    const [owner] = await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId)).returning({ email: users.email, phone: users.phone });
    // Whoever guessed at this account no longer keeps its owner out.
    const keys = [owner?.email, owner?.phone].filter((value): value is string => Boolean(value)).map(loginKey);
    await clearRateLimits(tx, [...keys, ...keys.map((key) => `${key}:daily`)]);
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.userId, spent.userId));
    if (customer) await notify(tx, customer.id, ACCOUNT_NOTIFICATIONS.passwordChanged());
  });
}

/** Logged-in change: the old password must match. Other sessions of the user end. */
export async function changePassword(ctx: AccountsContext, customerId: number, oldPassword: string, newPassword: string): Promise<number> {
  const { user } = await loadAccount(ctx.db, customerId);
  assertStrongPassword(newPassword);
  // Counted before the check, like a log-in: a stolen session cannot try old passwords in parallel.
  const limits = [{ key: `password-change:${user.id}`, rule: ctx.config.rateLimits.loginPerIdentifier }];
  await countAttempt(ctx.db, limits);
  if (!(await verifyPassword(oldPassword, user.passwordHash))) throw new HttpError(400, AUTH_MESSAGES.wrongOldPassword);
  await releaseAttempt(ctx.db, limits);
  await ctx.db.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, user.id));
  await notify(ctx.db, customerId, ACCOUNT_NOTIFICATIONS.passwordChanged());
  return user.id;
}

export { assertAvailable };

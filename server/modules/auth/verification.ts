/**
 * Proving an email or phone with a 6-digit code (10 minutes, 5 tries, sent to the account's current address only),
 * which also releases the welcome credit. Codes are stored as HMAC-SHA256 (server secret) of user, channel, address
 * and code: a database dump does not reveal them, and a code for an old address does not verify a new one.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, users, verificationCodes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { giveWelcomeCreditIfEarned } from '../wallet/welcome';
import type { VerificationChannel } from '../../../core/contracts/account-vocab';
import type { AccountsContext } from './context';
import { clearRateLimits, consumeRateLimit, countAttempt, releaseAttempt } from '../../http/rate-limit';

const MAX_TRIES = 5;

export const VERIFICATION_MESSAGES = {
  noAddress: { email: 'Tài khoản chưa có email để xác minh', phone: 'Tài khoản chưa có số điện thoại để xác minh' },
  alreadyVerified: { email: 'Email của bạn đã được xác minh', phone: 'Số điện thoại của bạn đã được xác minh' },
  wrongCode: 'Mã xác minh không đúng hoặc đã hết hạn, vui lòng kiểm tra lại hoặc gửi mã mới',
  sendFailed: 'Chưa gửi được mã xác minh, vui lòng thử lại sau ít phút',
} as const;


function codeHash(secret: Buffer, userId: number, channel: VerificationChannel, destination: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}\n${channel}\n${destination}\n${code}`).digest('hex');
}

const verifiedColumn = (channel: VerificationChannel) => (channel === 'email' ? users.emailVerifiedAt : users.phoneVerifiedAt);
const addressColumn = (channel: VerificationChannel) => (channel === 'email' ? users.email : users.phone);

/** "n***@gmail.com" / "+84 *** *** 678": enough to recognise, not to harvest. */
export function maskDestination(channel: VerificationChannel, destination: string): string {
  if (channel === 'phone') return `${destination.slice(0, 3)} *** *** ${destination.slice(-3)}`;
  const [name = '', domain = ''] = destination.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

async function currentAddress(db: Db, userId: number, channel: VerificationChannel) {
  const [user] = await db
    .select({ address: addressColumn(channel), verifiedAt: verifiedColumn(channel) })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.address) throw new HttpError(400, VERIFICATION_MESSAGES.noAddress[channel]);
  if (user.verifiedAt) throw new HttpError(409, VERIFICATION_MESSAGES.alreadyVerified[channel]);
  return user.address;
}

/** Sends a new code to the account's current email or phone (the previous one stops working). */
export async function sendVerificationCode(ctx: AccountsContext, userId: number, channel: VerificationChannel) {
  const destination = await currentAddress(ctx.db, userId, channel);
  await consumeRateLimit(ctx.db, `verify:send:${userId}`, ctx.config.rateLimits.verificationSendPerUser);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = codeHash(await ctx.secret(), userId, channel, destination, code);
  const expiresAt = new Date(Date.now() + ctx.config.verificationCodeTtlMs);
  await ctx.db
    .insert(verificationCodes)
    .values({ userId, channel, destination, codeHash: hash, expiresAt })
    .onConflictDoUpdate({ target: [verificationCodes.userId, verificationCodes.channel], set: { destination, codeHash: hash, expiresAt, attempts: 0 } });
  const minutes = Math.round(ctx.config.verificationCodeTtlMs / 60_000);
  const text = `Mã xác minh Thuê Đồ của bạn là ${code}, có hiệu lực trong ${minutes} phút. Đừng chia sẻ mã này cho bất kỳ ai.`;
  try {
    if (channel === 'email') {
      await ctx.mailer.send({
        to: destination,
        subject: `Mã xác minh Thuê Đồ: ${code}`,
        text,
        html: `<p>Mã xác minh Thuê Đồ của bạn là <strong style="font-size:20px;letter-spacing:2px">${code}</strong>, có hiệu lực trong ${minutes} phút.</p><p>Đừng chia sẻ mã này cho bất kỳ ai. Nếu bạn không yêu cầu, hãy bỏ qua email này.</p>`,
        link: '',
      });
    } else {
      await ctx.sms.send({ to: destination, text });
    }
  } catch {
    throw new HttpError(503, VERIFICATION_MESSAGES.sendFailed);
  }
  return { channel, destination: maskDestination(channel, destination), expiresInSeconds: Math.round(ctx.config.verificationCodeTtlMs / 1000) };
}

/**
 * Marks the address verified — only while it is still the account's — and gives the welcome credit if it was not
 * given yet (with its notification). Used by the code and by a social provider that vouches for an email.
 */
export async function markVerified(db: Db, userId: number, channel: VerificationChannel, destination: string): Promise<void> {
  await db.transaction((tx) => markVerifiedIn(tx, userId, channel, destination));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function markVerifiedIn(tx: Tx, userId: number, channel: VerificationChannel, destination: string): Promise<void> {
  const [updated] = await tx
    .update(users)
    .set(channel === 'email' ? { emailVerifiedAt: sql`now()` } : { phoneVerifiedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(addressColumn(channel), destination)))
    .returning({ id: users.id });
  if (!updated) return;
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.userId, userId));
  if (customer) await giveWelcomeCreditIfEarned(tx, customer.id);
}

/** Checks the code (timing-safe; 5 tries per code, 10 per user per 15 minutes) and verifies the address. */
export async function confirmVerificationCode(ctx: AccountsContext, userId: number, channel: VerificationChannel, code: string): Promise<void> {
  const destination = await currentAddress(ctx.db, userId, channel);
  const limit = [{ key: `verify:confirm:${userId}`, rule: ctx.config.rateLimits.verificationConfirmPerUser }];
  // A try over the limit is refused uncompared and not kept: the count is of compared tries only (at most 10, however
  // many arrive at once), so a burst of duplicates cannot outlast the success that clears it.
  await countAttempt(ctx.db, limit).catch(async (error: unknown) => {
    await releaseAttempt(ctx.db, limit);
    throw error;
  });
  const given = Buffer.from(codeHash(await ctx.secret(), userId, channel, destination, code.trim()), 'hex');
  // Counting the try, comparing and verifying are one transaction: the code's row stays locked until it commits, so
  // parallel copies of the right code wait and then find the row gone and the address verified (not a 6th try).
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.channel, channel), gt(verificationCodes.expiresAt, sql`now()`)))
      .returning({ codeHash: verificationCodes.codeHash, attempts: verificationCodes.attempts, destination: verificationCodes.destination });
    if (row === undefined) return 'no-code' as const;
    const expected = Buffer.from(row.codeHash, 'hex');
    const matches = row.attempts <= MAX_TRIES && row.destination === destination && expected.length === given.length && timingSafeEqual(expected, given);
    if (!matches) return 'wrong' as const;
    await tx.delete(verificationCodes).where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.channel, channel)));
    await markVerifiedIn(tx, userId, channel, destination);
    return 'verified' as const;
  });
  if (outcome === 'no-code') {
    // A parallel request with the right code won meanwhile (409 from currentAddress): this one is no failed guess.
    await currentAddress(ctx.db, userId, channel).catch(async (error: unknown) => {
      await releaseAttempt(ctx.db, limit);
      throw error;
    });
  }
  if (outcome !== 'verified') throw new HttpError(400, VERIFICATION_MESSAGES.wrongCode);
  // The owner proved the address: earlier wrong tries no longer count against the next one (a changed address).
  await clearRateLimits(ctx.db, limit.map(({ key }) => key));
}

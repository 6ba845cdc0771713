/**
 * Staff passwords after the first: a member changes their own (the current one required, their other sessions end);
 * an owner resets a member's (the old password stops working, their sessions end, and the owner gets a one-time
 * link — sha256 stored, single use, one hour — to hand over; the owner never sees a password); the member sets a new
 * one with the link; `npm run admin:reset-password` sets one from the command line. Every change is audited.
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { staffPasswordTokens, staffSessions, staffUsers, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { clearRateLimits, consumeRateLimit, countAttempt, releaseAttempt } from '../../http/rate-limit';
import { hashToken, newToken } from '../../http/session';
import type { AccountsContext } from '../auth/context';
import { isWeakPassword } from '../auth/common-passwords';
import { hashPassword, verifyPassword } from '../auth/password';
import { normalizeEmail } from '../../../core/rules/identifiers';
import type { StaffPasswordLink } from '../../../core/contracts/admin';
import { recordAudit } from './audit';
import { ADMIN_MESSAGES } from './messages';

export const STAFF_PASSWORD_LINK_TTL_MS = 60 * 60 * 1000;
/** Stored instead of a hash after a reset: no password matches it (verifyPassword refuses anything not scrypt). */
const NO_PASSWORD = 'reset';

function assertStrong(password: string): void {
  if (isWeakPassword(password)) throw new HttpError(400, ADMIN_MESSAGES.weakPassword);
}

/** The address's log-in counters: whoever guessed at it no longer keeps its owner out. */
const loginKeys = (email: string) => [`admin-login:email:${email}`, `staff-login-code:try:${email}`];

async function replacePassword(tx: DbOrTx, staffId: number, passwordHash: string, keepSessionHash: string | null): Promise<void> {
  await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, staffId));
  await tx
    .delete(staffSessions)
    .where(keepSessionHash ? and(eq(staffSessions.staffId, staffId), ne(staffSessions.tokenHash, keepSessionHash)) : eq(staffSessions.staffId, staffId));
  // Any set-password link still unused dies with the old password.
  await tx.update(staffPasswordTokens).set({ usedAt: new Date() }).where(and(eq(staffPasswordTokens.staffId, staffId), isNull(staffPasswordTokens.usedAt)));
}

/** The member's own change; the session `currentToken` stays, every other one ends. */
export async function changeOwnPassword(
  ctx: AccountsContext,
  staff: StaffUserRow,
  currentToken: string | undefined,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  assertStrong(input.newPassword);
  // Counted before the check, like a log-in: a stolen session cannot try old passwords in parallel.
  const limits = [{ key: `admin-password-change:${staff.id}`, rule: ctx.config.rateLimits.staffLoginPerEmail }];
  await countAttempt(ctx.db, limits);
  if (!(await verifyPassword(input.oldPassword, staff.passwordHash))) throw new HttpError(400, ADMIN_MESSAGES.wrongOldPassword);
  await releaseAttempt(ctx.db, limits);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await replacePassword(tx, staff.id, passwordHash, currentToken ? hashToken(currentToken) : null);
    await recordAudit(tx, staff, { action: 'staff.password.change', entity: 'staff', entityId: staff.id });
  });
}

/** The owner's reset of another member: the old password and sessions end; returns the link to hand over. */
export async function resetStaffPassword(ctx: AccountsContext, owner: StaffUserRow, id: number): Promise<StaffPasswordLink> {
  if (id === owner.id) throw new HttpError(409, ADMIN_MESSAGES.resetSelf);
  const token = newToken();
  const expiresAt = new Date(Date.now() + STAFF_PASSWORD_LINK_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
    if (!member) throw new HttpError(404, ADMIN_MESSAGES.staffNotFound);
    if (member.disabledAt) throw new HttpError(409, ADMIN_MESSAGES.resetDisabled);
    await replacePassword(tx, id, NO_PASSWORD, null);
    await tx.insert(staffPasswordTokens).values({ tokenHash: hashToken(token), staffId: id, createdBy: owner.id, expiresAt });
    await recordAudit(tx, owner, { action: 'staff.password.reset', entity: 'staff', entityId: id, after: { email: member.email, linkExpiresAt: expiresAt.toISOString() } });
  });
  // In the fragment: the token never reaches a server log or a Referer.
  return { link: `${ctx.config.siteUrl}/admin/set-password#token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
}

/** Spends a set-password link (single use, unexpired, an active account) and sets the new password. */
export async function setStaffPassword(ctx: AccountsContext, ip: string, input: { token: string; password: string }): Promise<void> {
  await consumeRateLimit(ctx.db, `admin-set-password:ip:${ip}`, ctx.config.rateLimits.forgotPerIp);
  assertStrong(input.password);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffPasswordTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(staffPasswordTokens.tokenHash, hashToken(input.token)), isNull(staffPasswordTokens.usedAt), gt(staffPasswordTokens.expiresAt, new Date())))
      .returning({ staffId: staffPasswordTokens.staffId });
    const [member] = spent ? await tx.select().from(staffUsers).where(and(eq(staffUsers.id, spent.staffId), isNull(staffUsers.disabledAt))) : [];
    if (!member) throw new HttpError(400, ADMIN_MESSAGES.badPasswordLink);
    await replacePassword(tx, member.id, passwordHash, null);
    await clearRateLimits(tx, loginKeys(member.email));
    await recordAudit(tx, member, { action: 'staff.password.set', entity: 'staff', entityId: member.id });
  });
}

/** `npm run admin:reset-password`: a new password for any staff address, their sessions ended; false when none has it. */
export async function resetPasswordFromCli(db: Db, email: string, password: string): Promise<boolean> {
  const address = normalizeEmail(email);
  if (isWeakPassword(password)) throw new Error(ADMIN_MESSAGES.weakPassword);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(staffUsers).where(eq(staffUsers.email, address)).for('update');
    if (!member) return false;
    await replacePassword(tx, member.id, passwordHash, null);
    await clearRateLimits(tx, loginKeys(address));
    await recordAudit(tx, member, { action: 'staff.password.cli-reset', entity: 'staff', entityId: member.id });
    return true;
  });
}

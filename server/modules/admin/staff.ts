/** Staff accounts: the first owner from the environment, log-in, and the owner's invite, role change and disable (passwords: staff-password.ts). */
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffUsers, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsContext } from '../auth/context';
import { guardedLogin, sendLoginCode } from '../auth/login-guard';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { normalizeEmail } from '../../../core/rules/identifiers';
import type { StaffInvite, StaffLoginBody, StaffUpdate, StaffUser } from '../../../core/contracts/admin';
import { recordAudit } from './audit';
import { ADMIN_MESSAGES } from './messages';
import { endStaffSessions } from './session';

export function toStaffUser(row: StaffUserRow): StaffUser {
  return { id: row.id, email: row.email, fullName: row.fullName, role: row.role, disabled: row.disabledAt !== null, createdAt: row.createdAt.toISOString() };
}

/** What the audit log keeps of an account (never the password hash). */
const snapshot = (row: StaffUserRow) => ({ email: row.email, fullName: row.fullName, role: row.role, disabled: row.disabledAt !== null });

/**
 * The first owner, from ADMIN_EMAIL and ADMIN_PASSWORD at start: created when no staff account has that address;
 * an existing account is left as it is (changing the variable later does not reset a password). Returns whether one was made.
 */
export function ensureOwner(db: Db, email: string, password: string): Promise<boolean> {
  return createOwner(db, { email, fullName: 'Chủ cửa hàng', password });
}

/** An owner account, unless a staff account has that address (then false): ADMIN_EMAIL at start, `npm run admin:create`. */
export async function createOwner(db: Db, owner: { email: string; fullName: string; password: string }): Promise<boolean> {
  const address = normalizeEmail(owner.email);
  const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, address));
  if (existing) return false;
  const inserted = await db
    .insert(staffUsers)
    .values({ email: address, fullName: owner.fullName, role: 'owner', passwordHash: await hashPassword(owner.password) })
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  return inserted.length > 0;
}

async function activeStaffByEmail(db: Db, address: string): Promise<StaffUserRow | null> {
  const [row] = await db.select().from(staffUsers).where(and(eq(staffUsers.email, address), isNull(staffUsers.disabledAt)));
  return row ?? null;
}

/**
 * Staff log-in under the device-cookie guard (auth/login-guard.ts): a browser the member logged in from before has
 * its own budget; unknown ones share the address's and the IP's, and past it need a code by e-mail.
 */
export async function loginStaff(ctx: AccountsContext, request: FastifyRequest, reply: FastifyReply, input: StaffLoginBody): Promise<StaffUserRow> {
  const address = normalizeEmail(input.email);
  const row = await activeStaffByEmail(ctx.db, address);
  const { staffLoginPerEmail, staffLoginPerIp } = ctx.config.rateLimits;
  await guardedLogin(ctx, request, reply, {
    realm: 'staff',
    identity: address,
    account: row ? { id: row.id, email: row.email, phone: null } : null,
    untrusted: [
      { key: `admin-login:email:${address}`, rule: staffLoginPerEmail },
      { key: `admin-login:ip:${request.ip}`, rule: staffLoginPerIp },
    ],
    code: input.code,
    verify: () => verifyPassword(input.password, row?.passwordHash ?? null),
    wrongCredentials: ADMIN_MESSAGES.wrongCredentials,
  });
  if (needsRehash(row!.passwordHash)) await ctx.db.update(staffUsers).set({ passwordHash: await hashPassword(input.password) }).where(eq(staffUsers.id, row!.id));
  return row!;
}

/** Mails a log-in code for a new device to a staff address; answers the same whether or not it is one. */
export async function requestStaffLoginCode(ctx: AccountsContext, request: FastifyRequest, email: string): Promise<void> {
  const address = normalizeEmail(email);
  const row = await activeStaffByEmail(ctx.db, address);
  await sendLoginCode(ctx, request, 'staff', address, row ? { id: row.id, email: row.email, phone: null } : null);
}

export async function listStaff(db: Db): Promise<StaffUser[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.id));
  return rows.map(toStaffUser);
}

export async function inviteStaff(db: Db, owner: StaffUserRow, input: StaffInvite): Promise<StaffUser> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffUsers)
      .values({ email, fullName: input.fullName.trim(), role: input.role, passwordHash, createdBy: owner.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError(409, ADMIN_MESSAGES.emailTaken);
    await recordAudit(tx, owner, { action: 'staff.invite', entity: 'staff', entityId: row.id, after: snapshot(row) });
    return toStaffUser(row);
  });
}

async function activeOwners(tx: Pick<Db, 'select'>, exceptId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'owner'), isNull(staffUsers.disabledAt), ne(staffUsers.id, exceptId)));
  return row?.value ?? 0;
}

export async function updateStaff(db: Db, owner: StaffUserRow, id: number, input: StaffUpdate): Promise<StaffUser> {
  const updated = await db.transaction(async (tx) => {
    // Owner rows first, in id order: two owners demoting each other at once cannot both pass the last-owner check.
    await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.role, 'owner')).orderBy(asc(staffUsers.id)).for('update');
    const [before] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
    if (!before) throw new HttpError(404, ADMIN_MESSAGES.staffNotFound);
    if (input.disabled === true && id === owner.id) throw new HttpError(409, ADMIN_MESSAGES.selfDisable);
    if (input.fullName === undefined && input.role === undefined && input.disabled === undefined) throw new HttpError(400, ADMIN_MESSAGES.nothingToChange);
    const losesOwner = before.role === 'owner' && ((input.role !== undefined && input.role !== 'owner') || input.disabled === true);
    if (losesOwner && (await activeOwners(tx, id)) === 0) throw new HttpError(409, ADMIN_MESSAGES.lastOwner);
    const [after] = await tx
      .update(staffUsers)
      .set({
        ...(input.fullName !== undefined ? { fullName: input.fullName.trim() } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.disabled !== undefined ? { disabledAt: input.disabled ? (before.disabledAt ?? new Date()) : null } : {}),
      })
      .where(eq(staffUsers.id, id))
      .returning();
    await recordAudit(tx, owner, { action: 'staff.update', entity: 'staff', entityId: id, before: snapshot(before), after: snapshot(after!) });
    return after!;
  });
  if (updated.disabledAt) await endStaffSessions(db, updated.id);
  return toStaffUser(updated);
}

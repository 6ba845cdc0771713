/** Staff accounts: the first owner from the environment, log-in, and the owner's invite, role change and disable. */
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffUsers, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { countAttempt, releaseAttempt, type RateLimitRule } from '../../http/rate-limit';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { normalizeEmail } from '../../../src/shared/rules/identifiers';
import type { StaffInvite, StaffUpdate, StaffUser } from '../../../src/shared/contracts/admin';
import { recordAudit } from './audit';
import { ADMIN_MESSAGES } from './messages';
import { endStaffSessions } from './session';

/** Wrong passwords: per IP and per address, counted before the check and given back on success. */
const LOGIN_PER_IP: RateLimitRule = { max: 10, windowMs: 15 * 60 * 1000 };
const LOGIN_PER_EMAIL: RateLimitRule = { max: 5, windowMs: 15 * 60 * 1000 };

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

export async function loginStaff(db: Db, email: string, password: string, ip: string): Promise<StaffUserRow> {
  const address = normalizeEmail(email);
  const limits = [
    { key: `admin-login:ip:${ip}`, rule: LOGIN_PER_IP },
    { key: `admin-login:email:${address}`, rule: LOGIN_PER_EMAIL },
  ];
  await countAttempt(db, limits);
  const [row] = await db.select().from(staffUsers).where(and(eq(staffUsers.email, address), isNull(staffUsers.disabledAt)));
  const ok = await verifyPassword(password, row?.passwordHash ?? null);
  if (!row || !ok) throw new HttpError(401, ADMIN_MESSAGES.wrongCredentials);
  await releaseAttempt(db, limits);
  if (needsRehash(row.passwordHash)) await db.update(staffUsers).set({ passwordHash: await hashPassword(password) }).where(eq(staffUsers.id, row.id));
  return row;
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

/** Keeps the fuzzing shopper (and owner) logged in: a fuzz request may log them out, and an email or phone may change. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../server/db/client';
import { customers, sessions, staffSessions } from '../../../../server/db/schema';
import { hashToken, newToken } from '../../../../server/http/session';

export async function sessionIsLive(db: Db, token: string): Promise<boolean> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return Boolean(row);
}

/** A new session for the customer's user, written straight into the table; returns the cookie value. */
export async function openSession(db: Db, customerId: number): Promise<string> {
  const [customer] = await db.select({ userId: customers.userId }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new Error(`no customer ${customerId}`);
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId: customer.userId, expiresAt: new Date(Date.now() + 86_400_000) });
  return token;
}

export async function staffSessionIsLive(db: Db, token: string): Promise<boolean> {
  const [row] = await db.select({ id: staffSessions.id }).from(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
  return Boolean(row);
}

/** A new back-office session for a staff member, written straight into the table; returns the `ssid` cookie value. */
export async function openStaffSession(db: Db, staffId: number): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({ tokenHash: hashToken(token), staffId, expiresAt: new Date(Date.now() + 86_400_000) });
  return token;
}

/** Keeps the fuzzing shopper logged in: a fuzz request may log it out, and its email or phone may change. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../server/db/client';
import { customers, sessions } from '../../../../server/db/schema';
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

/**
 * The welcome credit is earned, not farmed: it reaches the wallet once the shopper's email or phone is verified AND
 * her first order paid with money (not an extension, not paid by the wallet alone) has been completed — handed over
 * at the counter or delivered. Addresses an attacker owns verify in seconds; a completed paid order takes real money
 * and a real hand-over per account. Checked at both moments (verification, completion), whichever comes last gives it.
 */
import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, orders, users } from '../../db/schema';
import { formatVnd } from '../../../core/format';
import { ACCOUNT_NOTIFICATIONS, notify } from '../notification/notify';
import { WELCOME_CREDIT, grantWelcomeCredit } from './ledger';

async function earned(tx: DbOrTx, customerId: number): Promise<boolean> {
  const [verified] = await tx
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(and(eq(customers.id, customerId), or(isNotNull(users.emailVerifiedAt), isNotNull(users.phoneVerifiedAt))));
  if (!verified) return false;
  const [completed] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'done'), isNotNull(orders.paidAt), isNull(orders.extendsOrderId), gt(orders.amountDue, 0)))
    .limit(1);
  return Boolean(completed);
}

/** Gives the welcome credit (once, with its notification) when the shopper has earned it. Call inside a transaction. */
export async function giveWelcomeCreditIfEarned(tx: DbOrTx, customerId: number): Promise<void> {
  if (!(await earned(tx, customerId))) return;
  if (await grantWelcomeCredit(tx, customerId)) await notify(tx, customerId, ACCOUNT_NOTIFICATIONS.welcome(formatVnd(WELCOME_CREDIT.amount)));
}

/**
 * The customers staff take counter and phone orders for: found by phone number or by the name's words with or
 * without diacritics ("thu huong" finds "Thu Hương", through the folded-name trigram index), or added with a name
 * and a Vietnamese mobile number. An added customer has no password: her account is the one keyed by that phone.
 */
import { asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, users, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../admin/audit';
import { customerColumns, customerOf } from '../admin/orders';
import { isUniqueViolation } from '../order/code';
import { openWalletAccount } from '../wallet/ledger';
import { escapeLike } from '../../shared/escape-like';
import { foldedColumn, foldedWordStart } from '../../shared/search-text';
import { compactPhone, normalizePhone } from '../../../core/rules/identifiers';
import type { AdminCustomer } from '../../../core/contracts/admin';
import type { CustomerList, NewCustomerBody } from '../../../core/contracts/counter';
import { COUNTER_MESSAGES } from './messages';

const SEARCH_LIMIT = 20;

/** A phone number (0…, +84…, spaces or dots allowed; its start is enough) or the start of the name's words. */
export async function searchCustomers(db: Db, q: string): Promise<CustomerList> {
  const text = q.trim();
  const conditions: SQL[] = [];
  const digits = compactPhone(text);
  if (/^\+?\d{3,}$/.test(digits)) {
    const international = digits.startsWith('0') ? `+84${digits.slice(1)}` : digits;
    conditions.push(ilike(users.phone, `%${escapeLike(international)}%`), ilike(users.phone, `%${escapeLike(digits)}%`));
  }
  const namePattern = foldedWordStart(text);
  if (namePattern) {
    conditions.push(inArray(customers.id, sql`(select ${customers.id} from ${customers} where ${foldedColumn(customers.fullName)} like ${namePattern})`));
  }
  if (conditions.length === 0) return { items: [] };
  const rows = await db
    .select(customerColumns)
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(or(...conditions))
    .orderBy(asc(customers.fullName), asc(customers.id))
    .limit(SEARCH_LIMIT);
  return { items: rows.map(customerOf) };
}

export async function findCustomer(db: Pick<Db, 'select'>, customerId: number): Promise<AdminCustomer> {
  const [row] = await db.select(customerColumns).from(customers).innerJoin(users, eq(users.id, customers.userId)).where(eq(customers.id, customerId));
  if (!row) throw new HttpError(404, COUNTER_MESSAGES.customerNotFound);
  return customerOf(row);
}

async function phoneTaken(db: Db, phone: string): Promise<HttpError | null> {
  const [taken] = await db.select({ fullName: customers.fullName }).from(users).leftJoin(customers, eq(customers.userId, users.id)).where(eq(users.phone, phone));
  return taken ? new HttpError(409, COUNTER_MESSAGES.phoneTaken(taken.fullName ?? phone)) : null;
}

/** 400 on a number that is not a Vietnamese mobile; 409 naming the customer who has it already. */
export async function createCustomer(db: Db, staff: StaffUserRow, input: NewCustomerBody): Promise<AdminCustomer> {
  const phone = normalizePhone(input.phone);
  if (!phone) throw new HttpError(400, COUNTER_MESSAGES.badPhone);
  const fullName = input.fullName.trim();
  const taken = await phoneTaken(db, phone);
  if (taken) throw taken;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ phone, passwordHash: null, provider: 'default' }).returning({ id: users.id });
      const [customer] = await tx.insert(customers).values({ userId: user!.id, fullName }).returning({ id: customers.id });
      await openWalletAccount(tx, customer!.id);
      await recordAudit(tx, staff, { action: 'customer.create', entity: 'customer', entityId: customer!.id, after: { fullName, phone } });
      return { id: customer!.id, fullName, phone, email: null };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (await phoneTaken(db, phone)) ?? error;
  }
}

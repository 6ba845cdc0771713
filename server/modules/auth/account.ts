/** The contract's User and Customer, built from the rows plus the derived wallet balances. */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customers, membershipPackages, users, type CustomerRow, type UserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { boughtTerms } from '../../shared/membership-terms';
import { WELCOME_CREDIT, balancesOf, hasWelcomeCredit } from '../wallet/ledger';
import type { Account, Customer, Membership, User } from '../../../core/contracts/account';

export function toUserDto(user: UserRow, customer: CustomerRow): User {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    fullName: customer.fullName,
    provider: user.provider,
    emailVerified: user.emailVerifiedAt !== null,
    phoneVerified: user.phoneVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The running membership, or null when none or expired. */
async function membershipOf(db: DbOrTx, customer: CustomerRow, now: Date): Promise<Membership | null> {
  const { membershipPackageId, membershipStartedAt, membershipExpiredAt } = customer;
  if (membershipPackageId === null || !membershipStartedAt || !membershipExpiredAt || membershipExpiredAt <= now) return null;
  const [pkg] = await db.select().from(membershipPackages).where(eq(membershipPackages.id, membershipPackageId));
  if (!pkg) return null;
  return {
    membershipPackageId: pkg.id,
    name: pkg.name,
    type: pkg.type,
    color: pkg.color,
    ...boughtTerms(customer, pkg),
    isUsedFreeFirstOrder: customer.isUsedFreeFirstOrder,
    startedDate: membershipStartedAt.toISOString(),
    expiredDate: membershipExpiredAt.toISOString(),
  };
}

export async function toCustomerDto(db: DbOrTx, user: UserRow, customer: CustomerRow): Promise<Customer> {
  const [membership, balances, welcomed] = await Promise.all([
    membershipOf(db, customer, new Date()),
    balancesOf(db, customer.id),
    hasWelcomeCredit(db, customer.id),
  ]);
  return {
    id: customer.id,
    fullName: customer.fullName,
    email: user.email,
    phone: user.phone,
    gender: customer.gender,
    birthday: customer.birthday,
    avatarUrl: customer.avatarUrl,
    membership,
    ...balances,
    welcomeCreditPending: welcomed ? 0 : WELCOME_CREDIT.amount,
  };
}

/** Reloads both rows by the customer id (after an update). */
export async function loadAccount(db: DbOrTx, customerId: number): Promise<{ user: UserRow; customer: CustomerRow }> {
  const [row] = await db
    .select({ user: users, customer: customers })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(customers.id, customerId));
  if (!row) throw new HttpError(404, 'Không tìm thấy tài khoản');
  return row;
}

export async function accountDto(db: Db | DbOrTx, customerId: number): Promise<Account> {
  const { user, customer } = await loadAccount(db, customerId);
  return { user: toUserDto(user, customer), customer: await toCustomerDto(db, user, customer) };
}

/** A shopper's running membership as pricing needs it (null when none or expired, as in customer/dto.ts). */
import type { DbOrTx } from '../../db/client';
import { eq } from 'drizzle-orm';
import { membershipPackages, type CustomerRow } from '../../db/schema';
import { boughtTerms } from '../../shared/membership-terms';
import type { MembershipTerms } from '../../../core/contracts/cart';

export interface RunningMembership extends MembershipTerms {
  /** The package gives a free first order and the shopper has not used it. */
  freeFirstOrder: boolean;
}

export async function runningMembership(db: DbOrTx, customer: CustomerRow, now: Date = new Date()): Promise<RunningMembership | null> {
  const { membershipPackageId, membershipStartedAt, membershipExpiredAt } = customer;
  if (membershipPackageId === null || !membershipStartedAt || !membershipExpiredAt || membershipExpiredAt <= now) return null;
  const [pkg] = await db.select().from(membershipPackages).where(eq(membershipPackages.id, membershipPackageId));
  if (!pkg) return null;
  const terms = boughtTerms(customer, pkg);
  return { percentDiscount: terms.percentDiscount, extendDay: terms.extendDay, freeFirstOrder: terms.isFreeFirstOrder && !customer.isUsedFreeFirstOrder };
}

/** The MembershipTermsDto of the contract. */
export function toTermsDto(membership: RunningMembership | null): MembershipTerms | null {
  return membership ? { percentDiscount: membership.percentDiscount, extendDay: membership.extendDay } : null;
}

import type { Customer, Membership } from '../../../core/contracts/account';

/** The customer profile with a live membership (or none) and walletCoin = available + membership balance. */
export interface Profile extends Omit<Customer, 'membership'> {
  membership: Membership | null;
}

/** A membership counts only while its expiredDate is in the future. */
export function activeMembership(membership: Membership | null | undefined, now: number = Date.now()): Membership | null {
  if (!membership) return null;
  const expires = Date.parse(membership.expiredDate);
  if (!Number.isFinite(expires) || expires <= now) return null;
  return membership;
}

const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function normaliseProfile(customer: Customer, now: number = Date.now()): Profile {
  const availableBalance = amount(customer.availableBalance);
  const membershipAvailableBalance = amount(customer.membershipAvailableBalance);
  return {
    ...customer,
    membership: activeMembership(customer.membership, now),
    availableBalance,
    membershipAvailableBalance,
    walletCoin: availableBalance + membershipAvailableBalance,
  };
}

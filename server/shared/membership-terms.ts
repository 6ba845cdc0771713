/** A running membership's terms, read the same way by pricing (cart) and the account (auth). */
import type { CustomerRow, MembershipPackageRow } from '../db/schema';

/** The terms the shopper bought (kept with the membership); the package's own for one bought before they were kept. */
export function boughtTerms(customer: CustomerRow, pkg: MembershipPackageRow): { percentDiscount: number; extendDay: number; isFreeFirstOrder: boolean } {
  return {
    percentDiscount: customer.membershipPercentDiscount ?? pkg.percentDiscount,
    extendDay: customer.membershipExtendDay ?? pkg.extendDay,
    isFreeFirstOrder: customer.membershipFreeFirstOrder ?? pkg.isFreeFirstOrder,
  };
}

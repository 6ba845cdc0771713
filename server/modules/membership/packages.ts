/** The packages as shoppers see them: the API's list and the pre-rendered /member-ship page (the snapshot). */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { membershipPackages, type MembershipPackageRow } from '../../db/schema';
import type { MembershipPackage } from '../../../core/contracts/membership';

export function toPackageDto(row: MembershipPackageRow): MembershipPackage {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    color: row.color,
    percentDiscount: row.percentDiscount,
    extendDay: row.extendDay,
    isFreeFirstOrder: row.isFreeFirstOrder,
    price: row.price,
    durationDays: row.durationDays,
    description: row.description,
  };
}

/** On sale, in the owner's order. */
export async function packagesOnSale(db: DbOrTx): Promise<MembershipPackage[]> {
  const rows = await db.select().from(membershipPackages).where(eq(membershipPackages.onSale, true)).orderBy(asc(membershipPackages.position), asc(membershipPackages.id));
  return rows.map(toPackageDto);
}

/**
 * Membership packages as staff set them up: terms, price, duration, order, on sale or not. A shopper's membership
 * keeps the terms it was bought with (customers.membership_* columns), so a change here reaches only later purchases;
 * a package is never deleted (payments and members point at it), it stops being sold. Audited.
 */
import { and, asc, count, eq, gt, max, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customers, membershipPackages, type MembershipPackageRow, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { linkFromName } from '../../../core/rules/product-draft';
import type { AdminPackageList, PackageInput } from '../../../core/contracts/admin-catalog';
import { recordAudit } from './audit';
import { ADMIN_MESSAGES } from './messages';
import { toPackageDto } from '../membership/packages';
import { announceCatalogChange } from '../catalog/changes';

export async function listAdminPackages(db: DbOrTx): Promise<AdminPackageList> {
  const rows = await db
    .select({ row: membershipPackages, activeMembers: count(customers.id) })
    .from(membershipPackages)
    .leftJoin(customers, and(eq(customers.membershipPackageId, membershipPackages.id), gt(customers.membershipExpiredAt, sql`now()`)))
    .groupBy(membershipPackages.id)
    .orderBy(asc(membershipPackages.position), asc(membershipPackages.id));
  return { items: rows.map(({ row, activeMembers }) => ({ ...termsOf(row), activeMembers })) };
}

/** The package as the shop shows it, and what only staff see of it. */
const termsOf = (row: MembershipPackageRow) => ({ ...toPackageDto(row), onSale: row.onSale, position: row.position });

async function cleaned(tx: DbOrTx, input: PackageInput, self?: number): Promise<PackageInput> {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name) throw new HttpError(400, ADMIN_MESSAGES.packageNoName);
  const [same] = await tx
    .select({ id: membershipPackages.id })
    .from(membershipPackages)
    .where(self === undefined ? eq(sql`lower(${membershipPackages.name})`, name.toLowerCase()) : and(eq(sql`lower(${membershipPackages.name})`, name.toLowerCase()), ne(membershipPackages.id, self)));
  if (same) throw new HttpError(409, ADMIN_MESSAGES.packageNameTaken);
  return { ...input, name, color: input.color.toUpperCase(), description: input.description.trim() };
}

const lockPackages = (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('storefront:membership-packages'))`);

export async function createPackage(db: Db, staff: StaffUserRow, input: PackageInput): Promise<number> {
  return db.transaction(async (tx) => {
    await lockPackages(tx);
    const values = await cleaned(tx, input);
    const [last] = await tx.select({ position: max(membershipPackages.position) }).from(membershipPackages);
    const type = `MEMBERSHIP_TYPE_${(linkFromName(values.name) || 'goi').replace(/-/g, '_').toUpperCase()}`;
    const [row] = await tx
      .insert(membershipPackages)
      .values({ ...values, type, position: (last?.position ?? -1) + 1 })
      .returning();
    await recordAudit(tx, staff, { action: 'package.create', entity: 'membership_package', entityId: row!.id, before: null, after: termsOf(row!) });
    // /member-ship is pre-rendered with the packages on sale: the site is rebuilt like for a catalogue change.
    await announceCatalogChange(tx);
    return row!.id;
  });
}

export async function updatePackage(db: Db, staff: StaffUserRow, id: number, input: PackageInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPackages(tx);
    const [before] = await tx.select().from(membershipPackages).where(eq(membershipPackages.id, id)).for('update');
    if (!before) throw new HttpError(404, ADMIN_MESSAGES.packageNotFound);
    const values = await cleaned(tx, input, id);
    const [after] = await tx.update(membershipPackages).set(values).where(eq(membershipPackages.id, id)).returning();
    await recordAudit(tx, staff, { action: 'package.update', entity: 'membership_package', entityId: id, before: termsOf(before), after: termsOf(after!) });
    await announceCatalogChange(tx);
  });
}

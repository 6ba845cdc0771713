/**
 * A category's size guide, kept by staff beside the category tree: saved whole (the table as the editor shows it) or
 * removed; every write audited and announced like any catalogue change (product pages carry the guide).
 */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { menuItems, sizeGuides, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { announceCatalogChange } from '../catalog/changes';
import { checkSizeGuide } from '../../../core/rules/size-guide';
import type { AdminSizeGuide, SizeGuideTable } from '../../../core/contracts/size-guide';
import { recordAudit } from './audit';
import { ADMIN_MESSAGES } from './messages';

/** The table tidied (spaces), or a 400 naming what is wrong. */
export function checkedSizeGuide(input: SizeGuideTable): SizeGuideTable {
  const checked = checkSizeGuide(input);
  if ('problem' in checked) throw new HttpError(400, checked.problem);
  return checked.table;
}

async function categoryOf(db: DbOrTx, id: number) {
  const [category] = await db.select({ id: menuItems.id, name: menuItems.name }).from(menuItems).where(eq(menuItems.id, id));
  if (!category) throw new HttpError(404, ADMIN_MESSAGES.categoryNotFound);
  return category;
}

export async function adminSizeGuide(db: DbOrTx, categoryId: number): Promise<AdminSizeGuide> {
  const category = await categoryOf(db, categoryId);
  const [row] = await db.select().from(sizeGuides).where(eq(sizeGuides.categoryId, categoryId));
  return { categoryId, categoryName: category.name, guide: row ? { columns: row.columns, rows: row.rows } : null };
}

export async function saveSizeGuide(db: Db, staff: StaffUserRow, categoryId: number, input: SizeGuideTable): Promise<AdminSizeGuide> {
  const table = checkedSizeGuide(input);
  return db.transaction(async (tx) => {
    const before = await adminSizeGuide(tx, categoryId);
    await tx
      .insert(sizeGuides)
      .values({ categoryId, ...table, updatedBy: staff.id })
      .onConflictDoUpdate({ target: sizeGuides.categoryId, set: { ...table, updatedBy: staff.id, updatedAt: new Date() } });
    await recordAudit(tx, staff, { action: before.guide ? 'size-guide.update' : 'size-guide.create', entity: 'category', entityId: categoryId, before: before.guide, after: table });
    await announceCatalogChange(tx);
    return { ...before, guide: table };
  });
}

export async function removeSizeGuide(db: Db, staff: StaffUserRow, categoryId: number): Promise<AdminSizeGuide> {
  return db.transaction(async (tx) => {
    const before = await adminSizeGuide(tx, categoryId);
    if (!before.guide) return before;
    await tx.delete(sizeGuides).where(eq(sizeGuides.categoryId, categoryId));
    await recordAudit(tx, staff, { action: 'size-guide.delete', entity: 'category', entityId: categoryId, before: before.guide, after: null });
    await announceCatalogChange(tx);
    return { ...before, guide: null };
  });
}

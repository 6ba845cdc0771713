/**
 * A category's size guide, kept by staff beside the category tree: saved whole (the table as the editor shows it) or
 * removed; every write audited and announced like any catalogue change (product pages carry the guide).
 */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { menuItems, sizeGuides, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { announceCatalogChange } from '../catalog/changes';
import type { AdminSizeGuide, SizeGuideTable } from '../../../core/contracts/size-guide';
import { recordAudit } from './audit';
import { ADMIN_MESSAGES } from './messages';

export const SIZE_GUIDE_MESSAGES = {
  blankColumn: 'Tên cột không được để trống',
  sameColumn: (name: string) => `Cột "${name}" bị lặp lại`,
  blankSize: 'Tên size không được để trống',
  sameSize: (size: string) => `Size "${size}" bị lặp lại`,
  rowLength: (size: string, columns: number) => `Dòng size "${size}" phải có đúng ${columns} giá trị, theo thứ tự các cột`,
  emptyRow: (size: string) => `Dòng size "${size}" chưa có số đo nào`,
} as const;

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The table tidied (spaces), or a 400 naming what is wrong. */
export function checkedSizeGuide(input: SizeGuideTable): SizeGuideTable {
  const columns = input.columns.map(tidy);
  const seenColumns = new Set<string>();
  for (const column of columns) {
    if (!column) throw new HttpError(400, SIZE_GUIDE_MESSAGES.blankColumn);
    if (seenColumns.has(column.toLowerCase())) throw new HttpError(400, SIZE_GUIDE_MESSAGES.sameColumn(column));
    seenColumns.add(column.toLowerCase());
  }
  const seenSizes = new Set<string>();
  const rows = input.rows.map((row) => {
    const size = tidy(row.size);
    if (!size) throw new HttpError(400, SIZE_GUIDE_MESSAGES.blankSize);
    if (seenSizes.has(size.toUpperCase())) throw new HttpError(400, SIZE_GUIDE_MESSAGES.sameSize(size));
    seenSizes.add(size.toUpperCase());
    if (row.values.length !== columns.length) throw new HttpError(400, SIZE_GUIDE_MESSAGES.rowLength(size, columns.length));
    const values = row.values.map(tidy);
    if (values.every((value) => !value)) throw new HttpError(400, SIZE_GUIDE_MESSAGES.emptyRow(size));
    return { size, values };
  });
  return { columns, rows };
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

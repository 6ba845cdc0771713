/**
 * The category tree, which is also the shop's menu (two levels): staff add, rename, move and order categories and
 * remove an empty one. A new category's link is made from its name and never changes afterwards — it is the address
 * of its page. Renaming refreshes the search text of its products (the category name is searchable). Every write is
 * audited and announced to every instance (../catalog/changes.ts).
 */
import { and, asc, count, eq, isNull, max, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { menuItems, products, type MenuItemRow, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { RESERVED_LINKS } from '../../shared/reserved-links';
import { productSearchText } from '../../shared/search-text';
import { announceCatalogChange } from '../catalog/changes';
import { linkFromName } from '../../../core/rules/product-draft';
import type { AdminCategory, AdminCategoryList, CategoryInput, CategoryOrder } from '../../../core/contracts/admin-catalog';
import { recordAudit } from './audit';
import { ADMIN_MESSAGES } from './messages';

/** One writer of the tree at a time: links and positions are decided from what is there. */
const lockTree = (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('storefront:menu'))`);

const sameLevel = (parentId: number | null) => (parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId));

export async function listAdminCategories(db: DbOrTx): Promise<AdminCategoryList> {
  const rows = await db
    .select({ id: menuItems.id, name: menuItems.name, link: menuItems.link, parentId: menuItems.parentId, position: menuItems.position, productCount: count(products.id) })
    .from(menuItems)
    .leftJoin(products, eq(products.categoryId, menuItems.id))
    .groupBy(menuItems.id)
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  const items: AdminCategory[] = [];
  for (const root of rows.filter((row) => row.parentId === null)) items.push(root, ...rows.filter((row) => row.parentId === root.id));
  return { items };
}

/** The name's link, or the first of "<link>-2", "<link>-3"… that no category has and no page of the site uses. */
async function freeCategoryLink(tx: DbOrTx, name: string): Promise<string> {
  const base = linkFromName(name) || 'danh-muc';
  const taken = await tx.select({ link: menuItems.link }).from(menuItems).where(or(eq(menuItems.link, base), sql`${menuItems.link} ~ ${`^${base}-[0-9]+$`}`));
  const used = new Set([...taken.map((row) => row.link), ...RESERVED_LINKS]);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function lockCategory(tx: DbOrTx, id: number): Promise<MenuItemRow> {
  const [row] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for('update');
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.categoryNotFound);
  return row;
}

/** A parent must be a top-level category (the menu has two levels). */
async function checkParent(tx: DbOrTx, parentId: number | null, self?: number): Promise<void> {
  if (parentId === null) return;
  if (parentId === self) throw new HttpError(400, ADMIN_MESSAGES.categoryTwoLevels);
  const [parent] = await tx.select({ parentId: menuItems.parentId }).from(menuItems).where(eq(menuItems.id, parentId));
  if (!parent) throw new HttpError(400, ADMIN_MESSAGES.categoryNotFound);
  if (parent.parentId !== null) throw new HttpError(400, ADMIN_MESSAGES.categoryTwoLevels);
}

async function childCount(tx: DbOrTx, id: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(menuItems).where(eq(menuItems.parentId, id));
  return row?.n ?? 0;
}

async function nextPosition(tx: DbOrTx, parentId: number | null): Promise<number> {
  const [row] = await tx.select({ last: max(menuItems.position) }).from(menuItems).where(sameLevel(parentId));
  return (row?.last ?? -1) + 1;
}

const nameOf = (input: CategoryInput) => {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name) throw new HttpError(400, ADMIN_MESSAGES.categoryNoName);
  return name;
};

const snapshot = (row: Pick<MenuItemRow, 'name' | 'link' | 'parentId' | 'position'>) => ({ name: row.name, link: row.link, parentId: row.parentId, position: row.position });

export async function createCategory(db: Db, staff: StaffUserRow, input: CategoryInput): Promise<number> {
  const name = nameOf(input);
  return db.transaction(async (tx) => {
    await lockTree(tx);
    await checkParent(tx, input.parentId);
    const [row] = await tx
      .insert(menuItems)
      .values({ name, link: await freeCategoryLink(tx, name), parentId: input.parentId, position: await nextPosition(tx, input.parentId) })
      .returning();
    await recordAudit(tx, staff, { action: 'category.create', entity: 'category', entityId: row!.id, before: null, after: snapshot(row!) });
    await announceCatalogChange(tx);
    return row!.id;
  });
}

/** Rename and/or move under another parent (last among its new siblings). */
export async function updateCategory(db: Db, staff: StaffUserRow, id: number, input: CategoryInput): Promise<void> {
  const name = nameOf(input);
  await db.transaction(async (tx) => {
    await lockTree(tx);
    const before = await lockCategory(tx, id);
    const moving = before.parentId !== input.parentId;
    if (moving) {
      await checkParent(tx, input.parentId, id);
      if (input.parentId !== null && (await childCount(tx, id)) > 0) throw new HttpError(400, ADMIN_MESSAGES.categoryTwoLevels);
    }
    const position = moving ? await nextPosition(tx, input.parentId) : before.position;
    const [after] = await tx.update(menuItems).set({ name, parentId: input.parentId, position }).where(eq(menuItems.id, id)).returning();
    if (name !== before.name) {
      const filed = await tx.select({ id: products.id, name: products.name, attributes: products.attributes }).from(products).where(eq(products.categoryId, id));
      for (const product of filed) {
        await tx.update(products).set({ searchText: productSearchText(product.name, name, Object.values(product.attributes)) }).where(eq(products.id, product.id));
      }
    }
    await recordAudit(tx, staff, { action: 'category.update', entity: 'category', entityId: id, before: snapshot(before), after: snapshot(after!) });
    await announceCatalogChange(tx);
  });
}

/** One level in a new order: exactly the categories there now, each once. */
export async function orderCategories(db: Db, staff: StaffUserRow, input: CategoryOrder): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTree(tx);
    const level = await tx.select({ id: menuItems.id }).from(menuItems).where(sameLevel(input.parentId)).orderBy(asc(menuItems.position), asc(menuItems.id));
    const current = level.map((row) => row.id);
    const wanted = new Set(input.ids);
    if (wanted.size !== input.ids.length || current.length !== input.ids.length || current.some((id) => !wanted.has(id))) {
      throw new HttpError(400, ADMIN_MESSAGES.categoryOrderMismatch);
    }
    for (const [position, id] of input.ids.entries()) await tx.update(menuItems).set({ position }).where(eq(menuItems.id, id));
    await recordAudit(tx, staff, { action: 'category.order', entity: 'category', entityId: input.parentId ?? 'top', before: { ids: current }, after: { ids: input.ids } });
    await announceCatalogChange(tx);
  });
}

/** Only an empty category goes: no children, no products (a product always has a category). */
export async function removeCategory(db: Db, staff: StaffUserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTree(tx);
    const before = await lockCategory(tx, id);
    const children = await childCount(tx, id);
    if (children > 0) throw new HttpError(409, ADMIN_MESSAGES.categoryHasChildren(children));
    const [filed] = await tx.select({ n: count() }).from(products).where(and(eq(products.categoryId, id)));
    if ((filed?.n ?? 0) > 0) throw new HttpError(409, ADMIN_MESSAGES.categoryHasProducts(filed!.n));
    await tx.delete(menuItems).where(eq(menuItems.id, id));
    await recordAudit(tx, staff, { action: 'category.remove', entity: 'category', entityId: id, before: snapshot(before), after: null });
    await announceCatalogChange(tx);
  });
}

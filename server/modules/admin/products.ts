/**
 * Products as staff edit them: drafts and published ones, searched by name or link. A new product is a draft; it is
 * published only when the shared rule (core/rules/product-draft.ts) finds nothing missing. Every write locks
 * the product row, records the audit entry (the fields that changed, before → after) and announces the catalogue
 * change in the same transaction.
 */
import { applySizes, sizesFromStock } from '../stock/edit-sizes';
import { sizesByProduct, type SizeStock } from '../stock/sizes';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { menuItems, productImages, products, type ProductRow, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { escapeLike } from '../../shared/escape-like';
import { productSearchText } from '../../shared/search-text';
import { announceCatalogChange } from '../catalog/changes';
import { loadCategoryTree } from '../catalog/categories';
import type { AdminProduct, AdminProductList, AdminProductQuery, CategoryOption, ProductInput, ProductUpdate } from '../../../core/contracts/admin-catalog';
import { draftProblems, linkFromName, publishProblems } from '../../../core/rules/product-draft';
import { recordAudit } from './audit';
import { ADMIN_MESSAGES } from './messages';

const EDITABLE = [
  'name',
  'description',
  'categoryId',
  'type',
  'originalPrice',
  'salePrice',
  'originalRentalPrice',
  'rentalPrice',
  'membershipRentalPrice',
  'depositPrice',
  'stock',
  'attributes',
  'published',
] as const;
type Editable = (typeof EDITABLE)[number];

/** A product's first photo, correlated to the query's `products` row. */
export const firstImageKey = sql<string | null>`(select ${productImages.key} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`;

export async function listAdminProducts(db: Db, query: AdminProductQuery): Promise<AdminProductList> {
  const page = query['pagination.page'];
  const limit = query['pagination.limit'];
  const q = query.q?.trim();
  const search: SQL[] = q ? [or(ilike(products.name, `%${escapeLike(q)}%`), ilike(products.link, `%${escapeLike(q)}%`))!] : [];
  const state = query.filter === 'published' ? [eq(products.published, true)] : query.filter === 'draft' ? [eq(products.published, false)] : [];
  const where = and(...search, ...state);
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        id: products.id,
        link: products.link,
        name: products.name,
        type: products.type,
        categoryName: menuItems.name,
        rentalPrice: products.rentalPrice,
        salePrice: products.salePrice,
        depositPrice: products.depositPrice,
        stock: products.stock,
        published: products.published,
        updatedAt: products.updatedAt,
        imageKey: firstImageKey,
      })
      .from(products)
      .innerJoin(menuItems, eq(menuItems.id, products.categoryId))
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({
        all: count(),
        published: sql<number>`count(*) filter (where ${products.published})`.mapWith(Number),
        draft: sql<number>`count(*) filter (where not ${products.published})`.mapWith(Number),
      })
      .from(products)
      .where(and(...search)),
  ]);
  const total = query.filter === 'published' ? counts?.published : query.filter === 'draft' ? counts?.draft : counts?.all;
  return {
    items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    pagination: { page, limit, total: total ?? 0 },
    counts: { all: counts?.all ?? 0, published: counts?.published ?? 0, draft: counts?.draft ?? 0 },
  };
}

function toAdminProduct(row: ProductRow, images: AdminProduct['images'], sizes: readonly SizeStock[]): AdminProduct {
  return {
    id: row.id,
    link: row.link,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    type: row.type,
    originalPrice: row.originalPrice,
    salePrice: row.salePrice,
    originalRentalPrice: row.originalRentalPrice,
    rentalPrice: row.rentalPrice,
    membershipRentalPrice: row.membershipRentalPrice,
    depositPrice: row.depositPrice,
    stock: row.stock,
    sizes: sizes.map((size) => ({ id: size.id, name: size.name, units: size.stock })),
    attributes: row.attributes,
    published: row.published,
    images,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function productImagesOf(db: DbOrTx, productId: number): Promise<AdminProduct['images']> {
  return db
    .select({ id: productImages.id, key: productImages.key, uploaded: productImages.uploaded })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

export async function adminProduct(db: Db, id: number): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.productNotFound);
  return toAdminProduct(row, await productImagesOf(db, id), (await sizesByProduct(db, [id])).get(id) ?? []);
}

/** The product row, locked for the rest of the transaction; 404 when there is none. */
export async function lockProduct(tx: DbOrTx, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.productNotFound);
  return row;
}

async function categoryName(tx: DbOrTx, categoryId: number): Promise<string> {
  const [row] = await tx.select({ name: menuItems.name }).from(menuItems).where(eq(menuItems.id, categoryId));
  if (!row) throw new HttpError(400, ADMIN_MESSAGES.categoryNotFound);
  return row.name;
}

function refuse(status: number, problems: string[]): void {
  if (problems.length > 0) throw new HttpError(status, problems.join('. '));
}

/** The name's link, or the first of "<link>-2", "<link>-3"… that no product has. */
async function freeLink(tx: DbOrTx, name: string): Promise<string> {
  const base = linkFromName(name) || 'san-pham';
  const taken = await tx
    .select({ link: products.link })
    .from(products)
    .where(or(eq(products.link, base), sql`${products.link} ~ ${`^${base}-[0-9]+$`}`));
  const used = new Set(taken.map((row) => row.link));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const searchTextOf = (input: ProductInput, category: string) => productSearchText(input.name, category, Object.values(input.attributes));

function trimmed(input: ProductInput): ProductInput {
  const attributes = Object.fromEntries(Object.entries(input.attributes).map(([name, value]) => [name, value.trim()])) as ProductInput['attributes'];
  // With sizes, the product's stock is their units' sum.
  const stock = input.sizes ? input.sizes.reduce((sum, size) => sum + size.units, 0) : input.stock;
  return { ...input, stock, name: input.name.trim(), description: input.description.trim(), attributes };
}

/** The product's sizes as the form asks (or as its single stock means); returns whether they changed. */
async function saveSizes(tx: DbOrTx, productId: number, input: ProductInput): Promise<boolean> {
  const wanted = input.sizes ?? (await sizesFromStock(tx, productId, input.stock, input.attributes.size));
  return wanted ? applySizes(tx, productId, wanted) : false;
}

const sizesSnapshot = async (tx: DbOrTx, productId: number) =>
  ((await sizesByProduct(tx, [productId])).get(productId) ?? []).map((size) => `${size.name}: ${size.stock}`).join(', ');

export async function createProduct(db: Db, staff: StaffUserRow, raw: ProductInput): Promise<number> {
  const input = trimmed(raw);
  refuse(400, draftProblems(input));
  return db.transaction(async (tx) => {
    const category = await categoryName(tx, input.categoryId);
    // Two products named alike at once: the second waits for the first's link.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('storefront:product-link'))`);
    const link = await freeLink(tx, input.name);
    const { sizes: _sizes, ...fields } = input;
    const [row] = await tx
      .insert(products)
      .values({ ...fields, link, published: false, searchText: searchTextOf(input, category) })
      .returning();
    await saveSizes(tx, row!.id, input);
    await recordAudit(tx, staff, { action: 'product.create', entity: 'product', entityId: row!.id, after: { ...pick(row!, EDITABLE), sizes: await sizesSnapshot(tx, row!.id) } });
    await announceCatalogChange(tx);
    return row!.id;
  });
}

function pick(row: ProductRow, fields: readonly Editable[]): Partial<ProductRow> {
  return Object.fromEntries(fields.map((field) => [field, row[field]]));
}

/** Attribute objects compare by their values: PostgreSQL's jsonb keeps its own key order. */
function same(a: unknown, b: unknown): boolean {
  const stable = (value: unknown) =>
    value && typeof value === 'object' ? JSON.stringify(Object.entries(value).sort(([x], [y]) => x.localeCompare(y))) : JSON.stringify(value);
  return stable(a) === stable(b);
}

export async function updateProduct(db: Db, staff: StaffUserRow, id: number, raw: ProductUpdate): Promise<void> {
  const { published, ...fields } = raw;
  const input = trimmed(fields);
  refuse(400, draftProblems(input));
  await db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const category = await categoryName(tx, input.categoryId);
    if (published) refuse(409, publishProblems(input, (await productImagesOf(tx, id)).length));
    const sizesBefore = await sizesSnapshot(tx, id);
    const sizesChanged = await saveSizes(tx, id, input);
    const { sizes: _sizes, ...fields } = input;
    const next = { ...fields, published };
    const changed = EDITABLE.filter((field) => field !== 'stock' && !same(before[field], next[field]));
    if (changed.length === 0 && !sizesChanged) return;
    const [after] = await tx
      .update(products)
      .set({ ...fields, stock: sql`${products.stock}`, published, searchText: searchTextOf(input, category), updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    const sizeDiff = sizesChanged ? { before: { sizes: sizesBefore }, after: { sizes: await sizesSnapshot(tx, id) } } : { before: {}, after: {} };
    await recordAudit(tx, staff, {
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: { ...pick(before, changed), ...sizeDiff.before },
      after: { ...pick(after!, changed), ...sizeDiff.after },
    });
    await announceCatalogChange(tx);
  });
}

/** The back-office form's choices: every category with its path ("Trang phục › Áo dài"), leaves only. */
export async function categoryOptions(db: Db): Promise<CategoryOption[]> {
  const tree = await loadCategoryTree(db);
  const parents = new Set(tree.nodes.map((node) => node.parentId).filter((id): id is number => id !== null));
  return tree.nodes
    .filter((node) => !parents.has(node.id))
    .map((node) => ({ id: node.id, link: node.link, name: node.name, path: tree.trail(node.id).map((step) => step.name).join(' › ') }))
    .sort((a, b) => a.path.localeCompare(b.path, 'vi'));
}

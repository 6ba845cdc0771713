/**
 * What the product page shows beside the size choice: the reviews' size advice (core/rules/size-advice.ts) and the
 * size guide of the product's category — or of its parent category when its own has none. One product at a time for
 * the detail API; every product at once for the snapshot.
 */
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews, sizeGuides, visibleReview, type SizeGuideRow } from '../../db/schema';
import type { CategoryTree } from './categories';
import { sizeAdvice } from '../../../core/rules/size-advice';
import type { SizeAdvice } from '../../../core/contracts/review';
import type { SizeGuide } from '../../../core/contracts/size-guide';

const facts = { productId: reviews.productId, sizeWorn: reviews.sizeWorn, heightCm: reviews.heightCm, fit: reviews.fit };
const saysSomething = or(isNotNull(reviews.fit), isNotNull(reviews.heightCm));

export async function productSizeAdvice(db: Db, productId: number): Promise<SizeAdvice | null> {
  const rows = await db.select(facts).from(reviews).where(and(eq(reviews.productId, productId), visibleReview, saysSomething));
  return sizeAdvice(rows);
}

export async function allSizeAdvice(db: Db): Promise<Map<number, SizeAdvice>> {
  const rows = await db.select(facts).from(reviews).where(and(visibleReview, saysSomething));
  const byProduct = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  const out = new Map<number, SizeAdvice>();
  for (const [productId, list] of byProduct) {
    const advice = sizeAdvice(list);
    if (advice) out.set(productId, advice);
  }
  return out;
}

/** The category's own guide, else its parent's (the menu has two levels). */
export function guideFor(tree: CategoryTree, guides: ReadonlyMap<number, SizeGuideRow>, categoryId: number): SizeGuide | null {
  const node = tree.byId.get(categoryId);
  const own = guides.get(categoryId);
  const row = own ?? (node?.parentId != null ? guides.get(node.parentId) : undefined);
  if (!row) return null;
  return { categoryName: tree.byId.get(row.categoryId)?.name ?? '', columns: row.columns, rows: row.rows };
}

export async function categorySizeGuide(db: Db, tree: CategoryTree, categoryId: number): Promise<SizeGuide | null> {
  const parentId = tree.byId.get(categoryId)?.parentId;
  const ids = parentId != null ? [categoryId, parentId] : [categoryId];
  const rows = await db.select().from(sizeGuides).where(inArray(sizeGuides.categoryId, ids));
  return guideFor(tree, new Map(rows.map((row) => [row.categoryId, row])), categoryId);
}

export async function allSizeGuides(db: Db): Promise<Map<number, SizeGuideRow>> {
  const rows = await db.select().from(sizeGuides);
  return new Map(rows.map((row) => [row.categoryId, row]));
}

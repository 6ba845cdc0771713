/** A product's sizes and the units each holds (active units are the size's stock). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productSizes, productUnits, products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { STOCK_MESSAGES } from './messages';

export interface SizeStock {
  id: number;
  productId: number;
  name: string;
  position: number;
  /** Active units: those the shop can rent or sell. */
  stock: number;
}

/** SQL: the active units of the size joined as `product_sizes`. */
export const activeUnitCount = sql<number>`(select count(*)::int from product_units u where u.size_id = "product_sizes"."id" and u.status = 'active')`;

const sizeColumns = { id: productSizes.id, productId: productSizes.productId, name: productSizes.name, position: productSizes.position, stock: activeUnitCount };

/** Each product's sizes in their order. */
export async function sizesByProduct(db: DbOrTx, productIds: readonly number[]): Promise<Map<number, SizeStock[]>> {
  const bySize = new Map<number, SizeStock[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return bySize;
  const rows = await db
    .select(sizeColumns)
    .from(productSizes)
    .where(inArray(productSizes.productId, [...new Set(productIds)]))
    .orderBy(asc(productSizes.productId), asc(productSizes.position), asc(productSizes.id));
  for (const row of rows) bySize.get(row.productId)?.push(row);
  return bySize;
}

/** Every size of every product, by product (the build's snapshot): one grouped query. */
export async function allSizesByProduct(db: DbOrTx): Promise<Map<number, SizeStock[]>> {
  const rows = await db
    .select({
      id: productSizes.id,
      productId: productSizes.productId,
      name: productSizes.name,
      position: productSizes.position,
      stock: sql<number>`count(${productUnits.id}) filter (where ${productUnits.status} = 'active')`.mapWith(Number),
    })
    .from(productSizes)
    .leftJoin(productUnits, eq(productUnits.sizeId, productSizes.id))
    .groupBy(productSizes.id)
    .orderBy(asc(productSizes.productId), asc(productSizes.position), asc(productSizes.id));
  const byProduct = new Map<number, SizeStock[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

/** The detail's shape of a size. */
export const toProductSize = (size: SizeStock) => ({ id: size.id, name: size.name, units: size.stock });

export async function sizeById(db: DbOrTx, sizeId: number): Promise<SizeStock | undefined> {
  const [row] = await db.select(sizeColumns).from(productSizes).where(eq(productSizes.id, sizeId));
  return row;
}

/**
 * The size a cart call means: the one named (404 unless it is the product's), or the product's only size when the
 * call names none (an older client); a product with several sizes needs one named (400).
 */
export async function resolveSize(db: DbOrTx, productId: number, sizeId: number | null | undefined): Promise<SizeStock> {
  if (sizeId !== undefined && sizeId !== null) {
    const [row] = await db.select(sizeColumns).from(productSizes).where(and(eq(productSizes.id, sizeId), eq(productSizes.productId, productId)));
    if (!row) throw new HttpError(404, STOCK_MESSAGES.sizeNotFound);
    return row;
  }
  const sizes = (await sizesByProduct(db, [productId])).get(productId) ?? [];
  if (sizes.length === 1) return sizes[0]!;
  if (sizes.length === 0) throw new HttpError(409, STOCK_MESSAGES.noSizes);
  throw new HttpError(400, STOCK_MESSAGES.sizeRequired);
}

/** Keeps `products.stock` (cards, listings) equal to the product's active units. */
export async function syncProductStock(tx: DbOrTx, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({
      stock: sql`(select count(*)::int from product_units u join product_sizes s on s.id = u.size_id where s.product_id = ${productId} and u.status = 'active')`,
    })
    .where(eq(products.id, productId));
}

/** Adds `count` new active units (fresh codes) to a size. */
export async function addUnits(tx: DbOrTx, sizeId: number, count: number): Promise<void> {
  if (count <= 0) return;
  await tx.insert(productUnits).values(Array.from({ length: count }, () => ({ sizeId })));
}

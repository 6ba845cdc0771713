/**
 * Lines staff give for a counter or phone order (product, size, rent days or sale, quantity), read as the shopper's
 * cart lines are read, so both go through the same placing, pricing and availability (./place-order.ts).
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuItems, productSizes, products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { firstImageKeys, type OrderableLine } from '../cart/dto';
import { checkLineShape } from '../cart/line-check';
import { STOCK_MESSAGES } from '../stock/messages';
import { activeUnitCount } from '../stock/sizes';
import type { CounterLine } from '../../../core/contracts/counter';

/** The lines in the given order; 404 for a size that is not the product's, 400 for dates that do not suit the mode. */
export async function givenLines(db: DbOrTx, lines: readonly CounterLine[], today: string): Promise<OrderableLine[]> {
  const sizeIds = [...new Set(lines.map((line) => line.sizeId))];
  const rows = await db
    .select({
      product: products,
      size: { id: productSizes.id, productId: productSizes.productId, name: productSizes.name, position: productSizes.position, stock: activeUnitCount },
      categoryLink: menuItems.link,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .innerJoin(menuItems, eq(menuItems.id, products.categoryId))
    .where(inArray(productSizes.id, sizeIds));
  const bySize = new Map(rows.map((row) => [row.size.id, row]));
  const keys = await firstImageKeys(db, rows.map((row) => row.product.id));
  return lines.map((line) => {
    const row = bySize.get(line.sizeId);
    if (!row || row.product.id !== line.productId) throw new HttpError(404, STOCK_MESSAGES.sizeNotFound);
    const dates = checkLineShape(row.product, line.mode, line.dateFrom, line.dateTo, today);
    return {
      item: { mode: line.mode, quantity: line.quantity, ...dates },
      product: row.product,
      size: row.size,
      imageKey: keys.get(row.product.id) ?? `p/${row.product.link}/1`,
      categoryLink: row.categoryLink,
    };
  });
}

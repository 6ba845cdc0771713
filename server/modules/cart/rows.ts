/** Rows the cart's writes start from: the published product, and the shopper's row locked. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { CART_MESSAGES } from './messages';

export async function findProduct(db: DbOrTx, productId: number) {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  // A draft or a withdrawn product is not for shoppers.
  if (!product?.published) throw new HttpError(404, CART_MESSAGES.productNotFound);
  return product;
}

/** Serialises one shopper's cart changes (two adds of the same line cannot both insert). */
export async function lockCustomer(tx: DbOrTx, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

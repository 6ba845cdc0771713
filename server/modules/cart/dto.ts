/** CartItem and Cart (docs/orders-api.md): the line, the product's unit prices now, the server's own price and any problem. */
import type { DbOrTx } from '../../db/client';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { cartItems, menuItems, productImages, productSizes, products, type CartItemRow, type ProductRow } from '../../db/schema';
import { activeUnitCount, type SizeStock } from '../stock/sizes';
import type { LinePrice, MembershipTerms } from '../../../core/contracts/cart';
import { priceLine } from '../../../core/rules/pricing';
import { priceBackupLine } from '../../../core/rules/backup-size';
import { shopBackupFee } from './backup-fee';
import type { CartItem } from '../../../core/contracts/cart';


/** What a line asks for: rent (with its days) or buy, how many. A cart line's row, or a line staff give at the counter. */
export interface LineChoice {
  mode: CartItemRow['mode'];
  quantity: number;
  dateFrom: string | null;
  dateTo: string | null;
  /** A cart line's id, and the main line a back-up size line belongs to (counter lines have neither). */
  id?: number;
  backupOfItemId?: number | null;
}

/** A line an order can be priced and placed from: the choice, its product and size (with stock), first image. */
export interface OrderableLine {
  item: LineChoice;
  product: ProductRow;
  size: SizeStock;
  imageKey: string;
  categoryLink: string;
}

export interface CartLine extends OrderableLine {
  item: CartItemRow;
}

/** The shopper's lines (all, or those of `ids`), newest first, each with its product and first image. */
export async function loadCartLines(db: DbOrTx, customerId: number, ids?: readonly number[]): Promise<CartLine[]> {
  if (ids?.length === 0) return [];
  return selectLines(db, [eq(cartItems.customerId, customerId), ...(ids ? [inArray(cartItems.id, [...ids])] : [])]);
}

/** The shopper's lines of `ids` and the back-up size lines of any of them, in one query. */
export async function loadLinesWithBackups(db: DbOrTx, customerId: number, ids: readonly number[]): Promise<CartLine[]> {
  if (ids.length === 0) return [];
  return selectLines(db, [eq(cartItems.customerId, customerId), or(inArray(cartItems.id, [...ids]), inArray(cartItems.backupOfItemId, [...ids]))!]);
}

/** A product's first picture (by position), in the same query as its line. */
const firstImageKey = sql<string | null>`(select ${productImages.key} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`;

async function selectLines(db: DbOrTx, where: SQL[]): Promise<CartLine[]> {
  const rows = await db
    .select({
      item: cartItems,
      product: products,
      size: { id: productSizes.id, productId: productSizes.productId, name: productSizes.name, position: productSizes.position, stock: activeUnitCount },
      categoryLink: menuItems.link,
      imageKey: firstImageKey,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productSizes, eq(productSizes.id, cartItems.sizeId))
    .innerJoin(menuItems, eq(menuItems.id, products.categoryId))
    .where(and(...where))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  return rows.map((row) => ({ ...row, imageKey: row.imageKey ?? `p/${row.product.link}/1` }));
}

export async function firstImageKeys(db: DbOrTx, productIds: readonly number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: productImages.productId, key: productImages.key, position: productImages.position })
    .from(productImages)
    .where(inArray(productImages.productId, [...new Set(productIds)]))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  const keys = new Map<number, string>();
  for (const row of rows) if (!keys.has(row.productId)) keys.set(row.productId, row.key);
  return keys;
}

/** A line's amounts by the shared rules: a back-up size line by the shop's back-up fee, any other by priceLine. */
export function priceOf(line: OrderableLine, membership: MembershipTerms | null): LinePrice {
  const { item, product } = line;
  if (item.backupOfItemId != null && item.dateFrom && item.dateTo) return priceBackupLine(product, { dateFrom: item.dateFrom, dateTo: item.dateTo }, shopBackupFee());
  return priceLine(product, { mode: item.mode, quantity: item.quantity, dateFrom: item.dateFrom, dateTo: item.dateTo }, membership);
}

export function toCartItemDto(line: CartLine, membership: MembershipTerms | null, problem: string | null): CartItem {
  const { item, product, size } = line;
  return {
    id: item.id,
    productId: product.id,
    sizeId: size.id,
    sizeName: size.name,
    mode: item.mode,
    quantities: item.quantity,
    dateFrom: item.dateFrom,
    dateTo: item.dateTo,
    originalPrice: product.originalPrice,
    salePrice: product.salePrice,
    originalRentalPrice: product.originalRentalPrice,
    rentalPrice: product.rentalPrice,
    depositPrice: product.depositPrice,
    membershipRentalPrice: product.membershipRentalPrice,
    product: { id: product.id, name: product.name, link: product.link, imageKey: line.imageKey, type: product.type, stock: size.stock, categoryId: product.categoryId, categoryLink: line.categoryLink },
    line: priceOf(line, membership),
    problem,
    ...(item.backupOfItemId !== null ? { backupOf: item.backupOfItemId } : {}),
  };
}

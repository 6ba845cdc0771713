/** What the back-office's stock screen reads: products found by name, a product's sizes and units, a unit's history. */
import { and, asc, desc, eq, gte, inArray, like, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customers, orderItemUnits, orderItems, orders, productSizes, productUnits, products, returnPhotos, unitBlocks } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { escapeLike } from '../../shared/escape-like';
import { searchWords } from '../../shared/search-text';
import type { FreeUnits, StockProduct, StockProductList, UnitHistory } from '../../../core/contracts/stock';
import { todayInVietnam } from '../../../core/rules/rental-dates';
import { STOCK_MESSAGES } from './messages';
import { blockShape, unitsFor, whereabouts } from './where';

/** Products whose name (or category, attributes) has every word typed, accents or not ("ao dai" finds "Áo dài"). */
export async function searchStockProducts(db: Db, q: string | undefined): Promise<StockProductList> {
  const words = searchWords(q ?? '');
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sizes: sql<number>`(select count(*)::int from product_sizes s where s.product_id = "products"."id")`,
      units: sql<number>`(select count(*)::int from product_units u join product_sizes s on s.id = u.size_id where s.product_id = "products"."id" and u.status = 'active')`,
    })
    .from(products)
    .where(and(...words.map((word) => like(sql`(' ' || ${products.searchText})`, `% ${escapeLike(word)}%`))))
    .orderBy(asc(products.name), asc(products.id))
    .limit(30);
  return { items: rows.map((row) => ({ ...row, sizes: Number(row.sizes), units: Number(row.units) })) };
}

export async function stockProduct(db: DbOrTx, productId: number, today: string = todayInVietnam()): Promise<StockProduct> {
  const [product] = await db.select({ id: products.id, name: products.name, link: products.link }).from(products).where(eq(products.id, productId));
  if (!product) throw new HttpError(404, STOCK_MESSAGES.productNotFound);
  const sizes = await db.select().from(productSizes).where(eq(productSizes.productId, productId)).orderBy(asc(productSizes.position), asc(productSizes.id));
  const units = sizes.length
    ? await db
        .select()
        .from(productUnits)
        .where(inArray(productUnits.sizeId, sizes.map((size) => size.id)))
        .orderBy(asc(productUnits.code))
    : [];
  const [where, blocks] = await Promise.all([
    whereabouts(db, units, today),
    units.length
      ? db
          .select()
          .from(unitBlocks)
          .where(and(inArray(unitBlocks.unitId, units.map((unit) => unit.id)), gte(unitBlocks.dateTo, today)))
          .orderBy(asc(unitBlocks.dateFrom))
      : Promise.resolve([]),
  ]);
  return {
    ...product,
    sizes: sizes.map((size) => ({
      id: size.id,
      name: size.name,
      units: units
        .filter((unit) => unit.sizeId === size.id)
        .map((unit) => ({
          id: unit.id,
          code: unit.code,
          status: unit.status,
          note: unit.note,
          where: where.get(unit.id)!,
          blocks: blocks.filter((block) => block.unitId === unit.id).map(blockShape),
        })),
    })),
  };
}

export async function unitHistory(db: Db, unitId: number, today: string = todayInVietnam()): Promise<UnitHistory> {
  const [unit] = await db
    .select({ unit: productUnits, sizeName: productSizes.name, productId: products.id, productName: products.name })
    .from(productUnits)
    .innerJoin(productSizes, eq(productSizes.id, productUnits.sizeId))
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(eq(productUnits.id, unitId));
  if (!unit) throw new HttpError(404, STOCK_MESSAGES.unitNotFound);
  const [where, lines, blocks] = await Promise.all([
    whereabouts(db, [unit.unit], today),
    db
      .select({
        orderId: orders.id,
        orderCode: orders.code,
        itemId: orderItems.id,
        customerName: customers.fullName,
        dateFrom: orderItems.dateFrom,
        dateTo: orderItems.dateTo,
        state: orderItems.rentalState,
        returnedOn: orderItems.returnedOn,
        condition: orderItems.returnCondition,
        returnNote: orderItems.returnNote,
        damageCharge: orderItems.damageCharge,
      })
      .from(orderItemUnits)
      .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(eq(orderItemUnits.unitId, unitId), eq(orderItems.mode, 'rent')))
      .orderBy(desc(orderItems.dateFrom), desc(orderItems.id)),
    db.select().from(unitBlocks).where(eq(unitBlocks.unitId, unitId)).orderBy(desc(unitBlocks.dateFrom), desc(unitBlocks.id)),
  ]);
  const photos = lines.length
    ? await db
        .select({ id: returnPhotos.id, itemId: returnPhotos.orderItemId })
        .from(returnPhotos)
        .where(inArray(returnPhotos.orderItemId, lines.map((line) => line.itemId)))
        .orderBy(asc(returnPhotos.id))
    : [];
  const { unit: row } = unit;
  return {
    unit: { id: row.id, code: row.code, status: row.status, note: row.note, productId: unit.productId, productName: unit.productName, sizeId: row.sizeId, sizeName: unit.sizeName, where: where.get(row.id)! },
    rentals: lines.flatMap((line) =>
      line.dateFrom && line.dateTo && line.state
        ? [{ ...line, dateFrom: line.dateFrom, dateTo: line.dateTo, state: line.state, photoIds: photos.filter((photo) => photo.itemId === line.itemId).map((photo) => photo.id) }]
        : [],
    ),
    blocks: blocks.map(blockShape),
  };
}

/** The units free for a rental line's whole window (hand-over's list to pick from). */
export async function freeUnitsForLine(db: Db, orderId: number, itemId: number): Promise<FreeUnits> {
  const [line] = await db
    .select({ id: orderItems.id, sizeId: orderItems.sizeId, sizeName: orderItems.sizeName, productName: orderItems.productName, quantity: orderItems.quantity, dateFrom: orderItems.dateFrom, dateTo: orderItems.dateTo, mode: orderItems.mode })
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  if (!line) throw new HttpError(404, STOCK_MESSAGES.lineNotFound);
  if (line.mode !== 'rent' || !line.dateFrom || !line.dateTo) throw new HttpError(409, STOCK_MESSAGES.notRentalLine);
  const { free, busy } = await unitsFor(db, { ...line, dateFrom: line.dateFrom, dateTo: line.dateTo });
  return { productName: line.productName, sizeName: line.sizeName, quantity: line.quantity, units: free, busy };
}

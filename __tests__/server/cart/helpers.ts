/** Cart and order API tests: a shop server, products made to measure, membership, addresses, days. */
import { eq } from 'drizzle-orm';
import { addresses, customers, membershipPackages, menuItems, orderItems, orders, productSizes, productUnits, products, type ProductTypeValue } from '../../../server/db/schema';
import { addDays, todayInVietnam } from '../../../core/rules/rental-dates';
import { startAccountsServer, type AccountsServer, type Shopper } from '../accounts/helpers';

export { newShopper, expectVietnameseError, type Shopper } from '../accounts/helpers';

/** A shop server over a fresh database with a small catalogue and the payment sandbox; `env` is set while it starts. */
export async function startShopServer(env: Record<string, string> = {}): Promise<AccountsServer> {
  const saved: Record<string, string | undefined> = {};
  const all = { SEED_PRODUCTS: '6', ORDER_SWEEP_INTERVAL_SECONDS: '0', PAYMENT_SANDBOX: 'on', ...env };
  for (const [key, value] of Object.entries(all)) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  try {
    return await startAccountsServer();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** Today + n days (Vietnam calendar). */
export const day = (n: number) => addDays(todayInVietnam(), n);

let productCounter = 0;

export interface ProductFields {
  type?: ProductTypeValue;
  stock?: number;
  rentalPrice?: number;
  salePrice?: number;
  depositPrice?: number;
  membershipRentalPrice?: number;
  name?: string;
  /** The first category when absent. */
  categoryId?: number;
  /** The design's sizes and units; one "Free size" holding `stock` units when absent. */
  sizes?: Array<{ name: string; units: number }>;
}

/** Inserts a product with exactly these prices and stock. */
export async function makeProduct(server: AccountsServer, fields: ProductFields = {}) {
  const { db } = server.database;
  const [category] = await db.select({ id: menuItems.id }).from(menuItems).limit(1);
  productCounter += 1;
  const link = `san-pham-thu-${process.pid}-${productCounter}-${Date.now().toString(36)}`;
  const [row] = await db
    .insert(products)
    .values({
      link,
      name: fields.name ?? `Áo dài thử nghiệm ${productCounter}`,
      categoryId: fields.categoryId ?? category!.id,
      type: fields.type ?? 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE',
      originalPrice: (fields.salePrice ?? 800_000) + 100_000,
      salePrice: fields.salePrice ?? 800_000,
      originalRentalPrice: (fields.rentalPrice ?? 200_000) + 50_000,
      rentalPrice: fields.rentalPrice ?? 200_000,
      membershipRentalPrice: fields.membershipRentalPrice ?? 0,
      depositPrice: fields.depositPrice ?? 100_000,
      stock: fields.stock ?? 1,
      attributes: { size: 'M', colour: 'Đỏ', style: 'Truyền thống', occasion: 'Cưới hỏi', material: 'Lụa' },
    })
    .returning();
  const sizes = fields.sizes ?? [{ name: 'Free size', units: fields.stock ?? 1 }];
  const sizeRows: Array<{ id: number; name: string }> = [];
  for (const [position, size] of sizes.entries()) {
    const [sizeRow] = await db.insert(productSizes).values({ productId: row!.id, name: size.name, position }).returning({ id: productSizes.id, name: productSizes.name });
    if (size.units > 0) await db.insert(productUnits).values(Array.from({ length: size.units }, () => ({ sizeId: sizeRow!.id })));
    sizeRows.push(sizeRow!);
  }
  const stock = sizes.reduce((sum, size) => sum + size.units, 0);
  await db.update(products).set({ stock }).where(eq(products.id, row!.id));
  return { ...row!, stock, sizes: sizeRows };
}

export async function productStock(server: AccountsServer, productId: number): Promise<number> {
  const [row] = await server.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

let packageCounter = 0;

/** Gives the customer a running membership package. */
export async function giveMembership(
  server: AccountsServer,
  customerId: number,
  terms: { percentDiscount: number; extendDay?: number; isFreeFirstOrder?: boolean },
): Promise<void> {
  const { db } = server.database;
  packageCounter += 1;
  const [pkg] = await db
    .insert(membershipPackages)
    .values({
      name: `Gói thử ${process.pid}-${packageCounter}-${Date.now().toString(36)}`,
      type: 'TEST',
      color: '#aa0000',
      percentDiscount: terms.percentDiscount,
      extendDay: terms.extendDay ?? 0,
      isFreeFirstOrder: terms.isFreeFirstOrder ?? false,
      price: 100_000,
      durationDays: 30,
    })
    .returning();
  await db
    .update(customers)
    .set({ membershipPackageId: pkg!.id, membershipStartedAt: new Date(Date.now() - 60_000), membershipExpiredAt: new Date(Date.now() + 30 * 86_400_000), isUsedFreeFirstOrder: false })
    .where(eq(customers.id, customerId));
}

/** Adds an address to the customer's book (straight into the database) and returns its id. */
export async function addAddress(server: AccountsServer, customerId: number): Promise<number> {
  const [row] = await server.database.db
    .insert(addresses)
    .values({
      customerId,
      type: 'ADDRESS_TYPE_HOME',
      receiverName: 'Nguyễn Thị Lan',
      receiverPhone: '0912345678',
      street: '12 Lý Thường Kiệt',
      scheme: '2025',
      cityId: '01',
      cityName: 'Thành phố Hà Nội',
      wardId: '00070',
      wardName: 'Phường Hoàn Kiếm',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  return row!.id;
}

/** Rental lines of orders that still hold units, for one product. */
export async function activeBookings(server: AccountsServer, productId: number) {
  const rows = await server.database.db
    .select({ orderId: orders.id, status: orders.status, expiresAt: orders.expiresAt, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.productId, productId));
  const now = Date.now();
  return rows.filter((row) => row.status !== 'cancelled' && !(row.status === 'not_paid' && row.expiresAt && row.expiresAt.getTime() < now));
}

export interface CartItemBody {
  id: number;
  productId: number;
  mode: 'rent' | 'sale';
  quantities: number;
  dateFrom: string | null;
  dateTo: string | null;
  line: { mode: string; days: number; extraDays: number; price: number; membershipPrice: number; deposit: number };
  problem: string | null;
  product: { id: number; name: string; stock: number };
}

export interface CartBody {
  total: number;
  items: CartItemBody[];
  membership: { percentDiscount: number; extendDay: number } | null;
}

/** Adds a rental line and returns its id (fails the test when refused). */
export async function addRent(shopper: Shopper, productId: number, dateFrom: string, dateTo: string, quantities = 1, sizeId?: number): Promise<number> {
  const reply = await shopper.post<{ item: CartItemBody }>('/v1/cart', { productId, ...(sizeId ? { sizeId } : {}), mode: 'rent', quantities, dateFrom, dateTo });
  if (reply.status !== 201) throw new Error(`add rent → ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.item.id;
}

export async function addSale(shopper: Shopper, productId: number, quantities = 1): Promise<number> {
  const reply = await shopper.post<{ item: CartItemBody }>('/v1/cart', { productId, mode: 'sale', quantities });
  if (reply.status !== 201) throw new Error(`add sale → ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.item.id;
}

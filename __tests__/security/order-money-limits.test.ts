/**
 * An order's money never overflows: money columns are bigint, and an order above MAX_ORDER_TOTAL gets a Vietnamese
 * 400 (before: 3 × 900.000.000 ₫ = 2.700.000.000 ₫ overflowed int4 and answered 500), changing nothing.
 */
import { sql } from 'drizzle-orm';
import { orders } from '../../server/db/schema';
import { MAX_ORDER_TOTAL } from '../../core/rules/order-totals';
import { addSale, expectVietnameseError, makeProduct, newShopper, productStock, startShopServer } from '../server/cart/helpers';
import type { AccountsServer } from '../server/accounts/helpers';

jest.setTimeout(60_000);

let server: AccountsServer;
beforeAll(async () => {
  server = await startShopServer();
});
afterAll(() => server.close());

const pickupCash = (cartItemIds: number[]) => ({ cartItemIds, deliveryMethod: 'pickup', paymentMethod: 'cash' });

it('every money column is bigint', async () => {
  const result = await server.database.db.execute(sql`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = current_schema() and (table_name, column_name) in (
      ('orders', 'total'), ('orders', 'amount_due'), ('orders', 'deposit_total'), ('orders', 'rental_total'), ('orders', 'sale_total'),
      ('orders', 'wallet_amount'), ('orders', 'shipping_fee'), ('order_items', 'price'), ('order_items', 'charged_price'),
      ('order_items', 'unit_price'), ('order_items', 'deposit'), ('payments', 'amount'), ('wallet_ledger', 'amount'),
      ('products', 'sale_price'), ('products', 'rental_price'), ('products', 'deposit_price'), ('membership_packages', 'price'))`);
  const rows = (result as unknown as { rows: Array<{ data_type: string }> }).rows;
  expect(rows).toHaveLength(17);
  expect(new Set(rows.map((row) => row.data_type))).toEqual(new Set(['bigint']));
});

it('an order above the maximum → 400 in Vietnamese; no order, stock and cart unchanged', async () => {
  const gown = await makeProduct(server, { stock: 5, salePrice: 900_000_000, name: 'Váy cưới đính kim cương' });
  const { shopper } = await newShopper(server);
  const lineId = await addSale(shopper, gown.id, 3);
  const before = (await server.database.db.select({ id: orders.id }).from(orders)).length;
  const message = expectVietnameseError(await shopper.post('/v1/order', pickupCash([lineId])), 400);
  expect(message).toContain('1.000.000.000 ₫');
  expect((await server.database.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  expect(await productStock(server, gown.id)).toBe(5);
  const cart = await shopper.get<{ items: Array<{ id: number }> }>('/v1/cart/cart-item/list');
  expect(cart.body.items.map((item) => item.id)).toContain(lineId);
});

it('an order at the maximum is placed and reads back exactly', async () => {
  const gown = await makeProduct(server, { stock: 2, salePrice: MAX_ORDER_TOTAL / 2 });
  const { shopper } = await newShopper(server);
  const reply = await shopper.post<{ order: { id: number; total: number } }>('/v1/order', pickupCash([await addSale(shopper, gown.id, 2)]));
  expect(reply.status).toBe(201);
  expect(reply.body.order.total).toBe(MAX_ORDER_TOTAL);
  expect((await shopper.get<{ total: number }>(`/v1/order/${reply.body.order.id}`)).body.total).toBe(MAX_ORDER_TOTAL);
});

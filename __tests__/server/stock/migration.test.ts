/**
 * Existing data meets sizes (migration 0020): each product becomes a design with one size (its size attribute, else
 * "Free size") holding its stock as units; cart and order lines point at that size and keep its name.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openDatabase, type Database } from '../../../server/db/client';
import { MIGRATIONS_FOLDER } from '../../../server/db/migrate';

let database: Database;
let before: string;

beforeAll(async () => {
  // The migrations up to 0019 only: the schema as it was before sizes.
  before = mkdtempSync(path.join(tmpdir(), 'before-sizes-'));
  cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 19);
  writeFileSync(journalPath, JSON.stringify(journal));
  database = await openDatabase({ memory: true });
});

afterAll(async () => {
  await database.close();
  rmSync(before, { recursive: true, force: true });
});

const rows = async <T,>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

test('products, cart lines and order lines of before move onto one size each, with the stock as units', async () => {
  const db = database.db as unknown as PgliteDatabase;
  await migrate(db, { migrationsFolder: before });
  await database.db.execute(sql`insert into menu_items (id, name, link, position) values (1, 'Áo dài', 'ao-dai', 1)`);
  await database.db.execute(sql`insert into products (id, link, name, category_id, type, stock, attributes) values
    (1, 'ao-dai-do', 'Áo dài đỏ', 1, 'PRODUCT_TYPE_RENTABLE', 3, '{"size":"M","colour":"Đỏ","style":"","occasion":"","material":""}'),
    (2, 'khan-lua', 'Khăn lụa', 1, 'PRODUCT_TYPE_SALABLE', 0, '{"size":"","colour":"","style":"","occasion":"","material":""}')`);
  await database.db.execute(sql`insert into users (id, email) values (1, 'lan@example.vn')`);
  await database.db.execute(sql`insert into customers (id, user_id, full_name) values (1, 1, 'Lan')`);
  await database.db.execute(sql`insert into cart_items (customer_id, product_id, mode, quantity, date_from, date_to) values (1, 1, 'rent', 1, '2030-01-10', '2030-01-12')`);
  await database.db.execute(sql`insert into orders (id, code, customer_id, status, delivery_method, payment_method, rental_total, sale_total, deposit_total, total, amount_due)
    values (1, 'DH00000001', 1, 'delivering', 'pickup', 'cash', 100000, 0, 0, 100000, 100000)`);
  await database.db.execute(sql`insert into order_items (order_id, product_id, product_name, product_link, image_key, mode, quantity, date_from, date_to, unit_price, price, charged_price, deposit, rental_state)
    values (1, 1, 'Áo dài đỏ', 'ao-dai-do', 'k', 'rent', 1, '2030-01-10', '2030-01-12', 100000, 100000, 100000, 0, 'reserved')`);

  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

  const sizes = await rows<{ product_id: number; name: string; units: number }>(
    sql`select s.product_id, s.name, (select count(*)::int from product_units u where u.size_id = s.id and u.status = 'active') as units from product_sizes s order by s.product_id`,
  );
  expect(sizes).toEqual([
    { product_id: 1, name: 'M', units: 3 },
    { product_id: 2, name: 'Free size', units: 0 },
  ]);
  const codes = await rows<{ code: string }>(sql`select code from product_units order by id`);
  expect(codes.map((row) => row.code)).toEqual(['U000001', 'U000002', 'U000003']);
  const [cart] = await rows<{ size_id: number }>(sql`select size_id from cart_items`);
  const [line] = await rows<{ size_id: number; size_name: string }>(sql`select size_id, size_name from order_items`);
  const [size] = await rows<{ id: number }>(sql`select id from product_sizes where product_id = 1`);
  expect(cart!.size_id).toBe(size!.id);
  expect(line).toEqual({ size_id: size!.id, size_name: 'M' });
});

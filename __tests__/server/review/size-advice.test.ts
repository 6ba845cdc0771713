/**
 * Size advice over HTTP: a review records the size worn, height, weight and fit (out-of-range refused in Vietnamese);
 * the product detail sums the reviews up once there are enough; staff keep a category's size guide (validated,
 * audited, for their role only) and the product detail carries it — its own category's or the parent's.
 */
import { eq } from 'drizzle-orm';
import { menuItems, orderItems, reviews } from '../../../server/db/schema';
import { day, expectVietnameseError, makeProduct, type Shopper } from '../cart/helpers';
import { startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type Staff } from '../admin/helpers';
import { paidPickupRental, rentalDates } from '../rental/helpers';
import type { ProductDetail, Reviews } from '../../../core/contracts/catalog';
import type { AdminSizeGuide } from '../../../core/contracts/size-guide';

let server: AccountsServer;
let owner: Staff;
let clerk: Staff;
let marketer: Staff;
beforeAll(async () => {
  server = await startShopServer();
  ({ owner } = await loggedInOwner(server));
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
  ({ member: marketer } = await loggedInStaff(server, owner, 'marketing'));
});
afterAll(async () => server.close());

async function returnedRental() {
  const rental = await paidPickupRental(server, clerk);
  expect((await handOverWithUnits(clerk, rental.order.id)).status).toBe(200);
  await rentalDates(server, rental.itemId, -3, -1);
  const returned = await clerk.post(`/v1/admin/orders/${rental.order.id}/items/${rental.itemId}/return`, { returnedOn: day(0), condition: 'good', damageCharge: 0, note: '', refundMethod: 'wallet' });
  if (returned.status !== 200) throw new Error(`return → ${returned.status} ${JSON.stringify(returned.body)}`);
  return rental;
}

const detailOf = async (shopper: Shopper, link: string) => (await shopper.get<ProductDetail>(`/v1/product/detail/${link}`)).body;

test('a review records size, height, weight and fit; out of range is a 400 in Vietnamese; enough reviews make advice', async () => {
  const { shopper, dress, itemId } = await returnedRental();
  const base = { orderItemId: itemId, stars: 5, text: 'Đầm đẹp', sizeWorn: 'S' };
  expect(expectVietnameseError(await shopper.post('/v1/review', { ...base, heightCm: 250 }), 400)).toBe('Chiều cao phải từ 120 đến 210 cm');
  expect(expectVietnameseError(await shopper.post('/v1/review', { ...base, heightCm: 119 }), 400)).toBe('Chiều cao phải từ 120 đến 210 cm');
  expect(expectVietnameseError(await shopper.post('/v1/review', { ...base, weightKg: 20 }), 400)).toBe('Cân nặng phải từ 30 đến 150 kg');
  expectVietnameseError(await shopper.post('/v1/review', { ...base, fit: 'huge' }), 400);
  expectVietnameseError(await shopper.post('/v1/review', { ...base, heightCm: 158.5 }), 400);
  expect((await shopper.get<Reviews>(`/v1/product/${dress.link}/reviews`)).body.rating.count).toBe(0);

  const created = await shopper.post('/v1/review', { ...base, sizeWorn: '  S ', heightCm: 156, weightKg: 47, fit: 'right' });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ sizeWorn: 'S', heightCm: 156, weightKg: 47, fit: 'right' });
  const listed = (await shopper.get<Reviews>(`/v1/product/${dress.link}/reviews`)).body;
  expect(listed.items[0]).toMatchObject({ sizeWorn: 'S', heightCm: 156, weightKg: 47, fit: 'right' });
  // One review is not enough to advise.
  expect((await detailOf(shopper, dress.link)).sizeAdvice).toBeNull();

  // Two older reviews of the same design (the shop's, no shopper) that fitted: three S at 1m56–1m59.
  await server.database.db.insert(reviews).values([
    { productId: dress.id, stars: 5, text: 'Vừa in', author: 'Mai T.', sizeWorn: 'S', heightCm: 158, fit: 'right' },
    { productId: dress.id, stars: 4, text: 'Hơi chật ngực', author: 'Hoa P.', sizeWorn: 's', heightCm: 159, fit: 'right' },
  ]);
  const advice = (await detailOf(shopper, dress.link)).sizeAdvice;
  expect(advice).toEqual({ fit: { verdict: 'right', tight: 0, right: 3, loose: 0 }, bands: [{ size: 'S', fromCm: 155, toCm: 160, count: 3 }] });

  // A hidden review counts nowhere: back under the minimum.
  const hide = await clerk.post(`/v1/admin/reviews/${(created.body as { id: number }).id}/hide`, { reason: 'Nội dung không phù hợp' });
  expect(hide.status).toBe(200);
  expect((await detailOf(shopper, dress.link)).sizeAdvice).toBeNull();
});

test('a review without the size worn records the size the line was rented in', async () => {
  const { shopper, itemId } = await returnedRental();
  const [line] = await server.database.db.select({ sizeName: orderItems.sizeName }).from(orderItems).where(eq(orderItems.id, itemId));
  expect(line!.sizeName).not.toBe('');
  const created = await shopper.post('/v1/review', { orderItemId: itemId, stars: 4, text: '', fit: 'tight' });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ sizeWorn: line!.sizeName, heightCm: null, weightKg: null, fit: 'tight' });
});

test('staff keep a category size guide: validated, audited, refused to marketing; the product detail carries it', async () => {
  const { db } = server.database;
  const [parent] = await db.select().from(menuItems).where(eq(menuItems.link, 'dam-da-hoi'));
  const [child] = await db.select().from(menuItems).where(eq(menuItems.link, 'dam-da-hoi-dang-dai'));
  const dress = await makeProduct(server, { categoryId: child!.id, name: 'Đầm dạ hội dáng dài thử' });
  const { shopper } = await paidPickupRental(server, clerk);

  // The seed gave "Đầm dạ hội" a guide; the child category uses it.
  const seeded = (await detailOf(shopper, dress.link)).sizeGuide;
  expect(seeded).toMatchObject({ categoryName: 'Đầm dạ hội', columns: expect.arrayContaining(['Ngực', 'Eo', 'Mông']) });
  expect((await clerk.get<AdminSizeGuide>(`/v1/admin/categories/${child!.id}/size-guide`)).body).toEqual({ categoryId: child!.id, categoryName: child!.name, guide: null });

  const table = {
    columns: ['Ngực', 'Eo', ' Chiều  cao (cm) '],
    rows: [
      { size: 'S', values: ['80–84', '62–66', '150–156'] },
      { size: 'M', values: ['84–88', '66–70', ''] },
    ],
  };
  const url = `/v1/admin/categories/${child!.id}/size-guide`;
  expect(expectVietnameseError(await marketer.put(url, table), 403)).toBeTruthy();
  expect(expectVietnameseError(await clerk.put(url, { ...table, rows: [...table.rows, { size: ' m ', values: ['1', '2', '3'] }] }), 400)).toBe('Size "m" bị lặp lại');
  expect(expectVietnameseError(await clerk.put(url, { ...table, rows: [{ size: 'S', values: ['80–84'] }] }), 400)).toBe('Dòng size "S" phải có đúng 3 giá trị, theo thứ tự các cột');
  expect(expectVietnameseError(await clerk.put(url, { ...table, columns: ['Ngực', 'ngực', 'Eo'] }), 400)).toBe('Cột "ngực" bị lặp lại');
  expect(expectVietnameseError(await clerk.put(url, { ...table, rows: [{ size: 'S', values: ['', ' ', ''] }] }), 400)).toBe('Dòng size "S" chưa có số đo nào');
  expectVietnameseError(await clerk.put(url, { ...table, rows: [] }), 400);
  expectVietnameseError(await clerk.put('/v1/admin/categories/999999/size-guide', table), 404);

  const saved = await clerk.put<AdminSizeGuide>(url, table);
  expect(saved.status).toBe(200);
  expect(saved.body.guide).toEqual({ columns: ['Ngực', 'Eo', 'Chiều cao (cm)'], rows: table.rows });
  expect((await clerk.get<AdminSizeGuide>(url)).body.guide).toEqual(saved.body.guide);
  expect((await detailOf(shopper, dress.link)).sizeGuide).toEqual({ categoryName: child!.name, ...saved.body.guide });
  // The parent's own guide is untouched.
  expect((await clerk.get<AdminSizeGuide>(`/v1/admin/categories/${parent!.id}/size-guide`)).body.guide?.columns).toEqual(seeded!.columns);

  const audit = await owner.get<{ items: Array<{ action: string; entityId: string }> }>(`/v1/admin/audit?entity=category&entityId=${child!.id}`);
  expect(audit.body.items.map((item) => item.action)).toContain('size-guide.create');

  expect(expectVietnameseError(await marketer.del(url), 403)).toBeTruthy();
  expect((await clerk.del<AdminSizeGuide>(url)).body.guide).toBeNull();
  expect((await detailOf(shopper, dress.link)).sizeGuide?.categoryName).toBe('Đầm dạ hội');
});

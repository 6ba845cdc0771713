/**
 * A back-up size on a phone (issue 31 item 6): with her dates and a size chosen, a shopper adds "Thêm size dự phòng"
 * (its fee shown: free by default), picks a second size and rents; the cart shows the back-up line with its line; the
 * order placed holds both, and staff see it labelled "Size dự phòng của …" on the order. No serious axe violation.
 */
import { expect, test } from '@playwright/test';
import { axeProblems, ok, ownerLogsIn, shot, SHOPPER, vietnamDay as day, type ListedProduct } from './support/screens';
import { handOverApi } from './support/sizes';

const STAFF = { 'X-User-Type': 'staff' };

interface Detail {
  id: number;
  link: string;
  name: string;
  sizes: Array<{ id: number; name: string; units: number }>;
}

const FROM = 41;
const TO = 42;

test('a shopper rents a dress with a back-up size; staff see both lines on the order', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await ok(await page.request.post('/v1/user/consumer/register', { headers: SHOPPER, data: { fullName: 'Vũ Minh Châu', email: `minhchau.${Date.now()}@example.com`, password: 'MatKhau#2026' } }), 'register');
  const cards = (await ok<{ items: ListedProduct[] }>(await page.request.get(`/v1/product/list?kind=prod&filter=rent&pagination.limit=100&dateFrom=${day(FROM)}&dateTo=${day(TO)}`), 'products')).items;
  let design: Detail | undefined;
  for (const card of cards.filter((candidate) => candidate.type === 'PRODUCT_TYPE_RENTABLE')) {
    const detail = await ok<Detail>(await page.request.get(`/v1/product/detail/${card.link}`), 'detail');
    const free = await ok<{ sizes: Array<{ free: boolean }> }>(
      await page.request.post('/v1/cart/free-sizes', { headers: SHOPPER, data: { productId: detail.id, quantities: 1, dateFrom: day(FROM), dateTo: day(TO) } }),
      'free sizes',
    );
    if (free.sizes.filter((size) => size.free).length >= 2) {
      design = detail;
      break;
    }
  }
  expect(design, 'a seeded rentable design with two sizes free for the days').toBeDefined();

  await page.goto(`/product/${design!.link}?dateFrom=${day(FROM)}&dateTo=${day(TO)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(design!.name);
  // A click on a size before the pre-rendered page has hydrated is lost.
  await page.locator('html[data-hydrated="true"]').waitFor();
  const picker = page.getByTestId('size-picker');
  const main = picker.locator('label:has(input:not(:disabled))').first();
  await main.click();
  const mainName = (await main.locator('b').textContent())!.trim();

  const option = page.getByTestId('backup-size');
  await expect(option.getByTestId('backup-size-fee')).toHaveText('Phí: Miễn phí');
  await option.getByRole('checkbox', { name: /^Thêm size dự phòng/ }).check();
  const group = option.getByRole('group', { name: 'Chọn size dự phòng' });
  const spare = group.locator('label:has(input:not(:disabled))').first();
  const spareName = (await spare.locator('b').textContent())!.trim();
  expect(spareName).not.toBe(mainName);
  await spare.click();
  await option.scrollIntoViewIfNeeded();
  await shot(page, 'backup-size-product-390', { fullPage: false });
  expect(await axeProblems(page)).toEqual([]);

  await page.getByRole('button', { name: 'Thuê ngay' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart/);
  await expect(page.getByTestId('cart-line-backup')).toHaveText(`Size dự phòng ${spareName}`);
  await shot(page, 'backup-size-cart-390');
  expect(await axeProblems(page)).toEqual([]);

  const cart = await ok<{ items: Array<{ id: number; sizeName: string; backupOf?: number; line: { price: number; deposit: number } }> }>(await page.request.get('/v1/cart/cart-item/list', { headers: SHOPPER }), 'cart');
  const mainLine = cart.items.find((item) => item.backupOf === undefined)!;
  expect(cart.items.find((item) => item.backupOf === mainLine.id)).toMatchObject({ sizeName: spareName, line: { price: 0 } });
  const placed = await ok<{ order: { id: number; code: string } }>(
    await page.request.post('/v1/order', { headers: SHOPPER, data: { cartItemIds: [mainLine.id], deliveryMethod: 'pickup', paymentMethod: 'cash' } }),
    'order',
  );

  const staff = await (await browser.newContext()).newPage();
  await staff.goto(`/admin/orders/${placed.order.id}`);
  await ownerLogsIn(staff);
  await expect(staff.getByRole('heading', { name: new RegExp(`Đơn ${placed.order.code}`) })).toBeVisible();
  await expect(staff.getByText(`Size dự phòng của ${design!.name} size ${mainName}`, { exact: false })).toBeVisible();
  await shot(staff, 'backup-size-admin-order-390');

  // Handed over together; taking the main line back, staff are told to take the back-up with it.
  await ok(await staff.request.post(`/v1/admin/orders/${placed.order.id}/confirm-payment`, { headers: STAFF, data: { note: 'Tiền mặt tại quầy' } }), 'confirm');
  await handOverApi(staff.request, STAFF, placed.order.id);
  await staff.reload();
  await staff.getByRole('button', { name: 'Nhận lại đồ' }).first().click();
  await expect(staff.getByTestId('return-together')).toContainText(`${design!.name} size ${spareName}`);
  await shot(staff, 'backup-size-return-390', { fullPage: false });
  expect(await axeProblems(staff)).toEqual([]);
});

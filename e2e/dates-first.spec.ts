/**
 * Dates first, on a phone: a shopper sets "Ngày bạn cần đồ" on home once; every listing then shows only the designs
 * with a size free for those days, each card naming its free sizes; the product page opens with the dates chosen,
 * the size another shopper booked greyed, and she rents a free size (its guide a tap away). No serious axe violation.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeProblems, ok, shot, SHOPPER, vietnamDay as day, type ListedProduct } from './support/screens';
import { calendarDay } from './support/calendar';

interface Detail {
  id: number;
  link: string;
  name: string;
  categoryLink: string;
  sizes: Array<{ id: number; name: string; units: number }>;
}

const FROM = 24;
const TO = 25;

async function book(api: APIRequestContext, productId: number, sizeId: number): Promise<void> {
  const line = await ok<{ item: { id: number } }>(
    await api.post('/v1/cart', { headers: SHOPPER, data: { productId, sizeId, mode: 'rent', quantities: 1, dateFrom: day(FROM), dateTo: day(TO) } }),
    'cart',
  );
  await ok(await api.post('/v1/order', { headers: SHOPPER, data: { cartItemIds: [line.item.id], deliveryMethod: 'pickup', paymentMethod: 'cash' } }), 'order');
}

test('a shopper sets her dates on home, browses only what is free and rents a free size', async ({ page, playwright, baseURL }) => {
  // Another shopper books: one size of a design in several sizes (one unit each), and a one-unit design of the same category.
  const other = await playwright.request.newContext({ baseURL });
  await ok(await other.post('/v1/user/consumer/register', { headers: SHOPPER, data: { fullName: 'Lê Thu Trang', email: `trang.${Date.now()}@example.com`, password: 'MatKhau#2026' } }), 'register');
  const cards = (await ok<{ items: ListedProduct[] }>(await other.get('/v1/product/list?kind=prod&filter=rent&pagination.limit=100'), 'products')).items;
  let design: Detail | undefined;
  let single: Detail | undefined;
  for (const card of cards.filter((c) => c.type === 'PRODUCT_TYPE_RENTABLE')) {
    const detail = await ok<Detail>(await other.get(`/v1/product/detail/${card.link}`), 'detail');
    if (!design && detail.sizes.length >= 2 && detail.sizes.every((size) => size.units === 1)) design = detail;
    else if (!single && detail.sizes.length === 1 && detail.sizes[0]!.units === 1) single = detail;
    if (design && single) break;
  }
  expect(design, 'a seeded design in several one-unit sizes').toBeDefined();
  expect(single, 'a one-unit design').toBeDefined();
  const booked = design!.sizes[0]!;
  await book(other, design!.id, booked.id);
  await book(other, single!.id, single!.sizes[0]!.id);
  await other.dispose();

  // Home: "Ngày bạn cần đồ".
  await page.goto('/home');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByTestId('wanted-dates').getByRole('button', { name: /Ngày bạn cần đồ/ }).click();
  await calendarDay(page, day(FROM)).click();
  await calendarDay(page, day(TO)).click();
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?dateFrom=${day(FROM)}&dateTo=${day(TO)}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Đồ còn trống');
  await expect(page.getByTestId('card-free-sizes').first()).toContainText(/Còn (size|trống)/);
  await shot(page, 'dates-search-390');

  // A category: the dates follow her (from the device); the booked one-unit design is gone, the other names its free sizes.
  await page.goto(`/${single!.categoryLink}`);
  await expect(page).toHaveURL(new RegExp(`dateFrom=${day(FROM)}&dateTo=${day(TO)}`));
  const dated = await ok<{ items: Array<{ link: string; freeSizes?: string[] }> }>(
    await page.request.get(`/v1/product/list?kind=prod&links=${design!.link},${single!.link}&dateFrom=${day(FROM)}&dateTo=${day(TO)}`),
    'dated',
  );
  expect(dated.items.map((item) => [item.link, item.freeSizes])).toEqual([[design!.link, design!.sizes.slice(1).map((size) => size.name)]]);
  await expect(page.locator(`main a[href="/product/${single!.link}"]`)).toHaveCount(0);
  await expect(page.getByTestId('wanted-dates')).toContainText(`${day(FROM).slice(8, 10)}/${day(FROM).slice(5, 7)}`);
  await shot(page, 'dates-category-390');
  expect(await axeProblems(page)).toEqual([]);

  // The design: the dates are hers, the booked size greyed, a free one chosen.
  await page.goto(`/product/${design!.link}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(design!.name);
  await expect(page.getByText('Lịch thuê của bạn')).toBeVisible();
  const picker = page.getByTestId('size-picker');
  await expect(picker.getByRole('radio', { name: `Size ${booked.name} (hết lịch)` })).toBeDisabled();
  const free = design!.sizes[1]!;
  const freeRadio = picker.getByRole('radio', { name: `Size ${free.name}`, exact: true });
  await picker.locator('label').filter({ has: page.getByRole('radio', { name: `Size ${free.name}`, exact: true }) }).click();
  await expect(freeRadio).toBeChecked();
  await shot(page, 'dates-product-sizes-390', { fullPage: false });
  expect(await axeProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await expect(page.getByText('Đã thêm vào giỏ hàng')).toBeVisible();

  await page.goto('/checkout/cart');
  await expect(page.getByRole('link', { name: design!.name })).toBeVisible();
  await expect(page.getByTestId('cart-line-size').first()).toHaveText(`Size ${free.name}`);
});

/**
 * A shopper reviews what she rented: the shop hands the dress over and takes it back, she writes four stars with a
 * photo and her size from the order page, and the product page shows it with its "Đã thuê" badge and the photo.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E_OWNER } from './support/owner';
import { axeProblems, ok, photo, shot, SHOPPER, vietnamDay, type ListedProduct } from './support/screens';
import { sizeIdOf } from './support/sizes';

const STAFF = { 'X-User-Type': 'staff' };
const stamp = Date.now().toString().slice(-7);
const shopper = { fullName: 'Vũ Minh Châu', email: `minhchau.${stamp}@example.com`, password: 'MatKhau#2026' };
const day = vietnamDay;
const H = SHOPPER;

type Card = ListedProduct;

test('a returned rental is reviewed with a photo and shows on the product page', async ({ page, baseURL }) => {
  await ok(await page.request.post('/v1/user/consumer/register', { headers: H, data: { fullName: shopper.fullName, email: shopper.email, password: shopper.password } }), 'register');
  const cards = (await ok<{ items: Card[] }>(await page.request.get('/v1/product/list?kind=prod&pagination.limit=100&pagination.page=2'), 'products')).items;
  let product: Card | undefined;
  let orderId = 0;
  let itemId = 0;
  for (const candidate of cards.filter((card) => card.type === 'PRODUCT_TYPE_RENTABLE' && card.stock >= 2).reverse()) {
    const added = await page.request.post('/v1/cart', { headers: H, data: { productId: candidate.id, sizeId: await sizeIdOf(page.request, candidate.link), mode: 'rent', quantities: 1, dateFrom: day(1), dateTo: day(2) } });
    if (!added.ok()) continue;
    const { item } = await ok<{ item: { id: number } }>(added, 'cart');
    const placed = await ok<{ order: { id: number; items: Array<{ id: number }> } }>(
      await page.request.post('/v1/order', { headers: H, data: { cartItemIds: [item.id], deliveryMethod: 'pickup', paymentMethod: 'cash' } }),
      'order',
    );
    product = candidate;
    orderId = placed.order.id;
    itemId = placed.order.items[0]!.id;
    break;
  }
  if (!product) throw new Error('no rentable product is free tomorrow');

  // The shop: paid at the counter, handed over, brought back today in good condition.
  const shop = await playwrightRequest.newContext({ baseURL });
  await ok(await shop.post('/v1/admin/auth/login', { headers: STAFF, data: E2E_OWNER }), 'owner login');
  await ok(await shop.post(`/v1/admin/orders/${orderId}/confirm-payment`, { headers: STAFF, data: { note: 'Tiền mặt tại quầy' } }), 'confirm');
  const free = await ok<{ units: Array<{ code: string }> }>(await shop.get(`/v1/admin/orders/${orderId}/items/${itemId}/free-units`, { headers: STAFF }), 'free units');
  const unitCodes = free.units.slice(0, 1).map((unit) => unit.code);
  await ok(await shop.post(`/v1/admin/orders/${orderId}/hand-over`, { headers: STAFF, data: { unitCodes } }), 'hand over');
  await ok(
    await shop.post(`/v1/admin/orders/${orderId}/items/${itemId}/return`, { headers: STAFF, data: { returnedOn: day(0), condition: 'good', damageCharge: 0, note: '', refundMethod: 'wallet' } }),
    'return',
  );
  await shop.dispose();

  await page.goto(`/account/order-history/${orderId}`);
  await page.getByRole('button', { name: `Viết đánh giá cho ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Đánh giá sản phẩm' });
  await dialog.getByRole('button', { name: 'Gửi đánh giá' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Vui lòng chọn số sao');
  await dialog.getByRole('radio').nth(3).click();
  const words = `Váy vừa vặn, màu đẹp hơn ảnh, giao đúng hẹn (${stamp}).`;
  await dialog.getByLabel('Cảm nhận của bạn').fill(words);
  await dialog.getByLabel('Size bạn mặc (không bắt buộc)').fill('M');
  await dialog.getByRole('radiogroup', { name: 'Size này với bạn thế nào? (không bắt buộc)' }).getByText('Vừa', { exact: true }).click();
  await dialog.getByLabel('Chiều cao').fill('158');
  await dialog.getByLabel('Cân nặng').fill('52');
  await dialog.locator('input[type="file"]').setInputFiles([await photo('#b0264f')]);
  await expect(dialog.getByRole('button', { name: 'Xoá ảnh 1' })).toBeVisible();
  await expect(dialog.getByText('Đang tải ảnh…')).toHaveCount(0);
  await shot(page, 'review-form-390', { fullPage: false });
  expect(await axeProblems(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Gửi đánh giá' }).click();
  await expect(page.getByText('Cảm ơn bạn đã đánh giá!')).toBeVisible();
  await expect(page.getByTestId('order-detail').getByText('Đã đánh giá', { exact: true })).toBeVisible();

  await page.goto(`/product/${product.link}`);
  const review = page.locator('li').filter({ hasText: words });
  await expect(review).toBeVisible();
  await expect(review.getByTestId('review-badge')).toHaveText('✓ Đã thuê');
  await expect(review.getByTestId('review-size')).toHaveText('Size M · Cao 1m58 · 52 kg · Vừa');
  await expect(review).toContainText('Châu V.');
  const image = review.getByRole('img', { name: 'Ảnh 1 của Châu V.' });
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await review.screenshot({ path: process.env.E2E_SCREENSHOTS ? `${process.env.E2E_SCREENSHOTS}/review-on-product-390.png` : undefined });
  expect(await axeProblems(page)).toEqual([]);
});

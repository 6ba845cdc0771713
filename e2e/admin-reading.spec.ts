/**
 * The back-office reads well, at 360 and 390 px: a search without diacritics finds a shopper's orders in every tab,
 * each tagged with its tab; the audit log names every action and shows only what changed (a text as a short diff);
 * the tab bar scrolls with a cue. Screenshots of each (E2E_SCREENSHOTS) and the axe check.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { axeProblems, ok, ownerLogsIn, shot, SHOPPER, vietnamDay, type ListedProduct } from './support/screens';
import { handOverApi } from './support/sizes';

const stamp = Date.now().toString().slice(-6);
const STAFF = { 'X-User-Type': 'staff' };

test('orders search across tabs, the audit log and the tab bar, at 360 and 390 px', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  // Two orders of "Vũ Thu Hương": one waiting for her money, one handed over.
  const orderIds: number[] = [];
  for (const n of [1, 2]) {
    const api = await playwrightRequest.newContext({ baseURL });
    await ok(await api.post('/v1/user/consumer/register', { headers: SHOPPER, data: { fullName: 'Vũ Thu Hương', email: `thuhuong${n}.${stamp}@example.com`, password: 'MatKhau#2026' } }), 'register');
    const cards = (await ok<{ items: ListedProduct[] }>(await api.get('/v1/product/list?kind=prod&pagination.limit=100'), 'products')).items;
    const dress = cards.filter((card) => card.type === 'PRODUCT_TYPE_RENTABLE' && card.stock >= 2)[n]!;
    const { sizes } = await ok<{ sizes: Array<{ id: number; units: number }> }>(await api.get(`/v1/product/detail/${dress.link}`), 'detail');
    const sizeId = sizes.find((size) => size.units > 0)!.id;
    const cart = await ok<{ item: { id: number } }>(await api.post('/v1/cart', { headers: SHOPPER, data: { productId: dress.id, sizeId, mode: 'rent', quantities: 1, dateFrom: vietnamDay(3), dateTo: vietnamDay(5) } }), 'cart');
    const placed = await ok<{ order: { id: number } }>(await api.post('/v1/order', { headers: SHOPPER, data: { cartItemIds: [cart.item.id], deliveryMethod: 'pickup', paymentMethod: 'cash' } }), 'order');
    orderIds.push(placed.order.id);
    await api.dispose();
  }

  await page.goto('/admin');
  await ownerLogsIn(page);
  await expect(page.getByRole('heading', { name: /^Hôm nay, / })).toBeVisible();
  const second = orderIds[1]!;
  await ok(await page.request.post(`/v1/admin/orders/${second}/confirm-payment`, { headers: STAFF, data: { note: 'Tiền mặt tại quầy' } }), 'confirm');
  await handOverApi(page.request, STAFF, second);
  // A content page edited: one sentence of a long page changes.
  const pages = await ok<{ items: Array<{ id: number }> }>(await page.request.get('/v1/admin/content-pages', { headers: STAFF }), 'pages');
  const content = await ok<{ title: string; summary: string; bodyHtml: string; position: number }>(await page.request.get(`/v1/admin/content-pages/${pages.items[0]!.id}`, { headers: STAFF }), 'page');
  await ok(
    await page.request.put(`/v1/admin/content-pages/${pages.items[0]!.id}`, {
      headers: STAFF,
      data: { title: content.title, summary: content.summary, position: content.position, bodyHtml: `${content.bodyHtml}<p>Cửa hàng mở cửa cả Chủ nhật.</p>` },
    }),
    'edit page',
  );

  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/admin/orders');
    await page.getByLabel('Tìm mã đơn, số điện thoại hoặc tên khách').fill('vu thu huong');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Mọi tab', selected: true })).toBeVisible();
    await expect(page.getByText('Tìm thấy 2 đơn trong mọi tab')).toBeVisible();
    const cards = page.locator('.ant-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: 'Chờ thanh toán' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Sắp đến hạn trả' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Đang thuê — hạn trả' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Nhận tại cửa hàng' })).toHaveCount(2);
    await shot(page, `admin-orders-search-${width}`);
    expect(await axeProblems(page)).toEqual([]);

    // The tab bar: cut at the edge, with the arrow saying more lies that way.
    await expect(page.getByRole('button', { name: 'Xem các mục tiếp theo' })).toBeVisible();
    await shot(page, `admin-tabbar-${width}`, { fullPage: false });
    await page.getByRole('button', { name: 'Xem các mục tiếp theo' }).click();
    await expect(page.getByRole('button', { name: 'Xem các mục phía trước' })).toBeVisible();
    await shot(page, `admin-tabbar-scrolled-${width}`, { fullPage: false });

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: 'Nhật ký thao tác' })).toBeVisible();
    await expect(page.getByText('Sửa trang nội dung').first()).toBeVisible();
    await expect(page.locator('ins').filter({ hasText: 'Cửa hàng mở cửa cả Chủ nhật.' }).first()).toBeVisible();
    await expect(page.getByText('Giao đồ cho khách').first()).toBeVisible();
    await expect(page.getByText(/^(order|rental|content|category|package|product|staff|banner|voucher|review|collection)\.[a-z_.-]+$/)).toHaveCount(0);
    await shot(page, `admin-audit-${width}`);
    expect(await axeProblems(page)).toEqual([]);
  }
});

/**
 * Reminders as the shopper and staff meet them: a rental placed for cash at the counter → its confirmation offers
 * reminders by push (a button; the browser is not asked on load) → her account lists the four channels, SMS/Zalo
 * turned off stays off → paid at the counter, staff see on the order what is scheduled for it ("Nhắc lịch").
 */
import { expect, test } from '@playwright/test';
import { axeProblems, ok, ownerLogsIn, shot, SHOPPER, vietnamDay, type ListedProduct } from './support/screens';

const stamp = Date.now().toString().slice(-8);
const shopper = { fullName: 'Phạm Thu Trang', email: `thutrang.${stamp}@example.com`, password: 'MatKhau#2026' };

test('a rental’s reminders: the push offer on its confirmation, the channels in the account, the schedule for staff', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const api = page.request;
  await ok(await api.post('/v1/user/consumer/register', { headers: SHOPPER, data: shopper }), 'register');
  const cards = (await ok<{ items: ListedProduct[] }>(await api.get('/v1/product/list?kind=prod&filter=rent&pagination.limit=100'), 'products')).items;
  let order: { id: number; code: string } | null = null;
  for (const card of cards.filter((candidate) => candidate.type === 'PRODUCT_TYPE_RENTABLE' && candidate.stock >= 1)) {
    const detail = await ok<{ id: number; sizes: Array<{ id: number; units: number }> }>(await api.get(`/v1/product/detail/${card.link}`), 'detail');
    const size = detail.sizes.find((candidate) => candidate.units >= 1);
    if (!size) continue;
    const added = await api.post('/v1/cart', { headers: SHOPPER, data: { productId: detail.id, sizeId: size.id, mode: 'rent', quantities: 1, dateFrom: vietnamDay(12), dateTo: vietnamDay(13) } });
    if (!added.ok()) continue;
    const { item } = (await added.json()) as { item: { id: number } };
    ({ order } = await ok<{ order: { id: number; code: string } }>(await api.post('/v1/order', { headers: SHOPPER, data: { cartItemIds: [item.id], deliveryMethod: 'pickup', paymentMethod: 'cash' } }), 'order'));
    break;
  }
  if (!order) throw new Error('the seed has no rentable size free in 12 days');

  await page.goto(`/checkout/order-success?order=${order.id}`);
  const offer = page.getByTestId('push-prompt');
  await expect(offer.getByRole('heading', { name: 'Nhận nhắc lịch trả đồ qua thông báo?' })).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Bật thông báo' })).toBeVisible();
  // Offered, not asked: the browser's own prompt waits for the tap.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await shot(page, 'shop-order-success-push-offer-390');

  await page.goto('/account');
  const channels = page.getByTestId('reminder-channels');
  await expect(channels.getByRole('heading', { name: 'Nhắc lịch nhận và trả đồ' })).toBeVisible();
  for (const name of ['Thông báo trong ứng dụng', 'Email', 'Thông báo đẩy', 'SMS/Zalo']) await expect(channels.getByRole('switch', { name })).toBeChecked();
  await channels.getByRole('switch', { name: 'SMS/Zalo' }).click();
  await expect(channels.getByRole('switch', { name: 'SMS/Zalo' })).not.toBeChecked();
  await page.reload();
  await expect(page.getByTestId('reminder-channels').getByRole('switch', { name: 'SMS/Zalo' })).not.toBeChecked();
  await expect(page.getByTestId('reminder-channels').getByRole('switch', { name: 'Email' })).toBeChecked();
  await page.getByTestId('reminder-channels').scrollIntoViewIfNeeded();
  await shot(page, 'shop-account-reminders-390', { fullPage: false });
  expect(await axeProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId('reminder-channels').scrollIntoViewIfNeeded();
  await shot(page, 'shop-account-reminders-360', { fullPage: false });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(`/admin/orders/${order.id}`);
  await ownerLogsIn(staff);
  await expect(staff.getByRole('button', { name: 'Xác nhận đã nhận tiền' })).toBeVisible();
  // Paid at the counter: from now on the rental's days are reminded.
  await ok(await staff.request.post(`/v1/admin/orders/${order.id}/confirm-payment`, { headers: { 'X-User-Type': 'staff' }, data: { note: 'Tiền mặt tại quầy' } }), 'confirm');
  await staff.reload();
  const reminders = staff.getByTestId('order-reminders');
  await expect(reminders).toContainText('Trước ngày nhận đồ');
  await expect(reminders).toContainText('Trước ngày trả đồ');
  await expect(reminders).toContainText('Ngày trả đồ');
  await expect(reminders).toContainText('Email: Đã lên lịch');
  // She turned SMS/Zalo off: staff read that it will not go.
  await expect(reminders).toContainText('SMS/Zalo: Bỏ qua');
  await expect(reminders).toContainText('Khách đã tắt kênh này');
  await reminders.scrollIntoViewIfNeeded();
  await shot(staff, 'admin-order-reminders-390', { fullPage: false });
  expect(await axeProblems(staff)).toEqual([]);
  await staffContext.close();
});

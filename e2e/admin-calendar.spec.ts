/**
 * The stock calendar on a phone: a shopper books a dress; a member of staff opens "Lịch đồ", finds the design,
 * sees the booking on a unit (tentative until hand-over) with its delivery, return and cleaning days, switches
 * week and month, and taps the booking to open the order.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E_OWNER } from './support/owner';
import { axeProblems, ok, shot } from './support/screens';

const H = { 'X-User-Type': 'consumer' };
const STAFF = { 'X-User-Type': 'staff' };
const stamp = Date.now().toString().slice(-8);
const shopper = { fullName: 'Đỗ Minh Châu', email: `minhchau.${stamp}@example.com`, password: 'MatKhau#2026' };
const clerk = { email: `lich.${stamp}@thuedo.test`, fullName: 'Vũ Thị Hạnh', role: 'staff', password: 'NhanVien#2026' };
const day = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

type Detail = { id: number; name: string; sizes: Array<{ id: number; name: string; units: number }> };

test.describe.serial('back-office: the stock calendar', () => {
  let order: { id: number; code: string };
  let product: Detail;

  test.beforeAll(async ({ baseURL }) => {
    const api = await playwrightRequest.newContext({ baseURL });
    await ok(await api.post('/v1/user/consumer/register', { headers: H, data: shopper }), 'register');
    const list = await ok<{ items: Array<{ link: string; type: string }> }>(await api.get('/v1/product/list?kind=prod&filter=rent&pagination.limit=100'), 'products');
    for (const card of list.items.filter((item) => item.type === 'PRODUCT_TYPE_RENTABLE').reverse()) {
      const detail = await ok<{ product: Detail } | Detail>(await api.get(`/v1/product/detail/${card.link}`), 'detail');
      const candidate = 'product' in detail ? detail.product : detail;
      const size = candidate.sizes?.[0];
      if (!size || size.units < 1) continue;
      const cart = await api.post('/v1/cart', { headers: H, data: { productId: candidate.id, sizeId: size.id, mode: 'rent', quantities: 1, dateFrom: day(1), dateTo: day(2) } });
      if (!cart.ok()) continue;
      const { item } = (await cart.json()) as { item: { id: number } };
      const placed = await ok<{ order: typeof order }>(await api.post('/v1/order', { headers: H, data: { cartItemIds: [item.id], deliveryMethod: 'pickup', paymentMethod: 'cash' } }), 'order');
      order = placed.order;
      product = candidate;
      break;
    }
    if (!order) throw new Error('no rentable product is free tomorrow');
    await api.dispose();

    const shop = await playwrightRequest.newContext({ baseURL });
    await ok(await shop.post('/v1/admin/auth/login', { headers: STAFF, data: E2E_OWNER }), 'owner login');
    await ok(await shop.post('/v1/admin/staff', { headers: STAFF, data: clerk }), 'invite staff');
    await shop.dispose();
  });

  test('staff find the booking on the calendar, switch week and month, and open its order', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill(clerk.email);
    await page.getByLabel('Mật khẩu').fill(clerk.password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Lịch đồ' }).click();
    await expect(page.getByRole('heading', { name: 'Lịch đồ' })).toBeVisible();
    await expect(page.getByText('Chọn một sản phẩm để xem lịch từng chiếc đồ theo ngày.')).toBeVisible();

    // The design by name, typed without diacritics as on a phone keyboard.
    const picker = page.getByRole('combobox', { name: 'Sản phẩm' });
    await picker.click();
    await picker.fill(product.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').toLowerCase());
    await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${product.name}"]`).click();

    const table = page.getByRole('table', { name: new RegExp(`^Lịch size ${product.sizes[0]!.name} của `) });
    await expect(table).toBeVisible();
    const booking = table.getByRole('link', { name: new RegExp(`đơn ${order.code} .*\\(dự kiến`) });
    await expect(booking.first()).toBeVisible();
    await expect(table.getByRole('link', { name: new RegExp(`giao hàng cho đơn ${order.code} .* ngày ${day(0).slice(8, 10)}/${day(0).slice(5, 7)}`) })).toHaveCount(1);
    await expect(table.getByRole('columnheader', { name: /hôm nay$/ })).toHaveCount(1);
    await expect(table.getByRole('cell', { name: /^Ngày \d\d\/\d\d: trống \d+\/\d+ chiếc$/ })).toHaveCount(7);
    await shot(page, 'admin-calendar-week-390');
    expect(await axeProblems(page)).toEqual([]);

    await page.getByText('Tháng', { exact: true }).click();
    await expect(table.getByRole('cell', { name: /^Ngày \d\d\/\d\d: trống \d+\/\d+ chiếc$/ })).toHaveCount(31);
    await expect(page.getByText('Vuốt ngang để xem các ngày khác')).toBeVisible();
    await expect(table.getByRole('link', { name: new RegExp(`đơn ${order.code} `) }).first()).toBeAttached();
    await shot(page, 'admin-calendar-month-390');
    expect(await axeProblems(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 780 });
    expect(await axeProblems(page)).toEqual([]);
    await shot(page, 'admin-calendar-month-360');
    await page.getByText('Tuần', { exact: true }).click();
    await expect(table.getByRole('cell', { name: /^Ngày \d\d\/\d\d: trống \d+\/\d+ chiếc$/ })).toHaveCount(7);
    expect(await axeProblems(page)).toEqual([]);
    await shot(page, 'admin-calendar-week-360');
    // The unit codes stay in view while the days scroll.
    await page.getByTestId('calendar-scroller').evaluate((element) => element.scrollTo({ left: 400 }));
    await expect(table.getByRole('rowheader').nth(1)).toBeInViewport();

    await booking.first().click();
    await expect(page.getByRole('heading', { name: new RegExp(`Đơn ${order.code}`) })).toBeVisible();
    await page.goBack();
    await expect(table.getByRole('link', { name: new RegExp(`đơn ${order.code} `) }).first()).toBeVisible();
  });
});

/**
 * The shop's side: a shopper rents a dress and will pay at the counter; the owner logs in to /admin, finds the
 * order on the day's board, confirms the money, hands the dress over and records its return with a damage note —
 * the form shows the shared rule's refund before saving — and the shopper's order page and wallet show it.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { E2E_OWNER } from './support/owner';
import { axeProblems, ok, ownerLogsIn, shot } from './support/screens';
import { sizeIdOf } from './support/sizes';

const H = { 'X-User-Type': 'consumer' };
const stamp = Date.now().toString().slice(-8);
const shopper = { fullName: 'Phạm Thu Hà', email: `thuha.${stamp}@example.com`, password: 'MatKhau#2026' };
const day = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test.describe.serial('back-office: hand over and take back a rental', () => {
  let api: APIRequestContext;
  let order: { id: number; code: string; totals: { depositTotal: number } };

  test.beforeAll(async ({ baseURL }) => {
    api = await playwrightRequest.newContext({ baseURL });
    await ok(await api.post('/v1/user/consumer/register', { headers: H, data: shopper }), 'register');
    const list = await ok<{ items: Array<{ id: number; link: string; type: string; stock: number; depositPrice: number }> }>(
      await api.get('/v1/product/list?kind=prod&filter=rent&pagination.limit=100'),
      'products',
    );
    const dress = list.items.find((card) => card.type === 'PRODUCT_TYPE_RENTABLE' && card.stock >= 3 && card.depositPrice > 0);
    if (!dress) throw new Error('the seed has no rentable product with a deposit');
    const cart = await ok<{ item: { id: number } }>(await api.post('/v1/cart', { headers: H, data: { productId: dress.id, sizeId: await sizeIdOf(api, dress.link), mode: 'rent', quantities: 1, dateFrom: day(2), dateTo: day(4) } }), 'cart');
    const placed = await ok<{ order: typeof order }>(
      await api.post('/v1/order', { headers: H, data: { cartItemIds: [cart.item.id], deliveryMethod: 'pickup', paymentMethod: 'cash' } }),
      'order',
    );
    order = placed.order;
  });

  test.afterAll(async () => api.dispose());

  test('the owner logs in, confirms the money and hands the dress over', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    await page.getByLabel('Email').fill(E2E_OWNER.email);
    await page.getByLabel('Mật khẩu').fill('sai-mat-khau');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('alert')).toContainText('Email hoặc mật khẩu không đúng');
    await page.getByLabel('Mật khẩu').fill(E2E_OWNER.password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('heading', { name: /^Hôm nay, / })).toBeVisible();
    await shot(page, 'admin-today-390');
    expect(await axeProblems(page)).toEqual([]);

    await page.goto('/admin/orders');
    await page.getByRole('tab', { name: /Chờ thanh toán/ }).click();
    await page.getByLabel('Tìm mã đơn, số điện thoại hoặc tên khách').fill(order.code);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: new RegExp(order.code) }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`Đơn ${order.code}`) })).toBeVisible();
    await page.getByRole('button', { name: 'Xác nhận đã nhận tiền' }).click();
    await page.getByLabel('Ghi chú (không bắt buộc)').fill('Khách trả tiền mặt tại quầy');
    await page.getByRole('dialog').getByRole('button', { name: 'Xác nhận' }).click();
    await expect(page.getByRole('button', { name: 'Đã giao cho khách' })).toBeVisible();
    await page.getByRole('button', { name: 'Đã giao cho khách' }).click();
    // Staff pick the dress from the list of free units (the scanning journey is e2e/units.spec.ts).
    await page.getByRole('dialog').getByRole('checkbox').first().check();
    await page.getByRole('dialog').getByRole('button', { name: 'Giao cho khách' }).click();
    await expect(page.getByRole('button', { name: 'Nhận lại đồ' })).toBeVisible();
    await shot(page, 'admin-order-390');
    expect(await axeProblems(page)).toEqual([]);
  });

  test('staff record the return with a damage note; the shopper sees the deposit back minus the charge', async ({ page }) => {
    await page.goto('/admin');
    await ownerLogsIn(page);
    await expect(page.getByRole('heading', { name: /^Hôm nay, / })).toBeVisible();
    await page.goto(`/admin/orders/${order.id}`);
    await page.getByRole('button', { name: 'Nhận lại đồ' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Tình trạng' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Hư hỏng"]').click();
    await dialog.getByLabel('Phí sửa chữa, hư hỏng (₫)').fill('50000');
    await dialog.getByLabel('Ghi chú tình trạng').fill('Bung chỉ ở gấu váy');
    const deposit = order.totals.depositTotal;
    const refund = new Intl.NumberFormat('vi-VN').format(deposit - 50_000);
    await expect(dialog.getByTestId('return-preview')).toContainText(refund);
    await shot(page, 'admin-return-390');
    expect(await axeProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Lưu và hoàn cọc' }).click();
    await expect(page.getByTestId('rental-status')).toContainText('Đã tất toán');

    const mine = await ok<{ items: Array<{ rental: { depositRefund: number; damageCharge: number } | null }> }>(await api.get(`/v1/order/${order.id}`), 'order');
    expect(mine.items[0]!.rental).toMatchObject({ damageCharge: 50_000, depositRefund: deposit - 50_000 });
    const wallet = await ok<{ items: Array<{ reason: string; amount: number }> }>(await api.get('/v1/wallet/transactions'), 'wallet');
    expect(wallet.items[0]).toMatchObject({ reason: 'deposit_refund', amount: deposit - 50_000 });
  });
});

/**
 * A rental from the first photo to the deposit coming back, in browsers: the owner adds a dress with two photos and
 * publishes it → a shopper finds it, rents it and pays with MoMo → staff hand it over → the shopper extends it by two
 * days and pays → a week later staff take it back one day late with a damage note → the shopper's order, wallet and
 * notifications show the deposit back minus the late fee and the charge, and the photo staff took. The server's clock is moved for the last
 * part (e2e/support/server-clock.cjs), the staff browser's with it.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DAY_MS, setServerClock } from './support/server-clock';
import { axeProblems, ok, ownerLogsIn, payInSandbox, photo, pick, shot } from './support/screens';

const H = { 'X-User-Type': 'consumer' };
const stamp = Date.now().toString().slice(-6);
const name = `Áo dài gấm Thượng Uyển ${stamp}`;
const shopperAccount = { fullName: 'Lê Ngọc Diệp', email: `ngocdiep.${stamp}@example.com`, password: 'MatKhau#2026' };
/** A Vietnam calendar day, `days` from today. */
const day = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
const vnDay = (iso: string) => iso.split('-').reverse().join('/');
const vnd = (amount: number) => `${new Intl.NumberFormat('vi-VN').format(amount)} ₫`;
/** Rented for days 1–3 (2 days, 420.000), extended by two days (4 days, 504.000): due back on day 6, back on day 7. */
const LATE_BY_DAYS = 7;

test.describe.serial('a rental from the first photo to the deposit back', () => {
  let shopperContext: BrowserContext;
  let shopper: Page;
  let productLink = '';
  let order: { id: number; code: string };

  test.beforeAll(async ({ browser }) => {
    shopperContext = await browser.newContext();
    shopper = await shopperContext.newPage();
  });

  test.afterAll(async ({ request }) => {
    await setServerClock(request, 0);
    await shopperContext.close();
  });

  test('the owner adds a dress with two photos and publishes it; a shopper finds it at its link and in its category', async ({ page }) => {
    await page.goto('/admin/products');
    await ownerLogsIn(page);
    await expect(page.getByRole('heading', { name: 'Sản phẩm', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Thêm sản phẩm' }).click();

    await expect(page.getByRole('heading', { name: 'Thêm sản phẩm' })).toBeVisible();
    await page.getByLabel('Tên sản phẩm').fill(name);
    await page.getByLabel('Giá thuê (2 ngày)').fill('420000');
    await page.getByLabel('Tiền cọc').fill('1500000');
    await page.getByLabel('Số bộ của size thứ 1').fill('2');
    await pick(page, 'Cỡ', 'M');
    await pick(page, 'Màu', 'Đỏ đô');
    await pick(page, 'Phong cách', 'Truyền thống');
    await pick(page, 'Dịp', 'Đám cưới');
    await pick(page, 'Chất liệu', 'Gấm');
    await page.getByLabel('Mô tả').fill('Áo dài gấm dệt hoa văn cung đình, lót lụa mềm.');
    await shot(page, 'admin-product-new-390');
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Tạo bản nháp' }).click();

    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('Bản nháp: khách chưa thấy sản phẩm này.')).toBeVisible();
    await expect(page.getByText('Cần ít nhất một ảnh sản phẩm')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Đăng bán' })).toBeDisabled();

    await page.getByLabel('Thêm ảnh').setInputFiles([await photo('#7b1e2b'), await photo('#c9a13b')]);
    await expect(page.getByRole('img', { name: new RegExp(`^Ảnh 2 của ${name}`) })).toBeVisible();
    const first = await page.getByRole('img', { name: `Ảnh 1 của ${name}` }).getAttribute('src');
    const second = await page.getByRole('img', { name: `Ảnh 2 của ${name}` }).getAttribute('src');
    await page.getByRole('button', { name: 'Đưa ảnh 2 lên trước' }).click();
    await expect(page.getByRole('img', { name: `Ảnh 1 của ${name}` })).toHaveAttribute('src', second!);
    await expect(page.getByRole('img', { name: `Ảnh 2 của ${name}` })).toHaveAttribute('src', first!);

    await expect(page.getByText('Đủ thông tin để đăng bán.')).toBeVisible();
    await page.getByRole('button', { name: 'Đăng bán' }).click();
    await expect(page.getByText('Khách đang thấy sản phẩm này.')).toBeVisible();
    await shot(page, 'admin-product-390');
    expect(await axeProblems(page)).toEqual([]);
    productLink = (await page.getByRole('link', { name: 'Xem trên cửa hàng' }).getAttribute('href'))!;

    await shopper.goto(productLink);
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shopper.getByText('420.000 ₫').first()).toBeVisible();
    // Added after the build, it still shows its category trail; the last link is its own category.
    await shopper.getByRole('navigation', { name: 'Đường dẫn' }).getByRole('link').last().click();
    await expect(shopper.getByRole('heading', { level: 1 })).not.toHaveText(name);
    await expect(shopper.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    await shot(shopper, 'shop-new-product-category-390');
  });

  test('the shopper rents it for two days and pays with MoMo; staff hand it over', async ({ page }) => {
    const api: APIRequestContext = shopperContext.request;
    await ok(await api.post('/v1/user/consumer/register', { headers: H, data: shopperAccount }), 'register');
    const product = await ok<{ id: number; sizes: Array<{ id: number }> }>(await api.get(`/v1/product/detail/${productLink.split('/').pop()}`), 'product');
    const cart = await ok<{ item: { id: number } }>(await api.post('/v1/cart', { headers: H, data: { productId: product.id, sizeId: product.sizes[0]!.id, mode: 'rent', quantities: 1, dateFrom: day(1), dateTo: day(3) } }), 'cart');
    const placed = await ok<{ order: typeof order; payment: { action: { kind: string; url: string } } }>(
      await api.post('/v1/order', { headers: H, data: { cartItemIds: [cart.item.id], deliveryMethod: 'pickup', paymentMethod: 'momo' } }),
      'order',
    );
    order = placed.order;
    await shopper.goto(placed.payment.action.url);
    await payInSandbox(shopper);
    await expect(shopper.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible();

    await page.goto(`/admin/orders/${order.id}`);
    await ownerLogsIn(page);
    await expect(page.getByRole('heading', { name: new RegExp(`Đơn ${order.code}`) })).toBeVisible();
    await page.getByRole('button', { name: 'Đã giao cho khách' }).click();
    // Staff pick the dress from the list of free units (the scanning journey is e2e/units.spec.ts).
    await page.getByRole('dialog').getByRole('checkbox').first().check();
    await page.getByRole('dialog').getByRole('button', { name: 'Giao cho khách' }).click();
    await expect(page.getByRole('button', { name: 'Nhận lại đồ' })).toBeVisible();
  });

  test('the shopper extends it by two days and pays; the order is due back two days later', async () => {
    await shopper.goto(`/account/order-history/${order.id}`);
    await expect(shopper.getByTestId('rental-status')).toContainText(`Hạn trả đồ${vnDay(day(4))}`);
    await shopper.getByRole('button', { name: `Gia hạn thuê ${name}` }).click();
    const dialog = shopper.getByRole('dialog');
    // Two more days: four days at 420.000 × 1,2 = 504.000, less the 420.000 paid.
    await expect(dialog.getByRole('radio', { name: '2 ngày' })).toBeChecked();
    await expect(dialog.getByTestId('extension-summary')).toHaveText(`Hạn trả mới${vnDay(day(6))}Tiền gia hạn${vnd(84_000)}`);
    await dialog.getByRole('radio', { name: /Ví MoMo/ }).check();
    await shot(shopper, 'shop-extend-390', { fullPage: false });
    expect(await axeProblems(shopper)).toEqual([]);
    await dialog.getByRole('button', { name: `Gia hạn · ${vnd(84_000)}` }).click();
    await payInSandbox(shopper);
    await expect(shopper.getByRole('heading', { name: 'Gia hạn thuê thành công' })).toBeVisible();
    await expect(shopper.getByText(`Bạn có thể trả «${name}» trong ngày ${vnDay(day(6))}.`)).toBeVisible();

    await shopper.getByRole('link', { name: `Xem đơn thuê ${order.code}` }).click();
    const status = shopper.getByTestId('rental-status');
    await expect(status).toContainText('Đã gia hạn thêm 2 ngày');
    await expect(status).toContainText(`Hạn trả đồ${vnDay(day(6))}`);
    await expect(shopper.getByTestId('order-timeline')).toContainText('Đã gia hạn thuê');
  });

  test('a week later staff take it back one day late with a damage note; the shopper sees the deposit back minus both', async ({ browser, request }) => {
    await setServerClock(request, LATE_BY_DAYS);
    const staffContext = await browser.newContext();
    await staffContext.clock.setFixedTime(new Date(Date.now() + LATE_BY_DAYS * DAY_MS));
    const staff = await staffContext.newPage();
    await staff.goto(`/admin/orders/${order.id}`);
    await ownerLogsIn(staff);
    await staff.getByRole('button', { name: 'Nhận lại đồ' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Tình trạng' }).click();
    await staff.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Hư hỏng"]').click();
    await dialog.getByLabel('Phí sửa chữa, hư hỏng (₫)').fill('100000');
    await dialog.getByLabel('Ghi chú tình trạng').fill('Sờn chỉ ở tà áo');
    // Late fee 20 % × 420.000 for one day = 84.000; 1.500.000 − 84.000 − 100.000 = 1.316.000.
    await expect(dialog.getByTestId('return-preview')).toContainText('1.316.000');
    await shot(staff, 'admin-return-late-390', { fullPage: false });
    await dialog.getByRole('button', { name: 'Lưu và hoàn cọc' }).click();
    await expect(staff.getByTestId('rental-status')).toContainText('Đã tất toán');
    await staff.getByLabel(`Thêm ảnh tình trạng của ${name}`).setInputFiles([await photo('#5a2a1e')]);
    await expect(staff.getByRole('img', { name: 'Ảnh tình trạng 1 khi cửa hàng nhận lại' })).toBeVisible();
    await staffContext.close();

    await shopper.goto(`/account/order-history/${order.id}`);
    const status = shopper.getByTestId('rental-status');
    for (const part of [`Ngày trả đồ${vnDay(day(LATE_BY_DAYS))}`, `Phí trả muộn (1 ngày)−${vnd(84_000)}`, `Phí sửa chữa, hư hỏng−${vnd(100_000)}`, `Tiền cọc đã hoàn vào ví${vnd(1_316_000)}`]) {
      await expect(status).toContainText(part);
    }
    const conditionPhoto = shopper.getByRole('img', { name: 'Ảnh tình trạng 1 khi cửa hàng nhận lại' });
    await expect(conditionPhoto).toBeVisible();
    // Loaded with the shopper's own session (the route checks the order is hers).
    await expect.poll(() => conditionPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await shot(shopper, 'shop-order-returned-390');
    expect(await axeProblems(shopper)).toEqual([]);

    await shopper.goto('/account/my-wallet');
    await expect(shopper.getByText(`Hoàn tiền cọc ${name} (đơn ${order.code})`)).toBeVisible();
    await expect(shopper.getByText(`+${vnd(1_316_000)}`).first()).toBeVisible();
    await shopper.goto('/account/notification');
    await expect(shopper.getByText(`Đã nhận lại đồ thuê của đơn ${order.code}`)).toBeVisible();
    await shot(shopper, 'shop-notifications-390');
  });
});

/**
 * The marketing funnel and vouchers: marketing creates a voucher in /admin; a shopper views a category, taps a
 * product, adds a rental, picks the voucher in the cart, checks out and pays in the sandbox. Every GA4 event reaches
 * `dataLayer` in order with the right values (captured across the gateway's full-page navigations), and none of it
 * carries her name, email, phone or address.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeProblems, ok, ownerLogsIn, payInSandbox, shot, SHOPPER, vietnamDay, type ListedProduct } from './support/screens';
import { chooseFirstSize } from './support/sizes';
import { calendarDay } from './support/calendar';

const stamp = Date.now().toString().slice(-7);
const shopper = { fullName: 'Đặng Thu Hà', email: `thuha.${stamp}@example.com`, password: 'MatKhau#2026', phone: '0987123456' };
const CODE = `CUOI${stamp}`;
const day = vietnamDay;
const H = SHOPPER;

type Card = ListedProduct;

type Pushed = Record<string, unknown>;

/** Every dataLayer push of every document the page opens, in order (a gateway redirect starts a new document). */
async function recordDataLayer(page: Page): Promise<Pushed[]> {
  const pushed: Pushed[] = [];
  await page.exposeFunction('__recordPush', (entry: Pushed) => pushed.push(entry));
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) (window as unknown as { __recordPush(entry: unknown): void }).__recordPush(JSON.parse(JSON.stringify(entry)));
      return push(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return pushed;
}

const ecommerceEvents = (pushed: Pushed[]) => pushed.filter((entry) => 'ecommerce' in entry && entry.ecommerce !== null);

test('a voucher from marketing, the whole funnel in dataLayer, no personal data', async ({ page, browser }) => {
  // The back-office and the shop's whole funnel, with axe twice: 40 s on idle cores, past 60 s beside another run.
  test.setTimeout(120_000);
  // Marketing (the owner here) creates the voucher in the back-office.
  const office = await browser.newContext();
  const admin = await office.newPage();
  await admin.goto('/admin/vouchers');
  await ownerLogsIn(admin);
  await expect(admin.getByRole('heading', { name: 'Voucher' })).toBeVisible();
  await admin.getByRole('button', { name: 'Tạo voucher' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Mã voucher').fill(CODE);
  await dialog.getByLabel('Tên hiển thị cho khách').fill('Giảm 10% đồ thuê mùa cưới');
  await shot(admin, 'admin-voucher-form-390');
  expect(await axeProblems(admin)).toEqual([]);
  await dialog.getByRole('button', { name: 'Tạo voucher' }).click();
  const card = admin.getByTestId('admin-voucher').filter({ hasText: CODE });
  await expect(card).toContainText('Đang chạy');
  await expect(card).toContainText('Đã dùng 0/100 lượt');
  await shot(admin, 'admin-vouchers-390');

  // The shopper, logged in (her session cookie in the browser).
  const pushed = await recordDataLayer(page);
  await ok(await page.request.post('/v1/user/consumer/register', { headers: H, data: { fullName: shopper.fullName, email: shopper.email, password: shopper.password } }), 'register');
  const cards: Card[] = [];
  for (const n of [1, 2]) cards.push(...(await ok<{ items: Card[] }>(await page.request.get(`/v1/product/list?kind=prod&pagination.limit=100&pagination.page=${n}`), 'products')).items);
  const rentable = new Map(cards.filter((c) => c.type === 'PRODUCT_TYPE_RENTABLE' && c.stock >= 3).map((c) => [c.link, c]));
  const category = [...rentable.values()][0]!.categoryLink;

  await page.goto(`/${category}`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const links = await page.locator('main ul a[href^="/product/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!.slice('/product/'.length)));
  const product = links.map((link) => rentable.get(link)).find(Boolean);
  if (!product) throw new Error(`no rentable product with 3 units on /${category}`);
  await expect.poll(() => pushed.some((entry) => entry.event === 'view_item_list')).toBe(true);
  await page.locator(`main ul a[href="/product/${product.link}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

  await page.getByRole('button', { name: 'Chọn ngày thuê' }).first().click();
  await calendarDay(page, day(4)).click();
  await calendarDay(page, day(6)).click();
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await chooseFirstSize(page);
  await page.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await expect(page.getByText('Đã thêm vào giỏ hàng')).toBeVisible();

  // The cart: the voucher from "Ví voucher", its discount in the estimate.
  await page.goto('/checkout/cart');
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Chọn hoặc nhập mã' }).click();
  const sheet = page.getByRole('dialog', { name: 'Ví voucher' });
  await expect(sheet.getByTestId('voucher-ticket').filter({ hasText: CODE })).toBeVisible();
  await sheet.getByLabel('Mã voucher').fill('KHONGCOMA');
  await sheet.getByRole('button', { name: 'Áp dụng' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('Mã voucher không tồn tại');
  await shot(page, 'voucher-sheet-390', { fullPage: false });
  expect(await axeProblems(page)).toEqual([]);
  await sheet.getByLabel('Mã voucher').fill(CODE.toLowerCase());
  await sheet.getByRole('button', { name: 'Áp dụng' }).click();
  await expect(page.getByTestId('voucher-discount')).toBeVisible();
  await expect(page.getByTestId('total-voucher')).toHaveText(/^−\d{1,3}(\.\d{3})*\s₫$/);
  await shot(page, 'voucher-cart-390');
  expect(await axeProblems(page)).toEqual([]);

  await page.getByRole('button', { name: 'Tiến hành đặt hàng' }).click();
  await expect(page).toHaveURL(/\/checkout\/?$/);
  await page.getByRole('radio', { name: /Nhận tại cửa hàng/ }).check();
  await expect(page.getByTestId('order-voucher')).toContainText(CODE);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment/);
  await page.getByRole('radio', { name: /Ví MoMo/ }).check();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await payInSandbox(page);
  await expect(page).toHaveURL(/\/checkout\/order-success\?order=\d+/);
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible();
  const code = (await page.getByText(/^DH\d{8}$/).first().textContent()) ?? '';
  await expect.poll(() => pushed.some((entry) => entry.event === 'purchase')).toBe(true);
  // A reload of the success page sends no second purchase.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  const order = await ok<{ totals: Record<string, number | string | null> }>(await page.request.get(`/v1/order/${orderId}`), 'order');
  expect(order.totals.voucherCode).toBe(CODE);
  const events = ecommerceEvents(pushed);
  const names = events.map((entry) => entry.event);
  expect(names).toEqual(['view_item_list', 'select_item', 'view_item', 'add_to_cart', 'view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase']);
  for (const entry of events) expect(pushed[pushed.indexOf(entry) - 1]).toEqual({ ecommerce: null });

  const item = { item_id: String(product.id), item_name: product.name, item_variant: 'rent' };
  const ecommerce = (name: string) => events.find((entry) => entry.event === name)!.ecommerce as Record<string, unknown> & { items: Record<string, unknown>[] };
  expect(ecommerce('select_item').items).toEqual([expect.objectContaining({ ...item, item_category: category, item_list_id: `/${category}` })]);
  expect(ecommerce('add_to_cart')).toMatchObject({ currency: 'VND', items: [{ ...item, quantity: 1, rental_days: 2 }] });
  expect(ecommerce('add_payment_info')).toMatchObject({ payment_type: 'momo', coupon: CODE });
  const purchase = ecommerce('purchase');
  const totals = order.totals as Record<string, number>;
  expect(purchase).toMatchObject({
    transaction_id: code,
    currency: 'VND',
    value: totals.total! - totals.depositTotal! - totals.shippingFee!,
    coupon: CODE,
    discount: totals.voucherDiscount,
    items: [{ ...item, item_category: category, rental_days: 2 }],
  });
  for (const entry of events) {
    const ecommerceObject = entry.ecommerce as { value?: unknown; items: Array<{ price: unknown }> };
    if (ecommerceObject.value !== undefined) expect(Number.isInteger(ecommerceObject.value)).toBe(true);
    for (const line of ecommerceObject.items) expect(Number.isInteger(line.price)).toBe(true);
  }
  expect(pushed.filter((entry) => entry.event === 'purchase')).toHaveLength(1);
  const everything = JSON.stringify(pushed);
  for (const personal of [shopper.fullName, shopper.email, shopper.phone, 'Tràng Tiền']) expect(everything).not.toContain(personal);
  console.info(`dataLayer of one purchase:\n${JSON.stringify(events.map((entry) => ({ event: entry.event, ecommerce: entry.ecommerce })), null, 1)}`);

  // The voucher counts one use in the back-office.
  await admin.reload();
  await expect(admin.getByTestId('admin-voucher').filter({ hasText: CODE })).toContainText('Đã dùng 1/100 lượt');
  await office.close();
});

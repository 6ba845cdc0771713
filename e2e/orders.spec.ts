/**
 * Rent and buy: a guest picks rental dates (booked days greyed), logs in (cart merged), pays with MoMo
 * through the local sandbox gateway → 'Đang giao'; a second order by bank transfer shows its VietQR and
 * stays 'Chưa thanh toán' until she cancels it → 'Đã hủy'.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { sizeIdOf } from './support/sizes';
import { calendarDay } from './support/calendar';

const H = { 'X-User-Type': 'consumer' };
const stamp = Date.now().toString().slice(-8);
const shopper = { fullName: 'Lê Ngọc Mai', email: `ngocmai.${stamp}@example.com`, password: 'MatKhau#2026' };

/** Today's calendar day in Vietnam plus `days`, as YYYY-MM-DD (the rules module's arithmetic). */
const day = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

interface ProductCard {
  id: number;
  link: string;
  name: string;
  type: string;
  stock: number;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function register(api: APIRequestContext, fullName: string, email: string, password: string) {
  await ok(await api.post('/v1/user/consumer/register', { headers: H, data: { fullName, email, password } }), 'register');
}

/** A rentable product with a single unit, and one more to order by bank transfer. */
async function pickProducts(api: APIRequestContext): Promise<{ singles: ProductCard[]; other: ProductCard }> {
  const cards: ProductCard[] = [];
  for (const page of [1, 2]) {
    const body = await ok<{ items: ProductCard[] }>(await api.get(`/v1/product/list?kind=prod&pagination.limit=100&pagination.page=${page}`), 'products');
    cards.push(...body.items);
  }
  const rentable = cards.filter((card) => card.type === 'PRODUCT_TYPE_RENTABLE');
  const singles = rentable.filter((card) => card.stock === 1);
  const other = rentable.find((card) => card.stock >= 2);
  if (singles.length === 0 || !other) throw new Error('the seed has no single-unit rentable product');
  return { singles, other };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const cell = calendarDay;

test.describe.serial('rent and buy', () => {
  let single: ProductCard;
  let other: ProductCard;
  let momoOrderCode = '';

  test.beforeAll(async ({ baseURL }) => {
    const api = await playwrightRequest.newContext({ baseURL });
    const picked = await pickProducts(api);
    other = picked.other;
    await register(api, shopper.fullName, shopper.email, shopper.password);
    // Her delivery address, for the second order.
    const cities = await ok<{ items: { id: string; name: string }[] }>(await api.get('/v1/address/city?scheme=2025'), 'cities');
    const city = cities.items.find((item) => item.name.includes('Hà Nội')) ?? cities.items[0]!;
    const wards = await ok<{ items: { id: string }[] }>(await api.get(`/v1/address/${city.id}/ward?scheme=2025`), 'wards');
    await ok(
      await api.post('/v1/customer/address', {
        headers: H,
        data: {
          type: 'ADDRESS_TYPE_HOME',
          receiverName: shopper.fullName,
          receiverPhone: '0987654321',
          street: '25 Tràng Tiền',
          scheme: '2025',
          cityId: city.id,
          districtId: null,
          wardId: wards.items[0]!.id,
          isDefault: true,
        },
      }),
      'address',
    );
    await api.dispose();

    // Another shopper has already booked the single unit for days 10–12 (held 9–14 with delivery, return, cleaning).
    const booker = await playwrightRequest.newContext({ baseURL });
    await register(booker, 'Phạm Quốc Bảo', `quocbao.${stamp}@example.com`, 'MatKhau#2026');
    // (The first single-unit product still free then: a server reused across runs has booked earlier ones.)
    for (const candidate of picked.singles) {
      const added = await booker.post('/v1/cart', { headers: H, data: { productId: candidate.id, sizeId: await sizeIdOf(booker, candidate.link), mode: 'rent', quantities: 1, dateFrom: day(10), dateTo: day(12) } });
      if (added.status() === 409) continue;
      const { item } = await ok<{ item: { id: number } }>(added, 'booker cart');
      await ok(await booker.post('/v1/order', { headers: H, data: { cartItemIds: [item.id], deliveryMethod: 'pickup', paymentMethod: 'cash' } }), 'booker order');
      single = candidate;
      break;
    }
    if (!single) throw new Error('no single-unit product is free on the test days');
    await booker.dispose();
  });

  test('a guest rents with greyed booked days, logs in with her cart merged, and pays with MoMo in the sandbox', async ({ page }) => {
    await open(page, `/product/${single.link}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(single.name);

    await page.getByRole('button', { name: 'Chọn ngày thuê' }).first().click();
    // The booked days (and the buffer days around them) are greyed before she clicks anything.
    for (const booked of [day(8), day(10), day(12), day(13)]) await expect(cell(page, booked)).toBeDisabled();
    await expect(cell(page, day(0))).toBeDisabled();
    await expect(cell(page, day(3))).toBeEnabled();
    await cell(page, day(3)).click();
    await cell(page, day(5)).click();
    await page.getByRole('button', { name: 'Xác nhận' }).click();

    // The live line: delivery the day before, return the day after, the price and the deposit.
    const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
    await expect(page.getByText(ddmmyyyy(day(2))).first()).toBeVisible();
    await expect(page.getByText(ddmmyyyy(day(6))).first()).toBeVisible();
    await page.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await expect(page.getByText('Đã thêm vào giỏ hàng')).toBeVisible();

    // A guest's cart survives a reload.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: /1 sản phẩm trong giỏ hàng/ })).toBeVisible();

    await open(page, '/checkout/cart');
    await expect(page.getByRole('link', { name: single.name })).toBeVisible();
    await expect(page.getByText(/Ngày giao .* – Ngày trả/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Tiến hành đặt hàng' }).click();

    await expect(page).toHaveURL(/\/login/);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email hoặc số điện thoại').fill(shopper.email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/checkout\/cart/);

    // Merged into her server cart exactly once, and the cart says what the merge did.
    await expect(page.getByRole('link', { name: single.name })).toHaveCount(1);
    await expect(page.getByTestId('merge-report')).toContainText('Giỏ hàng trước khi đăng nhập đã được gộp vào tài khoản');
    // The line names its size unless the design is free size: «name – size XS» (thuê …).
    await expect(page.getByTestId('merge-report')).toContainText(`«${single.name}`);
    await expect(page.getByTestId('merge-report')).toContainText(`(thuê ${ddmmyyyy(day(3))} – ${ddmmyyyy(day(5))}): đã thêm 1 sản phẩm vào giỏ hàng của bạn`);
    const cart = await ok<{ items: { productId: number; dateFrom: string }[] }>(await page.request.get('/v1/cart/cart-item/list'), 'cart');
    expect(cart.items).toEqual([expect.objectContaining({ productId: single.id, dateFrom: day(3) })]);

    await page.getByRole('button', { name: 'Tiến hành đặt hàng' }).click();
    await expect(page).toHaveURL(/\/checkout\/?$/);
    await page.getByRole('radio', { name: /Nhận tại cửa hàng/ }).check();
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment/);
    await page.getByRole('radio', { name: /Ví MoMo/ }).check();
    await page.getByRole('button', { name: 'Đặt hàng' }).click();

    // The local sandbox plays MoMo: a page to pay or cancel, then the signed IPN and the redirect back.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cổng thanh toán thử nghiệm/);
    await page.getByRole('button', { name: 'Thanh toán' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-success\?order=\d+/);
    await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible();
    momoOrderCode = (await page.getByText(/^DH\d{8}$/).first().textContent()) ?? '';
    expect(momoOrderCode).toMatch(/^DH\d{8}$/);

    await open(page, '/account/order-history');
    await page.getByRole('tab', { name: /Đang giao/ }).click();
    await expect(page.getByRole('tabpanel').getByText(momoOrderCode)).toBeVisible();
  });

  test('a bank-transfer order shows its VietQR and stays unpaid; cancelling it moves it to Đã hủy', async ({ page }) => {
    await open(page, '/login');
    await page.getByLabel('Email hoặc số điện thoại').fill(shopper.email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await ok(
      await page.request.post('/v1/cart', { headers: H, data: { productId: other.id, sizeId: await sizeIdOf(page.request, other.link), mode: 'rent', quantities: 1, dateFrom: day(20), dateTo: day(23) } }),
      'cart',
    );

    await open(page, '/checkout/cart');
    await expect(page.getByRole('link', { name: other.name })).toBeVisible();
    await page.getByRole('button', { name: 'Tiến hành đặt hàng' }).click();
    await page.getByRole('radio', { name: /Giao tận nơi/ }).check();
    await expect(page.getByText('25 Tràng Tiền').first()).toBeVisible();
    await page.getByLabel('Ghi chú cho cửa hàng').fill('Gọi trước khi giao');
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    // The payment step repeats where the order goes and the note it carries.
    await expect(page.getByTestId('payment-address')).toContainText('25 Tràng Tiền');
    await expect(page.getByTestId('payment-note')).toContainText('Gọi trước khi giao');
    await page.getByRole('radio', { name: /Chuyển khoản ngân hàng/ }).check();
    await page.getByRole('button', { name: 'Đặt hàng' }).click();

    await expect(page).toHaveURL(/\/checkout\/order-success\?order=\d+/);
    const qr = page.getByRole('img', { name: /Mã VietQR chuyển/ });
    await expect(qr).toBeVisible();
    const alt = (await qr.getAttribute('alt')) ?? '';
    const code = /nội dung (DH\d{8})/.exec(alt)?.[1] ?? '';
    expect(code).toMatch(/^DH\d{8}$/);

    await open(page, '/account/order-history');
    // All four status tabs are on screen at 390 px, 'Đã hủy' included.
    const width = page.viewportSize()!.width;
    for (const tab of await page.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect({ tab: await tab.textContent(), inside: box.x >= 0 && box.x + box.width <= width + 0.5 }).toEqual({ tab: await tab.textContent(), inside: true });
    }
    await page.getByRole('tab', { name: /Chưa thanh toán/ }).click();
    const card = page.getByRole('tabpanel').getByRole('link', { name: new RegExp(code) });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/\/account\/order-history\/\d+/);
    await page.getByRole('button', { name: 'Hủy đơn hàng' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hủy đơn hàng' }).click();
    await expect(page.getByText('Đã hủy đơn hàng.')).toBeVisible();

    await open(page, '/account/order-history');
    await page.getByRole('tab', { name: /Đã hủy/ }).click();
    await expect(page.getByRole('tabpanel').getByText(code)).toBeVisible();
    await page.getByRole('tab', { name: /Đang giao/ }).click();
    await expect(page.getByRole('tabpanel').getByText(momoOrderCode)).toBeVisible();
  });
});

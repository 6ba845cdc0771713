/**
 * `npx tsx scripts/dev/checkout-shots.ts <origin>`: a fresh shopper (registered through the API, in the
 * browser's cookie jar) with an address and a rental + a purchase in the cart, then 390 px PNGs of the
 * checkout steps, a placed bank-transfer order's result page, the order history and the order detail,
 * into SHOTS_DIR (default /tmp/shots). FULL=1 for full-page shots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';

const H = { 'X-User-Type': 'consumer' };

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

const addDays = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const [origin] = process.argv.slice(2);
  if (!origin) throw new Error('usage: checkout-shots.ts <origin>');
  const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
  fs.mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'vi-VN', baseURL: origin });
  const api = context.request;

  await json(
    await api.post('/v1/user/consumer/register', {
      headers: H,
      data: { fullName: 'Trần Minh Anh', email: `shots-${Date.now()}@example.vn`, password: 'matkhau123' },
    }),
    'register',
  );
  const cities = await json<{ items: { id: string; name: string }[] }>(await api.get('/v1/address/city?scheme=2025'), 'cities');
  const city = cities.items.find((item) => item.name.includes('Hà Nội')) ?? cities.items[0]!;
  const wards = await json<{ items: { id: string }[] }>(await api.get(`/v1/address/${city.id}/ward?scheme=2025`), 'wards');
  await json(
    await api.post('/v1/customer/address', {
      headers: H,
      data: {
        type: 'ADDRESS_TYPE_HOME',
        receiverName: 'Trần Minh Anh',
        receiverPhone: '0987654321',
        street: '18 Lý Thường Kiệt',
        scheme: '2025',
        cityId: city.id,
        districtId: null,
        wardId: wards.items[0]!.id,
        isDefault: true,
      },
    }),
    'address',
  );

  const products = await json<{ items: { id: number; type: string; stock: number }[] }>(
    await api.get('/v1/product/list?kind=prod&pagination.limit=60'),
    'products',
  );
  const rentable = products.items.filter((item) => item.type !== 'PRODUCT_TYPE_SALABLE');
  const salable = products.items.filter((item) => item.type !== 'PRODUCT_TYPE_RENTABLE' && item.stock > 0);
  const fill = async (offset: number) => {
    for (const [i, item] of rentable.slice(offset, offset + 6).entries()) {
      const response = await api.post('/v1/cart', {
        headers: H,
        data: { productId: item.id, mode: 'rent', quantities: 1, dateFrom: addDays(20 + i * 4 + offset), dateTo: addDays(22 + i * 4 + offset) },
      });
      if (response.ok()) break;
    }
    const sale = salable[offset];
    if (sale) await api.post('/v1/cart', { headers: H, data: { productId: sale.id, mode: 'sale', quantities: 1 } });
  };
  await fill(0);

  const page: Page = await context.newPage();
  const shot = async (target: string, name: string, ready?: string) => {
    await page.goto(target, { waitUntil: 'networkidle' });
    if (ready) await page.getByText(ready).first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    await page.waitForTimeout(700);
    const file = path.join(dir, `${name}.png`);
    await page.screenshot({ path: file, fullPage: Boolean(process.env.FULL) });
    console.log(file);
  };

  await shot('/checkout/cart', 'checkout-cart');
  await shot('/checkout', 'checkout-index', 'Tổng cộng');
  await shot('/checkout/payment', 'checkout-payment', 'Tổng cộng');
  // Pick-up + cash chosen in the browser.
  await page.goto('/checkout', { waitUntil: 'networkidle' });
  await page.getByText('Nhận tại cửa hàng').first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(dir, 'checkout-index-pickup.png'), fullPage: Boolean(process.env.FULL) });
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByText('Tiền mặt tại cửa hàng').first().waitFor();
  await page.getByText('Tiền mặt tại cửa hàng').first().click();
  await page.getByRole('switch', { name: 'Dùng số dư ví' }).click().catch(() => undefined);
  await page.waitForTimeout(900);
  await page.screenshot({ path: path.join(dir, 'checkout-payment-pickup-cash.png'), fullPage: Boolean(process.env.FULL) });

  // A bank-transfer order placed through the API, then its pages.
  const cart = await json<{ items: { id: number }[] }>(await api.get('/v1/cart/cart-item/list'), 'cart');
  const placed = await json<{ order: { id: number } }>(
    await api.post('/v1/order', { headers: H, data: { cartItemIds: cart.items.map((item) => item.id), deliveryMethod: 'pickup', paymentMethod: 'bank_transfer' } }),
    'order',
  );
  await shot(`/checkout/order-success?order=${placed.order.id}`, 'checkout-order-success-qr', 'Chuyển khoản bằng VietQR');
  await shot('/account/order-history', 'order-history', 'Mã đơn');
  await shot(`/account/order-history/${placed.order.id}`, 'order-detail', 'Lịch sử đơn hàng');
  await browser.close();
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

/**
 * Part of an order paid from the wallet at 390 px: a shopper with 200.000 ₫ topped up turns the wallet on at the
 * payment step (the amount starts at what the wallet can cover), lowers it to 50.000 ₫, sees the amount due fall by as
 * much, pays the rest in cash at the shop, and her wallet keeps 150.000 ₫.
 */
import { expect, test } from '@playwright/test';
import { sizeIdOf } from './support/sizes';
import { ok, payInSandbox, SHOPPER, shot, vietnamDay } from './support/screens';

const stamp = Date.now().toString().slice(-6);
const vnd = (amount: number) => `${amount.toLocaleString('de-DE')} ₫`;
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('a shopper pays 50.000 ₫ of an order from her wallet and the rest in cash', async ({ page }) => {
  const api = page.context().request;
  await ok(await api.post('/v1/user/consumer/register', { headers: SHOPPER, data: { fullName: 'Trần Thu Trang', email: `trang.${stamp}@example.com`, password: 'MatKhau#2026' } }), 'register');
  const topUp = await ok<{ action: { url?: string } }>(await api.post('/v1/payment/top-up', { headers: SHOPPER, data: { amount: 200_000, paymentMethod: 'momo' } }), 'top-up');
  await page.goto(topUp.action.url!);
  await payInSandbox(page);
  await page.waitForURL(/\/account\/my-wallet/);
  await expect(page.getByTestId('wallet-available')).toHaveText(/200\.000\s₫/);

  const { items } = await ok<{ items: { id: number; link: string; type: string; stock: number }[] }>(await api.get('/v1/product/list?kind=prod&pagination.limit=100'), 'products');
  const product = items.find((card) => card.type === 'PRODUCT_TYPE_RENTABLE' && card.stock >= 2)!;
  const offset = 40 + (Number(stamp) % 20);
  await ok(
    await api.post('/v1/cart', { headers: SHOPPER, data: { productId: product.id, sizeId: await sizeIdOf(api, product.link), mode: 'rent', quantities: 1, dateFrom: vietnamDay(offset), dateTo: vietnamDay(offset + 2) } }),
    'cart',
  );

  await page.goto('/checkout/cart');
  await page.getByRole('button', { name: 'Tiến hành đặt hàng' }).click();
  await page.getByRole('radio', { name: /Nhận tại cửa hàng/ }).check();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment/);
  await expect(page.getByTestId('wallet-balance')).toContainText('200.000');
  // The payment step's own quote (pick-up, no shipping fee), not the one the delivery step was still asking for.
  await expect(page.getByRole('button', { name: 'Đặt hàng' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const footer = page.getByTestId('footer-total');
  const total = digits(await footer.textContent());

  await page.getByRole('switch', { name: 'Dùng số dư ví' }).click();
  const amount = page.getByLabel(/^Số tiền dùng từ ví/);
  await expect(amount).toHaveValue(Math.min(200_000, total).toLocaleString('de-DE'));
  await amount.fill('50000');
  await expect(amount).toHaveValue('50.000');
  await expect(footer).toHaveText(vnd(total - 50_000));
  await page.getByRole('radio', { name: /Tiền mặt tại cửa hàng/ }).check();
  await shot(page, 'wallet-checkout-payment');
  await page.getByRole('button', { name: 'Đặt hàng' }).click();

  await expect(page.getByRole('heading', { name: 'Đã đặt hàng — thanh toán tại cửa hàng' })).toBeVisible();
  await expect(page.getByText(vnd(total - 50_000)).first()).toBeVisible();
  await page.goto('/account/my-wallet');
  await expect(page.getByTestId('wallet-available')).toHaveText(/150\.000\s₫/);
});

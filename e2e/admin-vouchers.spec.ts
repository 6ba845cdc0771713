/**
 * Every kind of voucher from the back-office form (which sends `maxDiscount: null` for all but a capped percent):
 * a fixed amount, free delivery and a percent with no cap are created, and a shopper's checkout estimate applies each.
 */
import { expect, test } from '@playwright/test';
import { ok, ownerLogsIn, SHOPPER } from './support/screens';
import { sizeIdOf } from './support/sizes';

const stamp = Date.now().toString().slice(-6);
const VOUCHERS = [
  { code: `TIEN${stamp}`, kind: 'Giảm số tiền', title: 'Giảm 50.000 ₫', value: '50000' },
  { code: `SHIP${stamp}`, kind: 'Miễn phí giao hàng', title: 'Miễn phí giao hàng', value: null },
  { code: `PHAN${stamp}`, kind: 'Giảm theo %', title: 'Giảm 20% không giới hạn', value: '20' },
];

test('marketing creates a fixed, a free-delivery and an uncapped percent voucher; checkout applies each', async ({ page, browser }) => {
  await page.goto('/admin/vouchers');
  await ownerLogsIn(page);
  await expect(page.getByRole('heading', { name: 'Voucher' })).toBeVisible();
  for (const voucher of VOUCHERS) {
    await page.getByRole('button', { name: 'Tạo voucher' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mã voucher').fill(voucher.code);
    await dialog.getByLabel('Loại giảm').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(voucher.kind).click();
    await dialog.getByLabel('Tên hiển thị cho khách').fill(voucher.title);
    if (voucher.value) await dialog.getByLabel(voucher.kind === 'Giảm theo %' ? 'Phần trăm giảm (%)' : 'Số tiền giảm (₫)').fill(voucher.value);
    // The form suggests a cap; emptied, the percent has none (sent as null).
    if (voucher.kind === 'Giảm theo %') await dialog.getByLabel('Giảm tối đa (₫, để trống nếu không giới hạn)').fill('');
    await dialog.getByRole('button', { name: 'Tạo voucher' }).click();
    await expect(page.getByTestId('admin-voucher').filter({ hasText: voucher.code })).toContainText('Đang chạy');
  }

  // A shopper with a 2.000.000 ₫ purchase, delivered: each code's estimate.
  const context = await browser.newContext();
  const shop = context.request;
  await ok(await shop.post('/v1/user/consumer/register', { headers: SHOPPER, data: { fullName: 'Lê Thu Trang', email: `trang.${stamp}@example.com`, password: 'MatKhau#2026' } }), 'register');
  const products = await ok<{ items: Array<{ id: number; link: string; salePrice: number; stock: number }> }>(await shop.get('/v1/product/list?kind=prod&filter=sale&pagination.limit=100'), 'products');
  const product = products.items.find((item) => item.salePrice > 0 && item.salePrice < 1_000_000 && item.stock > 0)!;
  const line = await ok<{ item: { id: number } }>(await shop.post('/v1/cart', { headers: SHOPPER, data: { productId: product.id, sizeId: await sizeIdOf(shop, product.link), mode: 'sale', quantities: 1 } }), 'cart');
  const quote = async (code: string) =>
    (await ok<{ totals: { voucherDiscount: number; shippingFee: number; total: number } }>(
      await shop.post('/v1/order/quote', { headers: SHOPPER, data: { cartItemIds: [line.item.id], deliveryMethod: 'delivery', voucherCode: code } }),
      `quote ${code}`,
    )).totals;
  expect((await quote(VOUCHERS[0]!.code)).voucherDiscount).toBe(50_000);
  const delivery = await quote(VOUCHERS[1]!.code);
  expect(delivery.shippingFee).toBeGreaterThan(0);
  expect(delivery.voucherDiscount).toBe(delivery.shippingFee);
  // No cap: 20 % of the goods, not the 0 ₫ a null turned into 0 gave.
  expect((await quote(VOUCHERS[2]!.code)).voucherDiscount).toBe(Math.floor(product.salePrice * 0.2));
  await context.close();
});

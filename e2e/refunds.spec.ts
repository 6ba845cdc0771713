/**
 * Money out of the wallet at 390 px: a shopper tops up through the sandbox, asks to withdraw to her bank account (the
 * amount is held at once, her name printed as banks do), the owner marks it paid on "Hoàn tiền" with the transfer's
 * reference, and her wallet shows the request paid and every ledger step.
 */
import { expect, test } from '@playwright/test';
import { ok, ownerLogsIn, payInSandbox, SHOPPER, shot } from './support/screens';

const stamp = Date.now().toString().slice(-6);
const ACCOUNT = `00710${stamp}`;

test('a shopper withdraws 150.000 ₫ to Vietcombank; the owner pays it with its reference', async ({ page, browser }) => {
  const shop = page.context().request;
  await ok(await shop.post('/v1/user/consumer/register', { headers: SHOPPER, data: { fullName: 'Phạm Thị Hoa', email: `hoa.${stamp}@example.com`, password: 'MatKhau#2026' } }), 'register');
  const topUp = await ok<{ action: { kind: string; url?: string } }>(await shop.post('/v1/payment/top-up', { headers: SHOPPER, data: { amount: 200_000, paymentMethod: 'momo' } }), 'top-up');
  await page.goto(topUp.action.url!);
  await payInSandbox(page);
  await page.waitForURL(/\/account\/my-wallet/);
  await expect(page.getByTestId('wallet-available')).toHaveText(/200\.000\s₫/);

  const form = page.getByRole('region', { name: 'Rút tiền về ngân hàng' });
  await form.getByLabel('Số tiền rút').fill('150000');
  await form.getByRole('combobox', { name: 'Ngân hàng' }).selectOption({ label: 'Vietcombank' });
  await form.getByLabel('Số tài khoản').fill(ACCOUNT);
  await form.getByLabel('Tên chủ tài khoản').fill('Phạm Thị Hoa');
  await expect(form.getByText('Ngân hàng sẽ thấy: PHAM THI HOA')).toBeVisible();
  await form.getByRole('button', { name: 'Gửi yêu cầu rút tiền' }).click();
  await expect(form.getByRole('status')).toContainText('Đã gửi yêu cầu rút');
  await expect(page.getByTestId('wallet-available')).toHaveText(/50\.000\s₫/);
  const request = page.getByTestId('withdrawals').getByRole('listitem').first();
  await expect(request).toContainText('Đang xử lý');
  await expect(request).toContainText(`Vietcombank ••• ${ACCOUNT.slice(-4)}`);
  await expect(page.getByText(/Yêu cầu rút tiền #\d+ về Vietcombank/)).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await shot(page, 'refunds-wallet-requested');

  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await admin.goto('/admin/refunds');
  await ownerLogsIn(admin);
  await expect(admin.getByRole('heading', { name: 'Hoàn tiền và rút tiền' })).toBeVisible();
  const card = admin.getByTestId('admin-withdrawal').filter({ hasText: ACCOUNT });
  await expect(card).toContainText('PHAM THI HOA');
  await expect(card).toContainText(/150\.000\s₫/);
  await card.getByRole('button', { name: 'Đã chuyển' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Mã giao dịch').fill(`FT${stamp}`);
  await shot(admin, 'refunds-admin-paying', { fullPage: false });
  await dialog.getByRole('button', { name: 'Đã chuyển' }).click();
  await expect(card).toHaveCount(0);
  await admin.getByText('Đã xử lý').click();
  await expect(admin.getByTestId('admin-withdrawal').filter({ hasText: ACCOUNT })).toContainText(`Mã giao dịch: FT${stamp}`);
  await staff.close();

  await page.reload();
  await expect(page.getByTestId('withdrawals').getByRole('listitem').first()).toContainText('Đã chuyển');
  await expect(page.getByText(/Đã chuyển về ngân hàng: yêu cầu rút tiền #\d+/)).toBeVisible();
  await expect(page.getByTestId('wallet-available')).toHaveText(/50\.000\s₫/);
  await shot(page, 'refunds-wallet-paid');
});

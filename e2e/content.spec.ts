/** The shop's content pages: pre-rendered at their routes, grouped in the footer, unknown links are 404. */
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ context }) => {
  await context.route(/googletagmanager\.com|youtube(-nocookie)?\.com/, (route) => route.abort());
});

test('a customer-care page is pre-rendered with its size table', async ({ page }) => {
  const response = await page.goto('/customer-care/huong-dan-chon-size');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Hướng dẫn chọn size' })).toBeVisible();
  const table = page.getByRole('table').first();
  await expect(table.getByRole('columnheader', { name: 'Size' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'M', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Hướng dẫn chọn size/);
});

test('about us and the rental guide render; the guide video is a privacy-enhanced lazy embed', async ({ page }) => {
  expect((await page.goto('/about-us'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Về chúng tôi' })).toBeVisible();

  expect((await page.goto('/about/huong-dan-thue-do'))?.status()).toBe(200);
  const frame = page.locator('main iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/);
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toHaveAttribute('title', /.+/);
});

test('unknown content links get the 404 page with status 404', async ({ page }) => {
  for (const path of ['/about/khong-co-trang-nay', '/customer-care/khong-co', '/info/khong-co', '/seft/khong-co']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/không tìm thấy/i);
  }
});

test('the footer groups the content pages and its links navigate', async ({ page }) => {
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Chăm sóc khách hàng' })).toBeVisible();
  await footer.getByRole('link', { name: 'Hướng dẫn thanh toán' }).click();
  await expect(page).toHaveURL(/\/customer-care\/huong-dan-thanh-toan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hướng dẫn thanh toán' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('VietQR');
});

test('the content API answers a page and a Vietnamese 404', async ({ request }) => {
  const ok = await request.get('/v1/content/page/info/chinh-sach-bao-mat');
  expect(ok.status()).toBe(200);
  expect(((await ok.json()) as { title: string }).title).toBe('Chính sách bảo mật');
  const missing = await request.get('/v1/content/page/info/khong-co');
  expect(missing.status()).toBe(404);
  expect(((await missing.json()) as { message: string }).message).toBe('Không tìm thấy trang nội dung');
});

import { expect, test } from '@playwright/test';

const NAV = ['Trang chủ', 'Danh mục', 'Giỏ hàng', 'Khuyến mãi', 'Tài khoản'];

test('home renders in Vietnamese with the five-item bottom navigation', async ({ page }) => {
  const response = await page.goto('/home');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const nav = page.getByRole('navigation', { name: /điều hướng/i });
  await expect(nav.getByRole('link')).toHaveText(NAV);
  await expect(nav.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('aria-current', 'page');
});

test('the bottom navigation moves between pages and highlights the current one', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: /điều hướng/i });
  const stops: Array<[string, RegExp]> = [
    ['Danh mục', /\/f-menu$/],
    ['Khuyến mãi', /\/onsale$/],
    ['Giỏ hàng', /\/(checkout\/cart|login)/],
    // A guest: the account page sends her to log in. Wait for that, or the redirect lands after the next click.
    ['Tài khoản', /\/login\?redirect=%2Faccount$/],
    ['Trang chủ', /\/home$/],
  ];
  for (const [label, url] of stops) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (label === 'Danh mục' || label === 'Khuyến mãi' || label === 'Trang chủ') {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
  }
});

test('f-menu shows the seeded menu from the API', async ({ page }) => {
  const menuResponse = page.waitForResponse((r) => r.url().endsWith('/v1/menu') && r.status() === 200);
  await page.goto('/f-menu');
  const body = (await (await menuResponse).json()) as { items: Array<{ name: string; children: unknown[] }> };
  expect(body.items.length).toBeGreaterThanOrEqual(8);
  const list = page.getByRole('main').getByRole('list').first();
  for (const item of body.items) {
    await expect(list.getByRole('link', { name: new RegExp(`^${item.name}`) }).first()).toBeVisible();
  }
  await list.getByRole('button', { name: /Áo dài/ }).click();
  await expect(list.getByRole('link', { name: /^Áo dài cưới/ })).toBeVisible();
  await list.getByRole('link', { name: /^Áo dài cưới/ }).click();
  await expect(page).toHaveURL(/\/ao-dai-cuoi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Áo dài cưới' })).toBeVisible();
});

test('a category from the menu is pre-rendered at its link', async ({ page }) => {
  const response = await page.goto('/ao-dai');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Áo dài' })).toBeVisible();
});

test('a reload on a client-only account route works', async ({ page }) => {
  for (const path of ['/account', '/account/profile']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const again = await page.reload();
    expect(again?.status(), `${path} after reload`).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/trang-khong-ton-tai-xyz');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/không tìm thấy/i);
  await page.getByRole('link', { name: /trang chủ/i }).first().click();
  await expect(page).toHaveURL(/\/home$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pre-rendered home page is already styled', async ({ page }) => {
    await page.goto('/home');
    // Inline: only the CSS this page's markup uses (src/build/first-load.ts); the full sheet comes with the scripts.
    await expect(page.locator('head style[data-identity="gatsby-global-css"][data-pruned]')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Chương trình nổi bật' })).toHaveCSS('overflow-x', 'auto');
    const nav = page.getByRole('navigation', { name: /điều hướng/i });
    await expect(nav).toHaveCSS('position', 'fixed');
    await expect(nav.getByRole('link')).toHaveText(NAV);
  });
});

/**
 * axe on the pages every shopper meets — home, a category, a product, the cart, log-in and the account — at the phone
 * viewport, logged in with a line in the cart and then an order, so the filled-in screens are checked (the orders
 * list and an order's page, the wallet, notifications), not just their empty states.
 * Any serious or critical violation fails; so does an English screen-reader text the shop controls.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sizeIdOf } from './support/sizes';

const CONSUMER = { 'x-user-type': 'consumer' };

async function ok<T>(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function audit(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Accessible names and live-region texts that are English words a Vietnamese screen reader would spell out. */
async function englishLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const english = /^(navigated to|increase value|decrease value|clear|close|search|loading|down|up|check|left|right|more|menu|star|close-circle|calendar|swap-right)\b/i;
    const labels = [...document.querySelectorAll<HTMLElement>('[aria-label], #gatsby-announcer')]
      .filter((element) => !element.closest('[aria-hidden="true"]'))
      .map((element) => (element.id === 'gatsby-announcer' ? element.textContent ?? '' : element.getAttribute('aria-label') ?? '').trim())
      .filter((label) => label.length > 0);
    return labels.filter((label) => english.test(label));
  });
}

test('home, a category, a product, the cart, log-in, the account, orders and the wallet have no serious axe violation and no English screen-reader text', async ({ page }) => {
  test.setTimeout(120_000);
  const products = await ok<{ items: Array<{ id: number; link: string; categoryLink: string; type: string }> }>(
    await page.request.get('/v1/product/list?kind=prod&pagination.limit=1'),
    'products',
  );
  const product = products.items[0]!;
  const problems: string[] = [];
  const english: string[] = [];
  for (const path of ['/home', `/${product.categoryLink}`, `/product/${product.link}`, '/login']) {
    problems.push(...(await audit(page, path)));
    english.push(...(await englishLabels(page)).map((label) => `${path}: ${label}`));
  }

  const stamp = Date.now().toString().slice(-8);
  await ok(
    await page.request.post('/v1/user/consumer/register', {
      headers: CONSUMER,
      data: { fullName: 'Lê Minh Thư', email: `truycap.${stamp}@example.com`, password: 'MatKhau#2026' },
    }),
    'register',
  );
  const from = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10);
  const line = await ok<{ item: { id: number } }>(
    await page.request.post('/v1/cart', { headers: CONSUMER, data: { productId: product.id, sizeId: await sizeIdOf(page.request, product.link), mode: 'rent', quantities: 1, dateFrom: from, dateTo: to } }),
    'cart',
  );
  for (const path of ['/checkout/cart', '/account', '/account/profile']) {
    problems.push(...(await audit(page, path)));
    english.push(...(await englishLabels(page)).map((label) => `${path}: ${label}`));
  }
  // The line becomes an order waiting for its VietQR transfer: the orders pages and the wallet are checked filled in.
  const placed = await ok<{ order: { id: number } }>(
    await page.request.post('/v1/order', { headers: CONSUMER, data: { cartItemIds: [line.item.id], deliveryMethod: 'pickup', paymentMethod: 'bank_transfer' } }),
    'order',
  );
  for (const path of ['/account/order-history', `/account/order-history/${placed.order.id}`, '/account/my-wallet', '/account/notification', '/account/favorite-product']) {
    problems.push(...(await audit(page, path)));
    english.push(...(await englishLabels(page)).map((label) => `${path}: ${label}`));
  }
  // A client-side navigation is announced in Vietnamese (Gatsby's own text is English).
  await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: /Trang chủ/ }).click();
  await expect(page).toHaveURL(/\/home/);
  await expect(page.locator('#gatsby-announcer')).toHaveText(/^Đã chuyển đến trang \S/);
  expect(problems).toEqual([]);
  expect(english).toEqual([]);
});

/**
 * Pre-rendered pages hydrate without a mismatch and without any error: every console error or uncaught exception
 * fails the journey (React's #418 is one), on pages opened directly — a category with filters in its URL included —
 * and by client-side navigation.
 */
import { expect, test, type Page } from '@playwright/test';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()} console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()} exception: ${error.message}`));
  return errors;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
}

// gatsby-plugin-offline registers its service worker on https or on "localhost" only, and logs an error elsewhere.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 8123}` });

test('pages opened directly and by navigation log no console error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  let sessionChecks = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/user/consumer/session') sessionChecks += 1;
  });
  const list = (await (await page.request.get('/v1/product/list?kind=prod&pagination.limit=1')).json()) as {
    items: Array<{ link: string; categoryLink: string }>;
  };
  const product = list.items[0]!;

  // One app, one store: the session is asked once per page load (Gatsby also wraps each page's Head).
  await open(page, '/home');
  expect(sessionChecks).toBe(1);

  for (const path of ['/home', `/${product.categoryLink}`, `/product/${product.link}`, '/about-us', '/onsale', '/f-menu', '/search?q=%C4%91%E1%BA%A7m', '/checkout/cart', '/login']) {
    await open(page, path);
  }

  // A category opened with a view in its URL: first the pre-rendered default, then that view, without #418.
  await open(page, `/${product.categoryLink}?sort=price_asc&filter=rent`);
  await expect(page.getByRole('combobox', { name: 'Sắp xếp' })).toBeVisible();
  await open(page, '/onsale?sort=price_desc');

  // Client-side navigation from home to a category and a product.
  await open(page, '/home');
  await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: /Danh mục/ }).click();
  await page.waitForLoadState('networkidle');
  await page.goBack();
  await page.waitForLoadState('networkidle');

  expect(errors).toEqual([]);
});

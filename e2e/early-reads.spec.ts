/**
 * Issue #34: a logged-in shopper's account and checkout pages ask for their first data with the HTML
 * (src/shared/api/early-reads.ts, the plan in src/app/early-reads.ts). Each early answer is what the page then reads:
 * all are taken by the app (none left over, the session asked once), and the page draws them; a guest's page asks
 * only for the session.
 */
import { expect, test, type Page } from '@playwright/test';
import { addAnySize } from './support/sizes';

const H = { 'X-User-Type': 'consumer' };
const day = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const SESSION = '/v1/user/consumer/session';

/** The API paths (with their query) the page asked for while it loaded, in order; `all`: every path asked. */
function recordReads(page: Page, all: string[] = []): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    all.push(url.pathname);
    if (request.method() === 'GET' && url.pathname.startsWith('/v1/')) reads.push(url.pathname + url.search);
  });
  return reads;
}

/** The page's code and the loader's data, preloaded with the HTML (src/build/page-code.ts). */
const preloaded = (page: Page) => page.locator('link[data-page-code]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

async function leftOver(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys((window as unknown as { __earlyReads?: object }).__earlyReads ?? {}));
}

test('a logged-in shopper’s pages: every early answer is taken, the session asked once, the page drawn from them', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString().slice(-8);
  const registered = await page.request.post('/v1/user/consumer/register', { headers: H, data: { fullName: 'Đỗ Thu Trang', email: `early.${stamp}@example.com`, password: 'MatKhau#2026' } });
  expect(registered.status()).toBe(201);
  const listed = (await (await page.request.get('/v1/product/list?kind=prod&pagination.limit=100')).json()) as { items: Array<{ id: number; link: string; name: string; type: string }> };
  const rentable = listed.items.filter((card) => card.type === 'PRODUCT_TYPE_RENTABLE');
  const { product } = await addAnySize(page.request, H, rentable, { mode: 'rent', dateFrom: day(45), dateTo: day(46) });

  const pages: Array<{ path: string; drawn: () => ReturnType<Page['getByText']>; early: string[] }> = [
    { path: '/checkout/cart', drawn: () => page.getByRole('main').getByText(product.name).first(), early: [] },
    { path: '/account/order-history', drawn: () => page.getByText('Bạn không có đơn hàng nào chờ thanh toán.'), early: ['/v1/order/list?status=not_paid&page=1&limit=10'] },
    { path: '/account', drawn: () => page.getByRole('main').getByText('Đỗ Thu Trang').first(), early: ['/v1/customer/customer-profile', '/v1/notification/preferences'] },
    { path: '/account/favorite-product', drawn: () => page.getByText('Chưa có sản phẩm yêu thích.'), early: ['/v1/product/favorite-product/list?pagination.page=1&pagination.limit=30'] },
    {
      path: '/account/notification',
      drawn: () => page.getByText('Chưa có thông báo nào.').or(page.getByRole('main').getByRole('listitem')).first(),
      early: ['/v1/notification/list?pagination.page=1&pagination.limit=20'],
    },
    { path: '/account/my-wallet', drawn: () => page.getByText('Chưa có giao dịch nào.'), early: ['/v1/wallet', '/v1/wallet/transactions?pagination.page=1&pagination.limit=20'] },
  ];
  for (const { path, drawn, early } of pages) {
    const asked: string[] = [];
    const reads = recordReads(page, asked);
    await page.goto(path);
    await expect(drawn()).toBeVisible();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await leftOver(page), `${path}: early answers nobody took`).toEqual([]);
    expect(reads.filter((read) => read === SESSION), `${path}: the session`).toHaveLength(1);
    // The page's own reads: asked once (by the head's script), taken by the app.
    for (const read of early) expect(reads.filter((one) => one === read), `${path}: ${read}`).toHaveLength(1);
    // Each preload is what the page then used: fetched once, not again by the loader or webpack.
    const hints = await preloaded(page);
    expect(hints.length, path).toBeGreaterThanOrEqual(8);
    for (const href of hints) expect(asked.filter((one) => one === href), `${path}: ${href}`).toHaveLength(1);
    page.removeAllListeners('request');
  }
});

test('a guest’s cart: only the session is asked early, nothing answers 401', async ({ page }) => {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/v1/')) statuses.push(response.status());
  });
  const reads = recordReads(page);
  await page.goto('/checkout/cart');
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  expect(reads[0]).toBe(SESSION);
  expect(reads.filter((read) => read === SESSION)).toHaveLength(1);
  expect(statuses).not.toContain(401);
  expect(await leftOver(page)).toEqual([]);
});

/**
 * Pages that drew one thing and then another (issue #34): each one's layout shifts, seen by a PerformanceObserver
 * from the first paint until the page has settled, stay within CLS 0.05 (largest session window, as Lighthouse counts
 * it; the journey gives no input, so every shift counts). `npm run bench:cls` measures every shopper page the same way.
 */
import { expect, test, type Page } from '@playwright/test';
import { ok, SHOPPER, vietnamDay, type ListedProduct } from './support/screens';
import { addAnySize } from './support/sizes';
import { sessionWindowCls } from '../scripts/bench/lib/session-window';

const CLS_LIMIT = 0.05;

const observed = new WeakSet<Page>();

async function clsOf(page: Page, path: string): Promise<{ cls: number; moved: string[] }> {
  if (!observed.has(page)) await observe(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ at: number; value: number; moved: string[] }> }).__shifts);
  return { cls: sessionWindowCls(shifts), moved: shifts.filter((shift) => shift.value >= 0.01).flatMap((shift) => shift.moved) };
}

async function observe(page: Page): Promise<void> {
  observed.add(page);
  await page.addInitScript(() => {
    const shifts: Array<{ at: number; value: number; moved: string[] }> = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node: Node | null }> }>) {
        shifts.push({ at: entry.startTime, value: entry.value, moved: (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : '?')) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('search results and membership draw once', async ({ page }) => {
  for (const path of [`/search?q=${encodeURIComponent('áo')}`, '/member-ship']) {
    const { cls, moved } = await clsOf(page, path);
    expect(cls, `${path} moved ${moved.join(' | ')}`).toBeLessThanOrEqual(CLS_LIMIT);
  }
});

test('a logged-in shopper’s account, cart and checkout draw once', async ({ page }) => {
  test.setTimeout(120_000);
  const api = page.request;
  const stamp = Date.now().toString().slice(-8);
  await ok(await api.post('/v1/user/consumer/register', { headers: SHOPPER, data: { fullName: 'Đỗ Thanh Hương', email: `shifts.${stamp}@example.com`, password: 'MatKhau#2026' } }), 'register');
  const cards = (await ok<{ items: ListedProduct[] }>(await api.get('/v1/product/list?kind=prod&filter=rent&pagination.limit=100'), 'products')).items;
  await addAnySize(api, SHOPPER, cards.filter((card) => card.type === 'PRODUCT_TYPE_RENTABLE'), { mode: 'rent', dateFrom: vietnamDay(30), dateTo: vietnamDay(31) });
  for (const path of ['/account', '/account/my-wallet', '/account/order-history', '/checkout/cart', '/checkout', '/checkout/payment']) {
    const { cls, moved } = await clsOf(page, path);
    expect(cls, `${path} moved ${moved.join(' | ')}`).toBeLessThanOrEqual(CLS_LIMIT);
  }
});

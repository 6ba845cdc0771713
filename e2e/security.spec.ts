/**
 * The Content-Security-Policy breaks nothing: across the shop's pages — guest browsing, a product, the cart, a content
 * page with its YouTube embed, the account area, a VietQR transfer, the sandbox gateway's pay page and its redirect
 * back — Chromium reports no CSP violation, and every page came with a policy.
 */
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { addAnySize } from './support/sizes';

const CSP_REPORT = /Content Security Policy|Content-Security-Policy|Refused to (?:load|execute|apply|connect|frame|create|evaluate|run)/i;
const CONSUMER = { 'x-user-type': 'consumer' };

interface Watch {
  violations: string[];
  documentsWithoutPolicy: string[];
}

/** Collects CSP violations (console reports and securitypolicyviolation events) and documents sent without a policy. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { violations: [], documentsWithoutPolicy: [] };
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (CSP_REPORT.test(message.text())) seen.violations.push(`${page.url()} — ${message.text()}`);
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'document' || response.status() >= 300) return;
    if (!(await response.headerValue('content-security-policy'))) seen.documentsWithoutPolicy.push(response.url());
  });
  return seen;
}

async function visit(page: Page, path: string) {
  // Leave the last page first: a lazy photo it starts while the next page is loading is cancelled without an event
  // in Chromium 150 and counted by Playwright as the next page's request still running, so networkidle never came.
  await page.goto('about:blank');
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.waitForLoadState('networkidle');
  // Lazy images and the lazy video frame load once scrolled into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

test.beforeEach(async ({ context }) => {
  // No third-party network in the journeys; a CSP refusal happens before any request is made anyway.
  await context.route(/googletagmanager\.com|google-analytics\.com|youtube(-nocookie)?\.com|facebook\.(?:net|com)/, (route) => route.abort());
});

test('a guest browses the shop without a single CSP violation', async ({ page }) => {
  const seen = await watch(page);
  const products = await ok<{ items: Array<{ link: string; categoryLink: string }> }>(await page.request.get('/v1/product/list?kind=prod&pagination.limit=1'), 'products');
  const product = products.items[0]!;
  for (const path of ['/', '/home', `/${product.categoryLink}`, `/product/${product.link}`, '/search?q=%C3%A1o', '/onsale', '/checkout/cart', '/login', '/register', '/member-ship', '/about/huong-dan-thue-do']) {
    await visit(page, path);
  }
  await expect(page.locator('main iframe')).toHaveAttribute('src', /youtube-nocookie\.com/);
  // The PWA's service worker registers under worker-src 'self'.
  await page.waitForFunction(async () => Boolean(await navigator.serviceWorker?.getRegistration()), null, { timeout: 30_000 });
  expect(seen.violations).toEqual([]);
  expect(seen.documentsWithoutPolicy).toEqual([]);
});

test('a logged-in shopper’s account pages, a VietQR transfer and the MoMo sandbox round trip raise no CSP violation', async ({ page }) => {
  const seen = await watch(page);
  const stamp = Date.now().toString().slice(-8);
  await ok(
    await page.request.post('/v1/user/consumer/register', {
      headers: CONSUMER,
      data: { fullName: 'Trần Bảo Mật', email: `baomat.${stamp}@example.com`, password: 'MatKhau#2026' },
    }),
    'register',
  );
  const products = await ok<{ items: Array<{ id: number; link: string; type: string; stock: number }> }>(await page.request.get('/v1/product/list?kind=prod&filter=sale&pagination.limit=20'), 'products');
  // Two orders of one unit each: a size that sells two (journeys share the server, so rentals may hold some).
  const salable = products.items.filter((item) => item.type !== 'PRODUCT_TYPE_RENTABLE' && item.stock > 1);
  const first = await addAnySize(page.request, CONSUMER, salable, { mode: 'sale' }, 3);
  let pending: number | null = first.itemId;
  const placeOrder = async (paymentMethod: string) => {
    const lineId = pending ?? (await ok<{ item: { id: number } }>(await page.request.post('/v1/cart', { headers: CONSUMER, data: { productId: first.product.id, sizeId: first.sizeId, mode: 'sale', quantities: 1 } }), 'cart')).item.id;
    pending = null;
    const line = { item: { id: lineId } };
    return ok<{ order: { id: number }; payment: { action: { kind: string; url?: string } } }>(
      await page.request.post('/v1/order', { headers: CONSUMER, data: { cartItemIds: [line.item.id], deliveryMethod: 'pickup', paymentMethod } }),
      `order (${paymentMethod})`,
    );
  };

  const transfer = await placeOrder('bank_transfer');
  for (const path of ['/account', '/account/profile', '/account/address', '/account/favorite-product', '/account/my-wallet', '/account/notification', '/account/order-history', `/account/order-history/${transfer.order.id}`]) {
    await visit(page, path);
  }
  // The VietQR code is an SVG data: URL (img-src data:).
  await expect(page.locator('img[src^="data:image/svg+xml"]').first()).toBeVisible();

  const momo = await placeOrder('momo');
  expect(momo.payment.action.kind).toBe('redirect');
  await page.goto(momo.payment.action.url!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cổng thanh toán thử nghiệm/);
  // The pay page's form posts to /sandbox/… and is redirected back to the shop (form-action 'self').
  await page.getByRole('button', { name: 'Thanh toán' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-success\?order=\d+/);
  await page.waitForLoadState('networkidle');

  expect(seen.violations).toEqual([]);
  expect(seen.documentsWithoutPolicy).toEqual([]);
});

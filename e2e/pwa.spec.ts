/**
 * Installable, offline-capable, measured: service worker, manifest, offline notice, tag-manager
 * dataLayer events and the delayed-navigation indicator.
 *
 * Gatsby registers the service worker only over HTTPS or on `localhost`, so the journeys that need it
 * use http://localhost:<port> (same server as baseURL's 127.0.0.1).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';

function localhost(baseURL: string | undefined): string {
  return (baseURL ?? 'http://127.0.0.1:8123').replace('127.0.0.1', 'localhost');
}

/** Tests never talk to Google. */
async function blockThirdParties(context: BrowserContext) {
  await context.route(/googletagmanager\.com|google-analytics\.com|youtube(-nocookie)?\.com/, (route) => route.abort());
}

async function waitForController(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, {
    timeout: 30_000,
  });
}

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

test('the manifest is Vietnamese, standalone, with 192 and 512 icons (maskable too)', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    scope?: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ short_name: 'Thuê Đồ', lang: 'vi', start_url: '/home', display: 'standalone', scope: '/', theme_color: '#B0264F' });
  expect(manifest.name).toContain('Thuê Đồ');
  for (const size of ['192x192', '512x512']) {
    expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === 'any')).toBe(true);
    expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === 'maskable')).toBe(true);
  }
  for (const icon of manifest.icons) {
    const file = await request.get(`/${icon.src.replace(/^\//, '')}`);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toContain('image/png');
  }
});

test('Chromium finds no installability errors once the service worker controls the page', async ({ baseURL }) => {
  // Playwright's contexts are incognito-like, where Chromium always answers "in-incognito": use a real profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    viewport: { width: 390, height: 844 },
    locale: 'vi-VN',
  });
  try {
    await blockThirdParties(context);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${localhost(baseURL)}/home`);
    await waitForController(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test.describe('offline', () => {
  test('a visited product page opens again offline with the offline notice and no error toast; a page never opened shows the offline page with links to saved ones', async ({ page, context, baseURL }) => {
    const origin = localhost(baseURL);
    await page.goto(`${origin}/home`);
    await waitForController(page);
    const href = await page.locator('main a[href^="/product/"]').first().getAttribute('href');
    expect(href).toBeTruthy();

    // A full load under the service worker: its page data and chunks go through (and into) the caches.
    await page.goto(`${origin}${href}`);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const pageData = `/page-data${href}/page-data.json`;
    await page.waitForFunction(async (url) => Boolean(await caches.match(url)), pageData, { timeout: 30_000 });
    // Offline, the precached app shell boots and loads the page's resources from the caches: wait until every
    // script, style and data file this page fetched (lazy chunks and static-query data included) is cached.
    // The page's template chunk is requested by the app after it starts, not by the HTML: let the network
    // settle first, or the check can pass before that request exists.
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      async () => {
        const own = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && /\.(?:js|css|json)$/.test(url.pathname) && !url.pathname.startsWith('/v1/'))
          .map((url) => url.pathname);
        const wanted = ['/offline-plugin-app-shell-fallback/index.html', '/page-data/app-data.json', ...own];
        const hits = await Promise.all(wanted.map((url) => caches.match(url)));
        return hits.every(Boolean);
      },
      undefined,
      { timeout: 30_000 },
    );
    await expect(page.getByText('Bạn đang ngoại tuyến — đang hiển thị nội dung đã lưu')).toHaveCount(0);

    // A product page this browser never loaded, not even prefetched (the sitemap lists them all).
    const unvisited = await page.evaluate(async () => {
      const sitemap = await (await fetch('/sitemap.xml')).text();
      const links = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/product\/[^<]+)<\/loc>/g)].map((match) => match[1]!).reverse();
      for (const link of links) if (!(await caches.match(`/page-data${link}/page-data.json`))) return link;
      return null;
    });

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
      await expect(page.getByRole('status').filter({ hasText: 'Bạn đang ngoại tuyến — đang hiển thị nội dung đã lưu' })).toBeVisible();
      // The reads that fail offline (session, reviews) stay quiet: no red "Lỗi kết nối mạng" over the notice.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
      await expect(page.getByText(/Lỗi kết nối mạng/)).toHaveCount(0);

      // A page never opened: the offline page in Vietnamese, with a link to what is saved, which opens offline.
      expect(unvisited, 'a product linked from this page and not cached').toBeTruthy();
      await page.goto(`${origin}${unvisited}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bạn đang ngoại tuyến');
      await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
      const saved = page.getByRole('link', { name: heading ?? '' });
      await expect(saved).toHaveAttribute('href', href!);
      await saved.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    } finally {
      await context.setOffline(false);
    }
    await expect(page.getByText('Bạn đang ngoại tuyến — đang hiển thị nội dung đã lưu')).toHaveCount(0);
  });
});


test('with the service worker in control, unknown paths stay 404 and client-only routes still load', async ({ page, baseURL }) => {
  const origin = localhost(baseURL);
  await page.goto(`${origin}/home`);
  await waitForController(page);
  const missing = await page.goto(`${origin}/trang-khong-ton-tai-pwa`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/không tìm thấy/i);
  // A second visit (now "known" to the offline plugin) is still the server's 404.
  const again = await page.goto(`${origin}/trang-khong-ton-tai-pwa`);
  expect(again?.status()).toBe(404);

  for (const path of ['/account/profile', '/checkout/cart']) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a client-side navigation sends the route-change event to dataLayer', async ({ page }) => {
  await page.goto('/home');
  await page.waitForFunction(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer));
  // The initial render has its own route update; let it settle, then count.
  await page.waitForTimeout(300);
  const count = () =>
    page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'gatsby-route-change').length);
  const before = await count();
  await page.getByRole('navigation', { name: /điều hướng/i }).getByRole('link', { name: 'Danh mục' }).click();
  await expect(page).toHaveURL(/\/f-menu$/);
  await expect.poll(count).toBe(before + 1);
});

test('web-vitals LCP reaches dataLayer, at most once per metric per 3 s', async ({ page }) => {
  await page.goto('/home');
  const vitals = () =>
    page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'web-vitals') as Array<{ name: string; value: number }>);
  await page.waitForTimeout(1000);
  expect((await vitals()).filter((e) => e.name === 'LCP')).toHaveLength(0);
  await expect.poll(async () => (await vitals()).filter((e) => e.name === 'LCP').length, { timeout: 8_000 }).toBe(1);
  const lcp = (await vitals()).find((e) => e.name === 'LCP');
  expect(lcp?.value).toBeGreaterThan(0);
});

test.describe('on a data-saver connection', () => {
  test.beforeEach(async ({ page }) => {
    // Data-saver: no prefetching, so the page data below is only requested by the navigation itself.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '4g', saveData: true } });
    });
  });

  test('a navigation slower than 1 s shows the loading indicator until the page arrives', async ({ page }) => {
    await page.goto('/home');
    await page.waitForTimeout(500);
    let delayed = 0;
    await page.route('**/page-data/onsale/page-data.json', async (route) => {
      delayed += 1;
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await page.getByRole('navigation', { name: /điều hướng/i }).getByRole('link', { name: 'Khuyến mãi' }).click();
    await expect(page.getByRole('progressbar', { name: 'Đang tải nội dung' })).toBeVisible({ timeout: 3_500 });
    await expect(page).toHaveURL(/\/onsale$/, { timeout: 10_000 });
    await expect(page.getByRole('progressbar', { name: 'Đang tải nội dung' })).toHaveCount(0);
    expect(delayed).toBeGreaterThan(0);
  });
});

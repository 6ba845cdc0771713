/**
 * Issue #15: the pre-rendered pages are complete and styled without JavaScript, and the first screen answers the
 * first tap before hydration has finished. Gatsby's app script is held back (so React has not hydrated) while the
 * shopper taps the bottom navigation, the search, a product card, the date button and a filter; links and forms work
 * at once, and the buttons' taps are answered as soon as the page hydrates. Hydrating shifts nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { SHOPPER, type ListedProduct } from './support/screens';

/** Holds every page's app script until `release()`; `hold()` holds the next page again. */
async function appScriptGate(page: Page) {
  let open!: () => void;
  let gate = Promise.resolve();
  const hold = () => {
    gate = new Promise<void>((resolve) => (open = resolve));
  };
  hold();
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return { hold, release: () => open() };
}

const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

/** Layout shifts so far (CLS without session windows: an upper bound). */
const shifted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

async function rentableProduct(page: Page): Promise<{ category: string; product: ListedProduct }> {
  const menu = (await (await page.request.get('/v1/menu', { headers: SHOPPER })).json()) as { items: Array<{ link: string }> };
  for (const { link } of menu.items) {
    const list = (await (await page.request.get(`/v1/product/list?kind=cat&link=${link}&filter=rent&pagination.limit=30`, { headers: SHOPPER })).json()) as {
      items?: ListedProduct[];
    };
    const product = list.items?.find((item) => item.type !== 'PRODUCT_TYPE_SALABLE' && item.stock > 0);
    if (product) return { category: link, product };
  }
  throw new Error('no rentable product in the catalogue');
}

test('before hydration: links, search, a product card, the date button and a filter all answer the first tap', async ({ page }) => {
  const { category, product } = await rentableProduct(page);
  const gate = await appScriptGate(page);

  // Home, not hydrated: pre-rendered and styled (the bottom bar is fixed to the screen's foot).
  // The held script also holds the load event: wait for the document only.
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  await notHydrated(page);
  const nav = page.getByRole('navigation', { name: /điều hướng/i });
  await expect(nav).toBeVisible();
  expect(await nav.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  // Hydrating moves nothing. (Measured with no tap waiting: what a replayed tap opens — the date picker, a filtered
  // list — is the shopper's own doing, which the browser cannot tell from a shift since the tap came before.)
  gate.release();
  await hydrated(page);
  expect(await shifted(page)).toBeLessThan(0.05);

  gate.hold();
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  await notHydrated(page);

  // The search button is a link to /search: it searches before hydration.
  await page.getByRole('link', { name: 'Tìm kiếm' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('searchbox', { name: 'Tìm sản phẩm' })).toBeVisible();

  // The bottom navigation and a product card are links.
  await nav.getByRole('link', { name: 'Danh mục' }).click();
  await expect(page).toHaveURL(/\/f-menu$/);
  await page.goto(`/${category}`, { waitUntil: 'domcontentloaded' });
  await notHydrated(page);
  await page.locator(`main a[href="/product/${product.link}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.link}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // The date button is a button: the tap is kept, and answered when the page hydrates.
  await notHydrated(page);
  await page.getByRole('button', { name: 'Chọn ngày thuê' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  gate.release();
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: 'Chọn lịch thuê' })).toBeVisible();

  // A listing's filter, tapped before hydration, is applied once it hydrates.
  gate.hold();
  await page.goto(`/${category}`, { waitUntil: 'domcontentloaded' });
  await notHydrated(page);
  await page.getByRole('radiogroup', { name: 'Loại sản phẩm' }).getByRole('radio', { name: 'Thuê' }).click();
  gate.release();
  await hydrated(page);
  await expect(page).toHaveURL(/filter=rent/);
  await expect(page.getByRole('radiogroup', { name: 'Loại sản phẩm' }).getByRole('radio', { name: 'Thuê' })).toHaveAttribute('aria-checked', 'true');
});

test('without JavaScript: home, a category and a product page are complete and styled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const { category, product } = await rentableProduct(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('main a[href^="/product/"]').count()).toBeGreaterThan(3);
  await page.goto(`/${category}`);
  await expect(page.locator('section[aria-busy="false"]')).toBeVisible();
  expect(await page.locator('main a[href^="/product/"]').count()).toBeGreaterThan(0);
  await expect(page.getByRole('combobox', { name: 'Sắp xếp' })).toBeVisible();
  await page.goto(`/product/${product.link}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('product-price')).toBeVisible();
  const hero = page.locator('main img[fetchpriority="high"]').first();
  await expect(hero).toBeVisible();
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await context.close();
});

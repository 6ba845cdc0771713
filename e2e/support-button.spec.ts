/**
 * The "Hỗ trợ" button never covers content: on the main pages at 360, 390 and 430 px, scrolled to the top, through
 * the middle and to the bottom, its box overlaps no link, button or field (other than ones the sticky header hides
 * anyway) and never the product page's action bar or the bottom navigation.
 */
import { expect, test, type Page } from '@playwright/test';
import { ok, shot, SHOPPER, vietnamDay, type ListedProduct } from './support/screens';
import { addAnySize } from './support/sizes';

interface Overlap {
  element: string;
  scroll: number;
}

/** What the button's box covers at this scroll position. */
function coveredNow(page: Page): Promise<Overlap[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-testid="support-button"]');
    if (!button) return [{ element: 'no support button', scroll: window.scrollY }];
    const box = button.getBoundingClientRect();
    const header = button.closest('header');
    const headerBox = document.querySelector('header')?.getBoundingClientRect();
    const hit = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left < box.right - 0.5 && r.right > box.left + 0.5 && r.top < box.bottom - 0.5 && r.bottom > box.top + 0.5;
    const interactive = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"]), [role="region"], nav')];
    const found: Overlap[] = [];
    for (const element of interactive) {
      if (element === button || button.contains(element) || element.contains(button)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const rect = element.getBoundingClientRect();
      if (!hit(rect)) continue;
      // Page content scrolled under the sticky header is hidden by the header whatever sits in it.
      const underHeader = headerBox && !header?.contains(element) && rect.top < headerBox.bottom && box.bottom <= headerBox.bottom + 0.5;
      if (underHeader && !element.closest('header')) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      found.push({ element: `${element.tagName.toLowerCase()} "${name}"`, scroll: Math.round(window.scrollY) });
    }
    return found;
  });
}

async function coveredAnywhere(page: Page): Promise<Overlap[]> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByTestId('support-button')).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const found: Overlap[] = [];
  for (const share of [0, 0.25, 0.5, 0.75, 1]) {
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * share));
    // Measured once the scroll has been laid out and painted (two frames), not after a fixed delay.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    found.push(...(await coveredNow(page)));
  }
  return found;
}

test('the support button covers nothing on the main pages at 360, 390 and 430 px', async ({ page }) => {
  test.setTimeout(180_000);
  // A shopper with a rental in her cart, so the cart and checkout show their real content.
  await ok(await page.request.post('/v1/user/consumer/register', { headers: SHOPPER, data: { fullName: 'Phạm Thu Trang', email: `ho-tro-${Date.now()}@example.vn`, password: 'matkhau-Manh-2026' } }), 'register');
  const cards = (await ok<{ items: ListedProduct[] }>(await page.request.get('/v1/product/list?kind=prod&pagination.limit=100'), 'products')).items;
  const rentable = cards.filter((card) => card.type === 'PRODUCT_TYPE_RENTABLE' && card.stock >= 2);
  const { product } = await addAnySize(page.request, SHOPPER, rentable, { mode: 'rent', dateFrom: vietnamDay(5), dateTo: vietnamDay(7) });

  const pages = ['/home', `/${product.categoryLink}`, `/product/${product.link}`, '/checkout/cart', '/checkout', '/account'];
  const problems: string[] = [];
  for (const width of [360, 390, 430]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      await page.goto(path);
      for (const overlap of await coveredAnywhere(page)) problems.push(`${width}px ${path} (scroll ${overlap.scroll}): ${overlap.element}`);
      if (path.startsWith('/product/')) {
        const bar = await page.getByRole('region', { name: 'Thao tác sản phẩm' }).boundingBox();
        const button = await page.getByTestId('support-button').boundingBox();
        expect(bar && button && (button.y + button.height <= bar.y || button.y >= bar.y + bar.height)).toBe(true);
      }
      if (width === 360) await shot(page, `support-button${path.replace(/\//g, '-')}-360`, { fullPage: false });
    }
  }
  expect(problems).toEqual([]);
});

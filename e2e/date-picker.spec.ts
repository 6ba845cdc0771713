/**
 * The rental date picker fits the phone: opened from a product page at 360×640 and 390×844, the drawer stays inside
 * the screen — title, close button, legend, both months' arrows and the confirm button all reachable (the months
 * scroll inside the drawer), a range can be picked and confirmed, and axe finds nothing serious in the open calendar.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeProblems, settled } from './support/screens';

interface ProductCard {
  link: string;
  type: string;
}

async function rentableLink(page: Page): Promise<string> {
  const response = await page.request.get('/v1/product/list?kind=prod&pagination.limit=50&pagination.page=1');
  const body = (await response.json()) as { items: ProductCard[] };
  const card = body.items.find((item) => item.type === 'PRODUCT_TYPE_RENTABLE');
  if (!card) throw new Error('no rentable product in the seed');
  return card.link;
}

async function insideViewport(page: Page, name: string, box: { x: number; y: number; width: number; height: number } | null) {
  const viewport = page.viewportSize()!;
  expect(box, name).not.toBeNull();
  expect({ name, top: box!.y >= -0.5, bottom: box!.y + box!.height <= viewport.height + 0.5 }).toEqual({ name, top: true, bottom: true });
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
]) {
  test(`the date picker fits a ${viewport.width}×${viewport.height} screen and every control is reachable`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/product/${await rentableLink(page)}`);
    // Hydrated: a click on the pre-rendered button before that would be lost.
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Chọn ngày thuê' }).first().click();
    const drawer = page.locator('.ant-drawer-open .ant-drawer-section');
    await expect(drawer.getByTestId('picker-calendar').locator('button[data-day]').first()).toBeVisible();
    // Measured once the drawer has finished sliding in.
    await settled(page);

    await insideViewport(page, 'drawer', await drawer.boundingBox());
    await insideViewport(page, 'title', await drawer.locator('.ant-drawer-title').boundingBox());
    await insideViewport(page, 'close', await drawer.getByRole('button', { name: 'Đóng' }).boundingBox());
    await insideViewport(page, 'confirm', await drawer.getByRole('button', { name: 'Xác nhận' }).boundingBox());

    // Every month arrow can be scrolled to and pressed; the body scrolls, the page behind does not move.
    const arrows = drawer.getByRole('button', { name: /^Tháng (trước|sau)$/ });
    expect(await arrows.count()).toBeGreaterThan(0);
    for (const arrow of await arrows.all()) {
      await arrow.scrollIntoViewIfNeeded();
      await insideViewport(page, 'month arrow', await arrow.boundingBox());
    }
    const enabled = drawer.locator('button[data-day]:not([aria-disabled])');
    await enabled.nth(0).scrollIntoViewIfNeeded();
    await enabled.nth(0).click();
    await enabled.nth(2).click();
    await expect(drawer.getByTestId('picker-chosen')).toContainText('/');
    // The calendar as a screen reader meets it: each day named with its weekday and date, no serious axe violation.
    await expect(enabled.nth(0)).toHaveAttribute('aria-label', /^(Thứ (Hai|Ba|Tư|Năm|Sáu|Bảy)|Chủ Nhật), ngày \d{1,2} tháng \d{1,2} năm \d{4}, ngày bắt đầu$/);
    expect(await axeProblems(page)).toEqual([]);
    await insideViewport(page, 'confirm after picking', await drawer.getByRole('button', { name: 'Xác nhận' }).boundingBox());
    await drawer.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
  });
}

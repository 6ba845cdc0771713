/**
 * Size advice on a phone: a seeded dress whose reviews tell enough shows "Tư vấn size" just above the size choice;
 * "Bảng size" opens the category's measurements table as a dialog; Esc closes it. No serious axe violation either way.
 */
import { expect, test } from '@playwright/test';
import { axeProblems, ok, shot } from './support/screens';

interface Detail {
  link: string;
  sizes: unknown[];
  sizeAdvice: { bands: unknown[] } | null;
  sizeGuide: { categoryName: string; rows: unknown[] } | null;
}

test('the product page sums up the reviews about size and opens the size guide', async ({ page }) => {
  const listing = await ok<{ items: Array<{ link: string }> }>(await page.request.get('/v1/product/list?kind=cat&link=vay-cuoi&pagination.limit=50'), 'listing');
  let product: Detail | undefined;
  for (const { link } of listing.items) {
    const detail = await ok<Detail>(await page.request.get(`/v1/product/detail/${link}`), 'detail');
    if (detail.sizes.length > 1 && detail.sizeAdvice && detail.sizeAdvice.bands.length > 0 && detail.sizeGuide) {
      product = detail;
      break;
    }
  }
  expect(product, 'a seeded wedding dress in several sizes, with size advice').toBeDefined();

  await page.goto(`/product/${product!.link}`);
  const help = page.getByRole('region', { name: 'Tư vấn size' });
  await expect(help.getByRole('list', { name: 'Lời khuyên từ đánh giá của khách' })).toContainText(/Khách cao \dm\d\d–\dm\d\d thường chọn \S+/);
  // Just above the size choice.
  const sizes = page.getByTestId('size-picker');
  expect((await help.boundingBox())!.y).toBeLessThan((await sizes.boundingBox())!.y);
  await help.scrollIntoViewIfNeeded();
  expect(await axeProblems(page)).toEqual([]);

  await help.getByRole('button', { name: `Xem bảng size ${product!.sizeGuide!.categoryName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Bảng size ${product!.sizeGuide!.categoryName}` });
  await expect(dialog.getByRole('table')).toBeVisible();
  await expect(dialog.getByRole('rowheader')).toHaveCount(product!.sizeGuide!.rows.length);
  await shot(page, 'size-guide-390', { fullPage: false });
  expect(await axeProblems(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

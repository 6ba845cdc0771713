/** Designs have sizes: a journey's cart call names one, and a product page with several asks the shopper to pick. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The design's first size with at least `units` units (its detail lists them). */
export async function sizeIdOf(api: APIRequestContext, link: string, units = 1): Promise<number> {
  const response = await api.get(`/v1/product/detail/${link}`);
  expect(response.status(), `detail ${link}`).toBe(200);
  const { sizes } = (await response.json()) as { sizes: Array<{ id: number; units: number }> };
  const size = sizes.find((candidate) => candidate.units >= units) ?? sizes.find((candidate) => candidate.units > 0);
  if (!size) throw new Error(`${link} has no size with a unit`);
  return size.id;
}

/** On a product page: picks the first size free for the chosen dates, when the design offers several. */
export async function chooseFirstSize(page: Page): Promise<void> {
  const picker = page.getByTestId('size-picker');
  if ((await picker.count()) === 0) return;
  const free = picker.locator('label:has(input:not(:disabled))').first();
  await expect(free).toBeVisible();
  await free.click();
}

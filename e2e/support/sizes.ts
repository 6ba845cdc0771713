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
  // A click on a size before the pre-rendered page has hydrated is lost.
  await page.locator('html[data-hydrated="true"]').waitFor();
  const picker = page.getByTestId('size-picker');
  if ((await picker.count()) === 0) return;
  const free = picker.locator('label:has(input:not(:disabled))').first();
  await expect(free).toBeVisible();
  await free.click();
}

/**
 * Adds the first (design, size) of `cards` that takes the line — journeys share one server, so a size another journey
 * booked is skipped. `units`: the size must hold at least that many.
 */
export async function addAnySize<T extends { id: number; link: string }>(
  api: APIRequestContext,
  headers: Record<string, string>,
  cards: readonly T[],
  line: { mode: 'rent' | 'sale'; dateFrom?: string; dateTo?: string },
  units = 1,
): Promise<{ product: T; sizeId: number; itemId: number }> {
  for (const product of cards) {
    const response = await api.get(`/v1/product/detail/${product.link}`);
    if (response.status() !== 200) continue;
    const { sizes } = (await response.json()) as { sizes: Array<{ id: number; units: number }> };
    for (const size of sizes.filter((candidate) => candidate.units >= units)) {
      const added = await api.post('/v1/cart', { headers, data: { productId: product.id, sizeId: size.id, quantities: 1, ...line } });
      if (added.status() === 201) return { product, sizeId: size.id, itemId: ((await added.json()) as { item: { id: number } }).item.id };
    }
  }
  throw new Error('no design among the candidates takes the line');
}

/** Hands an order over from the back-office API, with the units the free lists offer first. */
export async function handOverApi(api: APIRequestContext, headers: Record<string, string>, orderId: number): Promise<void> {
  const order = (await (await api.get(`/v1/admin/orders/${orderId}`, { headers })).json()) as { order: { items: Array<{ id: number; mode: string; rental?: { state: string } | null }> } };
  const unitCodes: string[] = [];
  for (const item of order.order.items) {
    if (item.mode !== 'rent' || item.rental?.state !== 'reserved') continue;
    const free = (await (await api.get(`/v1/admin/orders/${orderId}/items/${item.id}/free-units`, { headers })).json()) as { quantity: number; units: Array<{ code: string }> };
    unitCodes.push(...free.units.filter((unit) => !unitCodes.includes(unit.code)).slice(0, free.quantity).map((unit) => unit.code));
  }
  const response = await api.post(`/v1/admin/orders/${orderId}/hand-over`, { headers, data: { unitCodes } });
  expect(response.status(), `hand over: ${await response.text()}`).toBeLessThan(300);
}

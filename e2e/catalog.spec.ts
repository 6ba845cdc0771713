import { expect, test, type Page, type Response } from '@playwright/test';

interface ListResponse {
  items: Array<{ link: string; name: string; type: string; rentalPrice: number }>;
  pagination: { total: number };
}

const isListing = (response: Response, params: Record<string, string>) => {
  const url = new URL(response.url());
  return url.pathname === '/v1/product/list' && Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value);
};

/** Product links in the order the listing shows them. */
async function shownProductLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('main a[href^="/product/"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
  return hrefs.filter((href, index) => href !== hrefs[index - 1]).map((href) => href.replace('/product/', ''));
}

/** The pre-rendered page has hydrated: a click before that would be a plain link or lost on a radio. */
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

test('home → category → Thuê + rental price range → cheapest first → product → 5-star reviews', async ({ page }) => {
  await page.goto('/home');
  await hydrated(page);
  await page.getByRole('navigation', { name: /điều hướng/i }).getByRole('link', { name: 'Danh mục' }).click();
  await page.getByRole('main').getByRole('link', { name: /^Áo dài/ }).first().click();
  await expect(page).toHaveURL(/\/ao-dai$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Áo dài' })).toBeVisible();

  const rentOnly = page.waitForResponse((r) => isListing(r, { filter: 'rent' }) && r.ok());
  await page.getByRole('radiogroup', { name: 'Loại sản phẩm' }).getByText('Thuê', { exact: true }).click();
  const rentBody = (await (await rentOnly).json()) as ListResponse;
  expect(rentBody.items.length).toBeGreaterThan(0);
  expect(rentBody.items.every((item) => item.type !== 'PRODUCT_TYPE_SALABLE')).toBe(true);
  await expect(page).toHaveURL(/filter=rent/);

  await page.getByRole('button', { name: /^Bộ lọc/ }).click();
  await page.getByRole('spinbutton', { name: 'Từ (₫)' }).fill('150000');
  await page.getByRole('spinbutton', { name: 'Đến (₫)' }).fill('600000');
  const ranged = page.waitForResponse((r) => isListing(r, { filter: 'rent', 'rental-prices': '150000-600000' }) && r.ok());
  await page.getByRole('button', { name: 'Áp dụng' }).click();
  const rangedBody = (await (await ranged).json()) as ListResponse;
  expect(rangedBody.items.length).toBeGreaterThan(0);
  for (const item of rangedBody.items) {
    expect(item.rentalPrice).toBeGreaterThanOrEqual(150_000);
    expect(item.rentalPrice).toBeLessThanOrEqual(600_000);
  }

  // Each filter change is a navigation: let it settle (Gatsby moves focus when it ends) before opening the sort.
  await expect(page).toHaveURL(/rental-prices=150000-600000/);
  await expect(page.locator('.ant-drawer-content-wrapper')).toBeHidden();
  await expect(page.getByRole('button', { name: /^Bộ lọc/ })).toBeFocused();
  await expect(page.locator('section[aria-busy="false"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sorted = page.waitForResponse((r) => isListing(r, { sort: 'price_asc', 'rental-prices': '150000-600000' }) && r.ok());
  // The sort is the phone's own picker (a native select).
  await page.getByRole('combobox', { name: 'Sắp xếp' }).selectOption({ label: 'Giá thấp → cao' });
  const sortedBody = (await (await sorted).json()) as ListResponse;
  const prices = sortedBody.items.map((item) => item.rentalPrice);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect.poll(() => shownProductLinks(page)).toEqual(sortedBody.items.map((item) => item.link));

  // The view lives in the URL: a reload reproduces it.
  await page.reload();
  await expect.poll(() => shownProductLinks(page)).toEqual(sortedBody.items.map((item) => item.link));

  const first = sortedBody.items[0]!;
  await page.locator(`main a[href="/product/${first.link}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${first.link}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();

  const reviews = page.getByRole('region', { name: 'Đánh giá' });
  const fiveStars = page.waitForResponse((r) => r.url().includes(`/v1/product/${first.link}/reviews`) && new URL(r.url()).searchParams.get('star') === '5');
  await reviews.getByRole('radiogroup', { name: 'Lọc theo số sao' }).getByText('5 ★').click();
  const fiveBody = (await (await fiveStars).json()) as { items: Array<{ stars: number; text: string }> };
  expect(fiveBody.items.every((review) => review.stars === 5)).toBe(true);
  for (const review of fiveBody.items) await expect(reviews.getByText(review.text)).toBeVisible();
});

test('searching "ao dai" finds products named with diacritics', async ({ page }) => {
  await page.goto('/home');
  await hydrated(page);
  await page.getByRole('link', { name: 'Tìm kiếm' }).click();
  const box = page.getByRole('searchbox', { name: 'Tìm sản phẩm' }).or(page.getByRole('textbox', { name: 'Tìm sản phẩm' }));
  await box.fill('ao dai');
  await expect(page.getByRole('region', { name: 'Gợi ý tìm kiếm' }).getByText(/Áo dài/).first()).toBeVisible();
  const results = page.waitForResponse((r) => r.url().includes('/v1/product/search') && r.ok());
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=ao(\+|%20)dai/);
  const body = (await (await results).json()) as ListResponse;
  expect(body.pagination.total).toBeGreaterThan(5);
  const top = body.items.slice(0, 10);
  expect(top.every((item) => /(^|\s)áo dài/i.test(item.name))).toBe(true);
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(top[0]!.name) }).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a product page's content is in the pre-rendered HTML", async ({ page, request }) => {
    const list = (await (await request.get('/v1/product/list?kind=cat&link=vay-cuoi&pagination.limit=1')).json()) as ListResponse;
    const product = list.items[0]!;
    const response = await page.goto(`/product/${product.link}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(/Thuê Lẻ/).first()).toBeVisible();
    await expect(page.getByText(/₫/).first()).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('Product');
    expect(JSON.stringify(jsonLd)).toContain('"priceCurrency":"VND"');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${product.link}$`));
  });
});

test('"Xem tất cả" on Trending and New arrival opens that collection, every product of it', async ({ page, request }) => {
  for (const [type, heading, path] of [
    ['trending', 'Đang thịnh hành', '/bo-suu-tap/dang-thinh-hanh'],
    ['new_arrival', 'Hàng mới về', '/bo-suu-tap/hang-moi-ve'],
  ] as const) {
    const collection = (await (await request.get(`/v1/collection/consumer?type=${type}&pagination.limit=100`)).json()) as ListResponse;
    await page.goto('/home');
    await hydrated(page);
    const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });
    await section.getByRole('link', { name: /Xem tất cả/ }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await shownProductLinks(page)).toEqual(collection.items.map((item) => item.link));
  }
});

/**
 * Search results asked for before the page hydrates (src/pages/search.tsx): the listing's first request for the same
 * view takes that answer; a different view, or a later request, asks again.
 */
import { fetchProductList, requestListEarly } from '../../../../src/features/catalog/api';
import { parseListingQuery } from '../../../../src/features/catalog/query';
import { setErrorNotifier } from '../../../../src/shared/api/http';

const page = (total: number) => ({ items: [], pagination: { page: 1, limit: 30, total }, facets: null });
const answer = (body: unknown) => ({ status: 200, ok: true, headers: { get: () => 'application/json' }, json: async () => body });
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => setErrorNotifier(() => undefined));
afterEach(() => setErrorNotifier(null));

it('answers the first request for the same view from the early one, and asks again after', async () => {
  const fetchMock = jest.fn(async () => answer(page(7)));
  global.fetch = fetchMock as unknown as typeof fetch;
  const query = parseListingQuery('?q=%C3%A1o&sort=price_asc');
  requestListEarly({ kind: 'search', q: 'áo' }, query);
  requestListEarly({ kind: 'search', q: 'áo' }, query);
  await tick();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/^\/v1\/product\/search\?.*q=%C3%A1o/);
  expect((await fetchProductList({ kind: 'search', q: 'áo' }, query)).pagination.total).toBe(7);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await fetchProductList({ kind: 'search', q: 'áo' }, query);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('does not answer another view with it', async () => {
  const fetchMock = jest.fn(async (url: string) => answer(page(url.includes('v%C3%A1y') ? 3 : 9)));
  global.fetch = fetchMock as unknown as typeof fetch;
  requestListEarly({ kind: 'search', q: 'áo' }, parseListingQuery(''));
  await tick();
  expect((await fetchProductList({ kind: 'search', q: 'váy' }, parseListingQuery(''))).pagination.total).toBe(3);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

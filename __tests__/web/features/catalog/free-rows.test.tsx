import { render, screen, waitFor, within } from '@testing-library/react';
import { ProductScroller } from '../../../../src/features/catalog/components/ProductGrid';
import { addDays, todayInVietnam } from '../../../../core/rules/rental-dates';
import { makeCard } from '../../fixtures/catalog';

const dateFrom = addDays(todayInVietnam(), 9);
const dateTo = addDays(todayInVietnam(), 10);
const a = makeCard({ id: 1, link: 'vay-a-1', name: 'Váy A' });
const b = makeCard({ id: 2, link: 'vay-b-2', name: 'Váy B' });

function answer(items: unknown[]) {
  const body = { items, pagination: { page: 1, limit: 100, total: items.length } };
  return jest.fn(async (_url: string) => ({ status: 200, ok: true, headers: { get: () => 'application/json' }, json: async () => body }));
}

beforeEach(() => window.localStorage.clear());

it('a row shows every card when the shopper has set no dates', () => {
  global.fetch = answer([]) as unknown as typeof fetch;
  render(<ProductScroller products={[a, b]} label="Liên quan" />);
  expect(within(screen.getByRole('list', { name: 'Liên quan' })).getAllByRole('listitem')).toHaveLength(2);
  expect(global.fetch).not.toHaveBeenCalled();
});

it('with her dates, a row keeps the designs free for them, each naming its sizes', async () => {
  window.localStorage.setItem('thuedo.wantedDates.v1', JSON.stringify({ dateFrom, dateTo }));
  const fetchMock = answer([{ ...b, freeSizes: ['S', 'M'] }]);
  global.fetch = fetchMock as unknown as typeof fetch;
  render(<ProductScroller products={[a, b]} label="Liên quan" />);
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Liên quan' })).getAllByRole('listitem')).toHaveLength(1));
  expect(screen.getByText('Còn size S, M')).toBeInTheDocument();
  const url = String((fetchMock.mock.calls[0] as unknown[])[0]);
  expect(url).toContain('links=vay-a-1%2Cvay-b-2');
  expect(url).toContain(`dateFrom=${dateFrom}&dateTo=${dateTo}`);
});

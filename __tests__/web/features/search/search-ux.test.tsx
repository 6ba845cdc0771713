import { act, fireEvent, render, screen } from '@testing-library/react';
import * as categoryApi from '../../../../src/features/catalog/api';
import { CatalogListing } from '../../../../src/features/catalog/components/CatalogListing';
import { parseListingQuery, SEARCH_SORTS, serialiseListingQuery } from '../../../../src/features/catalog/query';
import { SearchForm } from '../../../../src/features/search/components/SearchBox';
import { AppRoot } from '../../test-root';

jest.mock('../../../../src/features/catalog/api', () => ({
  ...jest.requireActual('../../../../src/features/catalog/api'),
  fetchSuggestions: jest.fn(),
  fetchProductList: jest.fn(),
}));
const fetchSuggestions = jest.mocked(categoryApi.fetchSuggestions);
const fetchProductList = jest.mocked(categoryApi.fetchProductList);
const empty = { items: [], pagination: { page: 1, limit: 30, total: 0 }, facets: null };

describe('search', () => {
  it('the typeahead says when nothing is found', async () => {
    jest.useFakeTimers();
    fetchSuggestions.mockResolvedValue({ products: [], categories: [] });
    render(
      <AppRoot>
        <SearchForm />
      </AppRoot>,
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'xyzzy' } });
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Không tìm thấy sản phẩm hay danh mục nào');
    jest.useRealTimers();
  });

  it('on the results page the typeahead waits for new words: none for the term already answered below (it would push the results down)', async () => {
    jest.useFakeTimers();
    fetchSuggestions.mockClear();
    fetchSuggestions.mockResolvedValue({ products: [], categories: [{ id: 1, name: 'Áo dài', link: 'ao-dai' }] } as never);
    render(
      <AppRoot>
        <SearchForm initial="áo" />
      </AppRoot>,
    );
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(fetchSuggestions).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: /gợi ý/i })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'áo dài' } });
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(fetchSuggestions).toHaveBeenCalledWith('áo dài');
    jest.useRealTimers();
  });

  it('results default to "Phù hợp nhất" (left out of the URL); the empty state speaks of filters only when some are set', async () => {
    expect(parseListingQuery('?q=dam').sort).toBeNull();
    expect(serialiseListingQuery(parseListingQuery('?sort=newest'), { q: 'đầm' })).toBe('?q=%C4%91%E1%BA%A7m&sort=newest');
    fetchProductList.mockResolvedValue(empty as never);
    const view = (search: string) => (
      <AppRoot>
        <CatalogListing source={{ kind: 'search', q: 'xyzzy' }} listName="Tìm kiếm" sortKeys={SEARCH_SORTS} pathname="/search" search={search} extra={{ q: 'xyzzy' }} />
      </AppRoot>
    );
    const { unmount } = render(view('?q=xyzzy'));
    expect(await screen.findByText('Không có sản phẩm phù hợp.')).toBeInTheDocument();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sắp xếp' }).selectedOptions[0]).toHaveTextContent('Phù hợp nhất');
    expect(screen.queryByText('Hãy thử bỏ bớt bộ lọc.')).not.toBeInTheDocument();
    unmount();
    render(view('?q=xyzzy&filter=rent&colour=%C4%90%E1%BB%8F'));
    expect(await screen.findByText('Hãy thử bỏ bớt bộ lọc.')).toBeInTheDocument();
  });
});

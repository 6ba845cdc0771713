import { addDays, todayInVietnam } from '../../../../core/rules/rental-dates';
import {
  activeFilterCount,
  DEFAULT_QUERY,
  isDefaultQuery,
  parseListingQuery,
  parsePriceRange,
  serialiseListingQuery,
  toApiQuery,
  withChange,
} from '../../../../src/features/catalog/query';

describe('listing query ↔ URL', () => {
  it('parses the documented example', () => {
    const query = parseListingQuery('?sort=price_asc&filter=rent&rental-prices=100000-500000&colour=%C4%90%E1%BB%8F&page=2');
    expect(query).toEqual({
      sort: 'price_asc',
      filter: 'rent',
      rentalPrices: { min: 100000, max: 500000 },
      attributes: { colour: ['Đỏ'] },
      dates: null,
      page: 2,
    });
  });

  it('round-trips: serialise(parse(x)) is stable and parse(serialise(q)) = q', () => {
    const query = {
      sort: 'top_seller' as const,
      filter: 'sale' as const,
      rentalPrices: { min: null, max: 400000 },
      attributes: { size: ['M', 'L'], colour: ['Đỏ'] },
      dates: null,
      page: 3,
    };
    const text = serialiseListingQuery(query);
    expect(parseListingQuery(text)).toEqual(query);
    expect(serialiseListingQuery(parseListingQuery(text))).toBe(text);
    expect(text).toBe('?sort=top_seller&filter=sale&rental-prices=-400000&size=M%2CL&colour=%C4%90%E1%BB%8F&page=3');
  });

  it('keeps the shopper\'s dates in the URL and the API query; past or impossible dates are dropped', () => {
    const dateFrom = addDays(todayInVietnam(), 10);
    const dateTo = addDays(todayInVietnam(), 12);
    const query = { ...DEFAULT_QUERY, dates: { dateFrom, dateTo } };
    const text = serialiseListingQuery(query);
    expect(text).toBe(`?dateFrom=${dateFrom}&dateTo=${dateTo}`);
    expect(parseListingQuery(text)).toEqual(query);
    expect(toApiQuery(query, { kind: 'cat', link: 'ao-dai' })).toContain(`dateFrom=${dateFrom}&dateTo=${dateTo}`);
    expect(parseListingQuery(`?dateFrom=${addDays(todayInVietnam(), -3)}&dateTo=${dateTo}`).dates).toBeNull();
    expect(parseListingQuery(`?dateFrom=${dateTo}&dateTo=${dateFrom}`).dates).toBeNull();
    expect(parseListingQuery('?dateFrom=2030-02-30&dateTo=2030-03-01').dates).toBeNull();
  });

  it('ignores invalid values and omits defaults', () => {
    const query = parseListingQuery('?sort=cheap&filter=x&rental-prices=9-1&page=-2&size=&colour=Đỏ&colour=Đỏ');
    expect(query).toEqual({ ...DEFAULT_QUERY, attributes: { colour: ['Đỏ'] } });
    expect(serialiseListingQuery(DEFAULT_QUERY)).toBe('');
    expect(isDefaultQuery(parseListingQuery(''))).toBe(true);
    expect(isDefaultQuery(parseListingQuery('?page=2'))).toBe(false);
  });

  it('parses price ranges with an open side', () => {
    expect(parsePriceRange('100000-')).toEqual({ min: 100000, max: null });
    expect(parsePriceRange('-')).toBeNull();
    expect(parsePriceRange('abc')).toBeNull();
  });

  it('keeps extra keys first (search text)', () => {
    expect(serialiseListingQuery({ ...DEFAULT_QUERY, sort: 'price_desc' }, { q: 'áo dài' })).toBe('?q=%C3%A1o+d%C3%A0i&sort=price_desc');
  });

  it('resets the page on change and counts active filters', () => {
    const query = { ...DEFAULT_QUERY, page: 4 };
    expect(withChange(query, { sort: 'price_asc' }).page).toBe(1);
    expect(activeFilterCount({ ...DEFAULT_QUERY, rentalPrices: { min: 1, max: null }, attributes: { size: ['M', 'L'] } })).toBe(3);
  });

  it('builds the API query with pagination keys', () => {
    const query = parseListingQuery('?sort=price_asc&colour=Đỏ&page=2');
    const params = new URLSearchParams(toApiQuery(query, { kind: 'cat', link: 'ao-dai' }));
    expect(Object.fromEntries(params)).toEqual({
      kind: 'cat',
      link: 'ao-dai',
      sort: 'price_asc',
      colour: 'Đỏ',
      'pagination.page': '2',
      'pagination.limit': '30',
    });
  });
});

import { currentDates, datesFromSearch, readStoredDates, searchWithDates, storeDates, usableDates } from '../../../../src/features/dates/public';
import { addDays, todayInVietnam } from '../../../../core/rules/rental-dates';

const day = (n: number) => addDays(todayInVietnam(), n);

beforeEach(() => window.localStorage.clear());

describe('"Ngày bạn cần đồ"', () => {
  it('keeps real, ordered days inside the bookable window only', () => {
    expect(usableDates({ dateFrom: day(3), dateTo: day(5) })).toEqual({ dateFrom: day(3), dateTo: day(5) });
    expect(usableDates({ dateFrom: day(0), dateTo: day(2) })).toBeNull(); // delivery would be yesterday
    expect(usableDates({ dateFrom: day(5), dateTo: day(3) })).toBeNull();
    expect(usableDates({ dateFrom: day(3), dateTo: day(400) })).toBeNull();
    expect(usableDates({ dateFrom: '2030-02-30', dateTo: '2030-03-02' })).toBeNull();
  });

  it('lives in the URL first and on the device; a past stored range is dropped', () => {
    expect(currentDates('')).toBeNull();
    storeDates({ dateFrom: day(10), dateTo: day(11) });
    expect(currentDates('?q=ao')).toEqual({ dateFrom: day(10), dateTo: day(11) });
    expect(currentDates(`?dateFrom=${day(4)}&dateTo=${day(6)}`)).toEqual({ dateFrom: day(4), dateTo: day(6) });
    window.localStorage.setItem('thuedo.wantedDates.v1', JSON.stringify({ dateFrom: day(-5), dateTo: day(-3) }));
    expect(readStoredDates()).toBeNull();
    storeDates(null);
    expect(window.localStorage.getItem('thuedo.wantedDates.v1')).toBeNull();
  });

  it('sets and removes the dates in a query string, keeping the other keys and leaving page 1', () => {
    const dates = { dateFrom: day(4), dateTo: day(6) };
    expect(searchWithDates('?q=v%C3%A1y&page=3', dates)).toBe(`?q=v%C3%A1y&dateFrom=${day(4)}&dateTo=${day(6)}`);
    expect(datesFromSearch(searchWithDates('', dates))).toEqual(dates);
    expect(searchWithDates(`?q=a&dateFrom=${day(4)}&dateTo=${day(6)}`, null)).toBe('?q=a');
  });
});

import { addDays, daysBetween, displayRentalWindow, extraDays, isDay, parseDay, rentalDays, todayInVietnam } from '../../../core/rules/rental-dates';

describe('rental dates', () => {
  it('counts the difference of day starts', () => {
    expect(rentalDays('2026-12-05', '2026-12-05')).toBe(0);
    expect(rentalDays('2026-12-05', '2026-12-06')).toBe(1);
    expect(rentalDays('2026-02-27', '2026-03-02')).toBe(3);
    expect(rentalDays('2028-02-27', '2028-03-02')).toBe(4); // leap year
    expect(rentalDays('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('extra days are the days beyond the first two', () => {
    expect([0, 1, 2, 3, 10].map(extraDays)).toEqual([0, 0, 0, 1, 8]);
  });

  it('shows delivery one day before and return one day after', () => {
    expect(displayRentalWindow('2026-12-01', '2026-12-31')).toEqual({ deliveryDay: '2026-11-30', returnDay: '2027-01-01' });
  });

  it('rejects days that are not real YYYY-MM-DD dates', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-12-01', '2026-12-1', '', 'hôm nay']) {
      expect(isDay(bad)).toBe(false);
      expect(() => parseDay(bad)).toThrow(RangeError);
    }
    expect(isDay(20261201)).toBe(false);
  });

  it('lists the days of a window and moves by days', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("knows today's day in Vietnam (GMT+7)", () => {
    expect(todayInVietnam(new Date('2026-11-21T16:59:59Z'))).toBe('2026-11-21');
    expect(todayInVietnam(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
  });
});

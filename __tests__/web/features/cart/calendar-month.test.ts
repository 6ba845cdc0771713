import { lastReachable, monthOf, monthWeeks, shiftMonth, weekdayIndex } from '../../../../src/features/cart/calendar/month';

describe('the rental calendar’s months', () => {
  it('lays a month out Monday first, with empty cells before and after', () => {
    // 1 December 2026 is a Tuesday; 31 December a Thursday.
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    // February 2027 starts on a Monday and fills four weeks exactly; 2028 is a leap year.
    expect(monthWeeks('2027-02')).toHaveLength(4);
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
    // A month starting on a Sunday takes six rows.
    expect(monthWeeks('2026-11')).toHaveLength(6);
  });

  it('moves across years and names weekdays Monday = 0', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
    expect(monthOf('2026-11-28')).toBe('2026-11');
    expect(weekdayIndex('2026-11-30')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });

  it('ends a range the day before the next booked day, or at the window’s end', () => {
    const booked = new Set(['2026-12-04', '2026-12-10', '2026-11-30']);
    expect(lastReachable('2026-12-01', '2027-05-27', booked)).toBe('2026-12-03');
    expect(lastReachable('2026-12-05', '2027-05-27', booked)).toBe('2026-12-09');
    expect(lastReachable('2026-12-11', '2027-05-27', booked)).toBe('2027-05-27');
    expect(lastReachable('2027-05-20', '2027-05-27', new Set(['2027-05-27']))).toBe('2027-05-26');
  });
});

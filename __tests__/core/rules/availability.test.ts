/** Worked examples of the shared availability rule (core/rules/availability.ts). */
import {
  BOOKING_HORIZON_DAYS,
  canRent,
  firstRentableDay,
  invalidRentDays,
  occupancy,
  occupiedWindow,
  peakOccupancy,
  rangeCrossesInvalid,
  type Booking,
} from '../../../core/rules/availability';
import { addDays, daysBetween } from '../../../core/rules/rental-dates';

const D = (n: number) => addDays('2031-03-01', n);
const booking = (from: number, to: number, quantity = 1): Booking => ({ dateFrom: D(from), dateTo: D(to), quantity });

describe('occupied window and occupancy', () => {
  test('a rental occupies its delivery day (−1) through the return day (+1) and the cleaning day (+2)', () => {
    expect(occupiedWindow(D(10), D(12))).toEqual({ first: D(9), last: D(14) });
    expect(occupiedWindow('2031-02-28', '2031-02-28')).toEqual({ first: '2031-02-27', last: '2031-03-02' });
  });

  test('occupancy adds quantities per day, clipped to the asked window', () => {
    const counts = occupancy([booking(10, 12), booking(13, 13, 2)], D(8), D(16));
    expect([...counts.values()]).toEqual([0, 1, 1, 1, 3, 3, 3, 2, 0]);
    expect(peakOccupancy([booking(10, 12), booking(13, 13, 2)], D(14), D(14))).toBe(3);
  });
});

describe('canRent: worked examples (stock, existing bookings, asked range → bookable?)', () => {
  const rows: Array<[string, number, Booking[], number, number, number, boolean]> = [
    ['no bookings', 1, [], 1, 10, 12, true],
    ['quantity above stock', 1, [], 2, 10, 12, false],
    ['same dates, one unit', 1, [booking(10, 12)], 1, 10, 12, false],
    ['same dates, two units', 2, [booking(10, 12)], 1, 10, 12, true],
    ['starts the day after the cleaning day + 1 (delivery on day 15)', 1, [booking(10, 12)], 1, 16, 17, true],
    ['starts on day 15: its delivery day 14 is the cleaning day', 1, [booking(10, 12)], 1, 15, 16, false],
    ['ends day 6: cleaning day 8 is before the delivery day 9', 1, [booking(10, 12)], 1, 3, 6, true],
    ['ends day 7: cleaning day 9 is the other delivery day', 1, [booking(10, 12)], 1, 3, 7, false],
    ['spans a booking', 1, [booking(10, 12)], 1, 1, 30, false],
    ['two bookings on separate days never exceed 2 at once', 2, [booking(10, 10), booking(20, 20)], 1, 5, 25, true],
    ['two overlapping bookings fill both units', 2, [booking(10, 12), booking(11, 11)], 1, 11, 11, false],
  ];
  test.each(rows)('%s', (_name, stock, bookings, quantity, from, to, expected) => {
    expect(canRent(bookings, stock, quantity, D(from), D(to))).toBe(expected);
  });
});

describe('invalidRentDays', () => {
  test('one unit booked 10–12: rental days 7–15 are invalid, 6 and 16 are fine', () => {
    expect(invalidRentDays([booking(10, 12)], 1, 1, D(1), D(20))).toEqual(daysBetween(D(7), D(15)));
    expect(invalidRentDays([booking(10, 12)], 2, 1, D(1), D(20))).toEqual([]);
    expect(invalidRentDays([booking(10, 12)], 2, 2, D(1), D(20))).toEqual(daysBetween(D(7), D(15)));
    expect(invalidRentDays([], 1, 2, D(1), D(3))).toEqual([D(1), D(2), D(3)]);
  });

  test('a range is bookable exactly when it crosses no invalid day (brute force over pseudo-random bookings)', () => {
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 200; round += 1) {
      const stock = 1 + next(3);
      const bookings = Array.from({ length: next(5) }, () => {
        const from = next(30);
        return booking(from, from + next(4), 1 + next(2));
      });
      const quantity = 1 + next(2);
      const from = next(30);
      const to = from + next(5);
      const invalid = invalidRentDays(bookings, stock, quantity, D(from), D(to));
      expect(canRent(bookings, stock, quantity, D(from), D(to))).toBe(!rangeCrossesInvalid(D(from), D(to), invalid));
    }
  });
});

describe('booking window', () => {
  test('the first rentable day is tomorrow; the horizon is 180 days', () => {
    expect(firstRentableDay('2031-12-31')).toBe('2032-01-01');
    expect(BOOKING_HORIZON_DAYS).toBe(180);
  });

  test('rangeCrossesInvalid takes a set or a list', () => {
    expect(rangeCrossesInvalid(D(1), D(3), [D(3)])).toBe(true);
    expect(rangeCrossesInvalid(D(1), D(3), new Set([D(4)]))).toBe(false);
  });
});

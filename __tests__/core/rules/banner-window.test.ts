/** The banner window rule, worked examples: Vietnam days in, instants out, and the state at a moment. */
import { bannerDays, bannerState, bannerWindow } from '../../../core/rules/banner-window';

describe('bannerWindow', () => {
  test('01/12/2026 – 31/12/2026 runs from 00:00 on the 1st to 24:00 on the 31st, Vietnam time', () => {
    const window = bannerWindow('2026-12-01', '2026-12-31');
    expect(window).toEqual({ startsAt: '2026-11-30T17:00:00.000Z', endsAt: '2026-12-31T17:00:00.000Z' });
    expect(bannerDays(window)).toEqual({ firstDay: '2026-12-01', lastDay: '2026-12-31' });
  });

  test('a one-day window across a month end', () => {
    expect(bannerDays(bannerWindow('2027-02-28', '2027-02-28'))).toEqual({ firstDay: '2027-02-28', lastDay: '2027-02-28' });
    expect(() => bannerWindow('2027-02-29', '2027-03-01')).toThrow(RangeError);
  });
});

describe('bannerState', () => {
  const window = bannerWindow('2026-12-01', '2026-12-31');
  test.each([
    ['2026-11-30T16:59:59.999Z', 'scheduled'],
    ['2026-11-30T17:00:00.000Z', 'running'],
    ['2026-12-31T16:59:59.999Z', 'running'],
    ['2026-12-31T17:00:00.000Z', 'ended'],
  ])('at %s it is %s', (now, state) => {
    expect(bannerState(window, new Date(now))).toBe(state);
  });
});

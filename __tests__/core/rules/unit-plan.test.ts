/** Worked examples of placing unassigned bookings on unit rows for the stock calendar (core/rules/unit-plan.ts). */
import { planUnits, type PlanUnit } from '../../../core/rules/unit-plan';
import { addDays } from '../../../core/rules/rental-dates';

const D = (n: number) => addDays('2031-03-01', n);
const units: PlanUnit[] = [
  { id: 11, code: 'U000011' },
  { id: 12, code: 'U000012' },
  { id: 13, code: 'U000013' },
];
const booking = (key: string, from: number, to: number, quantity = 1) => ({ key, dateFrom: D(from), dateTo: D(to), quantity });

describe('planUnits', () => {
  test('bookings that do not overlap share the first unit; an overlapping one takes the next', () => {
    // A: rents 10–11 → occupies 9..13; B: rents 15–16 → 14..18 (fits after A's cleaning day on U11);
    // C: rents 12–12 → 11..14, overlaps A, so U12.
    const plan = planUnits(units, [], [booking('B', 15, 16), booking('A', 10, 11), booking('C', 12, 12)]);
    expect(plan.placed.get('A')).toEqual([11]);
    expect(plan.placed.get('C')).toEqual([12]);
    expect(plan.placed.get('B')).toEqual([11]);
    expect(plan.unplaced).toEqual([]);
  });

  test('the cleaning day counts: a rental starting the day after the previous return + cleaning only fits then', () => {
    // A rents 10–11: occupied through 13 (return 12, cleaning 13). B rents 14–15: delivery 13 → clashes on U11.
    const clash = planUnits(units.slice(0, 1), [], [booking('A', 10, 11), booking('B', 14, 15)]);
    expect(clash.placed.get('B')).toEqual([]);
    expect(clash.unplaced).toEqual([{ key: 'B', missing: 1 }]);
    // B rents 15–16: delivery 14, the day after cleaning → same unit.
    const fits = planUnits(units.slice(0, 1), [], [booking('A', 10, 11), booking('B', 15, 16)]);
    expect(fits.placed.get('B')).toEqual([11]);
  });

  test('fixed spans (an assigned line, a block) keep their unit: placed bookings go around them', () => {
    const fixed = [
      { unitId: 11, first: D(9), last: D(13) },
      { unitId: 12, first: D(12), last: D(12) },
    ];
    const plan = planUnits(units, fixed, [booking('A', 11, 11)]);
    // A occupies 10..13: U11 busy (assigned line), U12 blocked on 12 → U13.
    expect(plan.placed.get('A')).toEqual([13]);
  });

  test('a line of two takes two units; what does not fit is reported as unplaced', () => {
    const plan = planUnits(units.slice(0, 2), [], [booking('A', 10, 10), booking('B', 10, 12, 2)]);
    expect(plan.placed.get('A')).toEqual([11]);
    expect(plan.placed.get('B')).toEqual([12]);
    expect(plan.unplaced).toEqual([{ key: 'B', missing: 1 }]);
  });

  test('placement is by start day, whatever the input order, and repeatable', () => {
    const input = [booking('late', 20, 21), booking('early', 10, 25), booking('mid', 14, 15)];
    const first = planUnits(units, [], input);
    const second = planUnits(units, [], [...input].reverse());
    expect([...first.placed.entries()].sort()).toEqual([...second.placed.entries()].sort());
    expect(first.placed.get('early')).toEqual([11]);
    expect(first.placed.get('mid')).toEqual([12]);
    expect(first.placed.get('late')).toEqual([12]);
  });

  test('a size without units places nothing', () => {
    expect(planUnits([], [], [booking('A', 1, 2)]).unplaced).toEqual([{ key: 'A', missing: 1 }]);
  });
});

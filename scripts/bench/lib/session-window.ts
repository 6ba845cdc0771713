/**
 * CLS as Lighthouse counts it from \`layout-shift\` entries: the largest session window (shifts less than 1 s apart, a
 * window at most 5 s long). Used by \`npm run bench:cls\` and the journey e2e/layout-shifts.spec.ts.
 */
export function sessionWindowCls(shifts: ReadonlyArray<{ at: number; value: number }>): number {
  let best = 0;
  let current = 0;
  let first = -Infinity;
  let previous = -Infinity;
  // The bench and the journey give no input, so a shift flagged "after input" (the emulated touch screen's doing)
  // counts, as in Lighthouse.
  for (const shift of shifts) {
    if (shift.at - previous < 1000 && shift.at - first < 5000) current += shift.value;
    else {
      current = shift.value;
      first = shift.at;
    }
    previous = shift.at;
    best = Math.max(best, current);
  }
  return best;
}

/**
 * A seeded design's sizes: clothing and shoes come in a run of neighbouring sizes around the design's own size,
 * one to three units each (the design's stock shared out); anything else is one size holding all its units.
 */
import { CLOTHING_SIZES, SHOE_SIZES } from './vocabularies';

export interface SeedSize {
  name: string;
  units: number;
}

const RUNS: ReadonlyArray<readonly string[]> = [CLOTHING_SIZES, SHOE_SIZES];

export function seedSizes(size: string, stock: number): SeedSize[] {
  const run = RUNS.find((list) => list.includes(size));
  if (!run || stock < 2) return [{ name: size || 'Free size', units: stock }];
  const count = Math.min(run.length, Math.ceil(stock / 2) + 1, 4);
  const at = run.indexOf(size);
  const start = Math.max(0, Math.min(at - Math.floor((count - 1) / 2), run.length - count));
  const names = run.slice(start, start + count);
  // The design's own size first, then outwards, until the units run out (each size 1–3).
  const order = [...names].sort((a, b) => Math.abs(run.indexOf(a) - at) - Math.abs(run.indexOf(b) - at));
  const units = new Map<string, number>(names.map((name) => [name, 0]));
  let left = stock;
  for (let round = 0; left > 0 && round < 3; round += 1) {
    for (const name of order) {
      if (left === 0) break;
      units.set(name, (units.get(name) ?? 0) + 1);
      left -= 1;
    }
  }
  return names.filter((name) => (units.get(name) ?? 0) > 0).map((name) => ({ name, units: units.get(name)! }));
}

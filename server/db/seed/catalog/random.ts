/** A small seeded PRNG (mulberry32) with the helpers the generators need. Never touches Math.random. */

// Builtins are captured once: under Jest's vm context every global lookup (Math, Date…) is slow in hot loops.
const { floor, imul, max, min, round } = Math;

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[floor(this.next() * items.length)] as T;
  }

  /** Picks using parallel weights (need not sum to 1). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }

  /** `count` distinct items (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    this.shuffle(copy);
    return copy.slice(0, min(count, copy.length));
  }

  /** In-place Fisher–Yates. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = floor(this.next() * (i + 1));
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}

/** A weighted choice with precomputed cumulative weights (cheap to call in hot loops). */
export class WeightedTable<T> {
  private readonly cumulative: number[];
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weights: readonly number[],
  ) {
    let sum = 0;
    this.cumulative = items.map((_, i) => (sum += weights[i] ?? 0));
    this.total = sum;
  }

  pick(rng: Random): T {
    const r = rng.next() * this.total;
    const c = this.cumulative;
    let i = 0;
    while (i < c.length - 1 && r >= (c[i] as number)) i++;
    return this.items[i] as T;
  }
}

/** Rounds to the nearest multiple of `step` (at least one step). */
export function roundTo(value: number, step: number): number {
  return max(step, round(value / step) * step);
}

/** Rounds down to a multiple of `step`. */
export function floorTo(value: number, step: number): number {
  return floor(value / step) * step;
}

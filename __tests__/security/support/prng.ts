/** The seed's PRNG (mulberry32) with the fuzzer's helpers: the same seed gives the same run on every machine. */
import { Random } from '../../../server/db/seed/catalog/random';

export class Prng {
  private readonly random: Random;

  constructor(seed: number) {
    this.random = new Random(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.random.next();
  }

  /** An integer in [0, max). */
  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)]!;
  }

  /** A new array in a random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = this.int(index + 1);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  /** `count` distinct items (fewer when the list is shorter). */
  pickMany<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

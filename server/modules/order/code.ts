/** Order codes: `DH` + 8 random digits (shown to the shopper, the bank-transfer memo). */
import { randomInt } from 'node:crypto';

export function newOrderCode(): string {
  return `DH${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A unique-constraint violation (drizzle may wrap the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 4; depth += 1) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

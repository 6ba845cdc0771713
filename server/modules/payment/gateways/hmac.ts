/** HMAC helpers shared by the gateway adapters and the sandbox: lowercase hex, constant-time comparison. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type HmacAlgorithm = 'sha256' | 'sha512';

/** HMAC over the UTF-8 bytes of `data`, as lowercase hex. */
export function hmacHex(algorithm: HmacAlgorithm, key: string | Buffer, data: string): string {
  return createHmac(algorithm, key).update(data, 'utf8').digest('hex');
}

/** Compares two hex signatures in constant time (case-insensitive); false for anything that is not a string. */
export function sameSignature(expected: string, received: unknown): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

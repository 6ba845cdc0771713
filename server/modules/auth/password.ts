/**
 * Password hashing: scrypt with a random 16-byte salt, compared in constant time. Format `scrypt$N$r$p$salt$hash`
 * (base64). Cost: OWASP's minimum N=2^14, r=8, p=5 (the 16 MiB variant, so parallel log-ins do not need 128 MiB
 * each); a hash made with weaker settings is upgraded at the next successful log-in.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 5 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check, so unknown accounts are not told apart by timing.
    await derive(password, randomBytes(16), PARAMS);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when the stored hash was made with weaker settings than today's (re-hash it while the password is known). */
export function needsRehash(stored: string | null): boolean {
  const [kind, n, r, p] = (stored ?? '').split('$');
  if (kind !== 'scrypt') return false;
  return Number(n) < PARAMS.N || Number(r) < PARAMS.r || Number(n) * Number(r) * Number(p) < PARAMS.N * PARAMS.r * PARAMS.p;
}

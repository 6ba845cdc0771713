/**
 * The sandbox's keys: one random seed, generated once and kept in `server_secrets` (so every instance agrees),
 * from which each played gateway's credentials and the pay-page token key are derived.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { serverSecrets } from '../../../db/schema';

export const SANDBOX_SECRET_NAME = 'payment-sandbox';

export interface SandboxKeys {
  momo: { partnerCode: string; accessKey: string; secretKey: string };
  zalopay: { appId: number; key1: string; key2: string };
  vnpay: { tmnCode: string; hashSecret: string };
  /** Signs the pay-page tokens. */
  token: Buffer;
}

async function storedSeed(db: Db): Promise<string> {
  await db.insert(serverSecrets).values({ name: SANDBOX_SECRET_NAME, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SANDBOX_SECRET_NAME));
  if (!row) throw new Error('payment sandbox secret missing');
  return row.value;
}

export function deriveSandboxKeys(seed: string): SandboxKeys {
  const derive = (label: string) => createHmac('sha256', seed).update(label).digest();
  const hex = (label: string, length = 32) => derive(label).toString('hex').slice(0, length);
  return {
    momo: { partnerCode: 'THUEDOSANDBOX', accessKey: hex('momo.accessKey', 16), secretKey: hex('momo.secretKey') },
    zalopay: { appId: 2554, key1: hex('zalopay.key1'), key2: hex('zalopay.key2') },
    vnpay: { tmnCode: 'THUEDO01', hashSecret: hex('vnpay.hashSecret').toUpperCase() },
    token: derive('token'),
  };
}

export async function loadSandboxKeys(db: Db): Promise<SandboxKeys> {
  return deriveSandboxKeys(await storedSeed(db));
}

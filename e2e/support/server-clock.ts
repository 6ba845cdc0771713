import fs from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';

export const DAY_MS = 86_400_000;

/** Where the server started by playwright.config.ts reads its clock offset (e2e/support/server-clock.cjs). */
export const clockFile = () => process.env.E2E_CLOCK_FILE;

/**
 * Moves the server's clock `days` ahead of the real time (0: back to it) and waits until the server runs on it: its
 * uptime (measured with the same clock) jumps by the offset.
 */
export async function setServerClock(api: APIRequestContext, days: number): Promise<void> {
  const file = clockFile();
  if (!file) throw new Error('E2E_CLOCK_FILE is not set: the journey needs the server that playwright.config.ts starts');
  fs.writeFileSync(file, String(days * DAY_MS));
  const uptime = async () => ((await (await api.get('/v1/health')).json()) as { uptimeSeconds: number }).uptimeSeconds;
  if (days > 0) await expect.poll(uptime).toBeGreaterThanOrEqual((days * DAY_MS) / 1000);
  else await expect.poll(uptime).toBeLessThan(DAY_MS / 1000);
}

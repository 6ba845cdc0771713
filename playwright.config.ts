/**
 * Browser journeys in Debian's Chromium at a phone's viewport, against `npm start` itself (compile the server →
 * migrate → seed → build when stale → serve) on a throwaway data directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import webpush from 'web-push';
import { E2E_OWNER } from './e2e/support/owner';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}. Install Debian's package: apt-get install -y chromium`);
}

const port = Number(process.env.E2E_PORT ?? 8123);
const baseURL = `http://127.0.0.1:${port}`;
// Evaluated again in each worker: the env var keeps one directory for the whole run.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
// A journey moves the server's clock by writing here (e2e/support/server-clock.cjs, loaded into the server below).
process.env.E2E_CLOCK_FILE ??= path.join(process.env.E2E_DATA_DIR, 'clock-offset-ms');
// Web Push on, as a shop with its VAPID keys runs (made for this run: no push service is reached by the journeys).
const vapid = webpush.generateVAPIDKeys();

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  // No retries: a journey that fails at random is a defect to find, not to hide.
  retries: 0,
  reporter: [['list']],
  globalTeardown: './e2e/support/teardown.ts',
  // The rental journey moves the server's clock a week ahead for a moment: it runs after every other journey, alone.
  projects: [
    { name: 'journeys', testIgnore: /rental-journey\.spec\.ts/ },
    { name: 'clock', testMatch: /rental-journey\.spec\.ts/, dependencies: ['journeys'] },
  ],
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
    },
  },
  webServer: {
    command: 'npm start',
    url: `${baseURL}/v1/health`,
    timeout: 20 * 60_000,
    // E2E_REUSE_SERVER=1 with E2E_PORT: drive a server already running (while writing journeys).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // The journeys pay through the local sandbox gateway, and change the catalogue with no background rebuild
    // rewriting public/ under them.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      PAYMENT_SANDBOX: 'on',
      WRITES_PER_IP_PER_MINUTE: '100000',
      CATALOG_READS_PER_IP_PER_MINUTE: '100000',
      REGISTRATIONS_PER_IP_PER_HOUR: '100000',
      SITE_REBUILD_QUIET_SECONDS: '0',
      ADMIN_EMAIL: E2E_OWNER.email,
      ADMIN_PASSWORD: E2E_OWNER.password,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:cuahang@thuedo.vn',
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${path.resolve('e2e/support/server-clock.cjs')}`].filter(Boolean).join(' '),
    } as Record<string, string>,
  },
});

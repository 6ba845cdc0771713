/**
 * `npx tsx scripts/dev/screenshots.ts <origin> <path> [path…]`: full-page PNGs of pages at a phone's
 * width (390 px) in Debian's Chromium, into SHOTS_DIR (default /tmp/shots), to look at what shoppers see.
 *   NO_JS=1 takes them with JavaScript disabled.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

async function main() {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin || paths.length === 0) throw new Error('usage: screenshots.ts <origin> <path> [path…]');
  const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
  fs.mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
    javaScriptEnabled: !process.env.NO_JS,
  });
  const page = await context.newPage();
  for (const target of paths) {
    await page.goto(`${origin}${target}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = path.join(dir, `${target.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}${process.env.NO_JS ? '-nojs' : ''}.png`);
    await page.screenshot({ path: file, fullPage: Boolean(process.env.FULL) });
    console.log(file);
  }
  await browser.close();
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

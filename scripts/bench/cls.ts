/**
 * `npm run bench:cls`: the layout shifts of every shopper page (lib/shopper-pages.ts) in Chromium at 390×844, as
 * `layout-shift` entries seen by a PerformanceObserver from the first paint until the page has been quiet for 3 s.
 * Prints each page's CLS (the largest session window, as Lighthouse and web-vitals count it) and, for each shift,
 * what moved — so a shift can be traced to the element that was drawn late. Faster than Lighthouse, and exact:
 * layout shifts do not depend on the machine's speed (CPU=4 slows the CPU 4× through the DevTools protocol, to
 * show shifts that only a slow phone sees).
 *   BENCH_PAGES="search account"  pages (keys or paths)   BENCH_ORIGIN=http://127.0.0.1:8000  a running shop
 */
import { chromium, type Browser } from 'playwright';
import { startShop, type ShopServer } from './lib/shop-server';
import { shopperPages, type BenchPage } from './lib/shopper-pages';
import { sessionWindowCls } from './lib/session-window';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CLS_LIMIT = 0.05;

interface Shift {
  at: number;
  value: number;
  recent: boolean;
  sources: string[];
}

// Plain JavaScript in a string: tsx's transpiled functions call helpers (__name) the page does not have.
const OBSERVE = `(() => {
  const shifts = [];
  window.__shifts = shifts;
  const describe = (node) => {
    if (!node || !(node instanceof Element)) return node ? node.nodeName : '?';
    const classes = [...node.classList].slice(0, 2).join('.');
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (classes ? '.' + classes : '') + ' "' + text + '"';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        recent: entry.hadRecentInput,
        sources: (entry.sources || []).map((s) => describe(s.node) + ' y ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) + ' h ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

async function measure(browser: Browser, origin: string, page: BenchPage, cookie: string): Promise<{ cls: number; shifts: Shift[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'vi-VN' });
  if (page.shopper && cookie) {
    await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.split('=')[0]!, value: pair.slice(pair.indexOf('=') + 1), url: origin })));
  }
  await context.addInitScript(OBSERVE);
  const tab = await context.newPage();
  const cpu = Number(process.env.CPU ?? 1);
  if (cpu > 1) await (await context.newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await tab.goto(`${origin}${page.path}`, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(3000);
  const shifts = (await tab.evaluate('window.__shifts ?? []')) as Shift[];
  await context.close();
  return { cls: sessionWindowCls(shifts), shifts };
}

async function main() {
  let shop: ShopServer | null = null;
  const origin = process.env.BENCH_ORIGIN ?? (shop = await startShop(Number(process.env.BENCH_PORT ?? 8126))).origin;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const { pages, cookie } = await shopperPages(origin);
    const rows = [];
    for (const page of pages) {
      const { cls, shifts } = await measure(browser, origin, page, cookie);
      rows.push({ page: page.key, path: page.path, CLS: Number(cls.toFixed(3)), shifts: shifts.length, ok: cls <= CLS_LIMIT ? 'yes' : 'NO' });
      if (process.env.VERBOSE !== '0') {
        for (const shift of shifts.filter((candidate) => candidate.value >= 0.001)) {
          console.log(`  ${page.key} +${shift.at} ms ${shift.value.toFixed(3)}${shift.recent ? ' (after input)' : ''}\n    ${shift.sources.join('\n    ')}`);
        }
      }
    }
    console.log(`\nLayout shifts at 390×844${Number(process.env.CPU ?? 1) > 1 ? `, CPU ÷${process.env.CPU}` : ''} (limit ${CLS_LIMIT}):`);
    console.table(rows);
    if (rows.some((row) => row.ok === 'NO')) process.exitCode = 1;
  } finally {
    await browser.close();
    shop?.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});

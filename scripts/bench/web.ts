/**
 * `npm run bench:web`: builds (when stale) and serves the shop exactly as `npm start` does, on a throwaway
 * data directory, then runs Lighthouse (mobile settings, Debian's Chromium) RUNS times on every shopper page
 * (lib/shopper-pages.ts: the account and checkout pages as a logged-in shopper, her session cookie sent as a
 * header), interleaved with two references (a bare HTML page with the same hero, and a minimal Gatsby + antd page:
 * scripts/bench/lib/references.ts). Prints the medians, TBT as a ratio of the minimal reference's (target ≤ 0.5),
 * LCP as a ratio of the bare page's (≤ 1.3), CLS (≤ 0.05), and each page's gzip weight; saves
 * bench/results/web-<timestamp>.json (and web-latest.json).
 *   BENCH_PAGES="home search account /ao-dai"  pages (keys or paths)   RUNS=5  runs per page   BENCH_REFERENCES=0  no references
 *   BENCH_LHR_DIR=/tmp/lhr  keep each run's whole Lighthouse report there (the LCP element and its phases, the request chains)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/build-stamp';
import { kb, measurePageWeight } from './lib/page-weight';
import { startReferences, type References } from './lib/references';
import { startShop } from './lib/shop-server';
import { shopperPages } from './lib/shopper-pages';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_PORT ?? 8124);
const runs = Number(process.env.RUNS ?? 5);

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function lighthouseRun(url: string, cookie: string): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (process.env.BENCH_LHR_DIR) {
      fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}

interface Target {
  label: string;
  url: string;
  /** The shop's page path (its weight is measured from public/); null for the references. */
  page: string | null;
  /** Cookie header (the shopper's session) for pages that need a log-in. */
  cookie: string;
}

function medianRun(pageRuns: LighthouseRun[]): LighthouseRun {
  const pick = (key: keyof LighthouseRun) => median(pageRuns.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  };
}

/** The pre-rendered file a path is served from: client-only sub-pages share their area's page (gatsby-node matchPath). */
const builtPage = (pagePath: string) => {
  const bare = pagePath.split('?')[0]!;
  return /^\/(account|checkout)\//.test(bare) ? `/${bare.split('/')[1]}` : bare;
};

/**
 * Taps (issue #34, item 2): the journey e2e/interactions.spec.ts against this very shop (a 4× slower CPU, 5 rounds),
 * then its figures. BENCH_TAPS=0 skips it.
 */
function reportTaps(port: number): void {
  console.log('\nTaps on a 4× slower CPU (e2e/interactions.spec.ts against this shop)…');
  const run = spawnSync('npx', ['playwright', 'test', 'e2e/interactions.spec.ts', '--project', 'journeys', '--no-deps', '--reporter', 'line'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, E2E_REUSE_SERVER: '1', E2E_PORT: String(port) },
  });
  const file = path.join(repoRoot, 'bench', 'results', 'interactions-latest.json');
  if (!fs.existsSync(file)) return console.log(`the taps journey wrote no figures (exit ${run.status})`);
  const taps = JSON.parse(fs.readFileSync(file, 'utf8')) as { referenceP75: number; bound: number; interactions: Array<{ interaction: string; p75: number; runs: number[] }> };
  console.log(`taps, p75 of 5 (bare page's tap ${taps.referenceP75} ms; target ≤ 200 ms, on a busy machine ≤ ${taps.bound} ms):`);
  console.table(taps.interactions.map((row) => ({ tap: row.interaction, 'p75 ms': `${row.p75}${row.p75 <= 200 ? '' : ' ✗'}`, runs: row.runs.join(', ') })));
}

async function main() {
  const shop = await startShop(port);
  const { origin } = shop;
  let references: References | null = null;
  try {
    const { pages, cookie } = await shopperPages(origin);
    const publicDir = process.env.PUBLIC_DIR ?? path.join(repoRoot, 'public');
    const targets: Target[] = pages.map((page) => ({ label: page.key === page.path ? page.path : `${page.key} ${page.path}`, url: `${origin}${page.path}`, page: builtPage(page.path), cookie: page.shopper ? cookie : '' }));
    if (process.env.BENCH_REFERENCES !== '0') {
      references = await startReferences(origin, port + 1);
      targets.unshift({ label: 'bare HTML, same hero', url: references.bareUrl, page: null, cookie: '' }, { label: 'minimal Gatsby + antd', url: references.minimalUrl, page: null, cookie: '' });
    }
    // Interleaved (every target once per round), so a busy moment of the machine hits all of them alike.
    const runsOf = new Map<string, LighthouseRun[]>(targets.map((target) => [target.label, []]));
    for (let round = 1; round <= runs; round += 1) {
      for (const target of targets) {
        const run = await lighthouseRun(target.url, target.cookie);
        runsOf.get(target.label)!.push(run);
        console.log(`  round ${round}/${runs} ${target.label}: performance ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}`);
      }
    }
    const results = targets.map((target) => ({
      target: target.label,
      runs: runsOf.get(target.label)!,
      median: medianRun(runsOf.get(target.label)!),
      weight: target.page ? measurePageWeight(publicDir, target.page) : null,
    }));
    const bareLcp = results.find((result) => result.target.startsWith('bare'))?.median.lcpMs;
    const referenceTbt = results.find((result) => result.target.startsWith('minimal'))?.median.tbtMs;
    const ratio = (value: number, reference: number | undefined, limit: number) =>
      reference ? `${(value / reference).toFixed(2)}${value / reference <= limit ? '' : ' ✗'}` : '—';
    console.log(`\nLighthouse ${runs}× per page (median, interleaved), mobile settings, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}:`);
    console.table(
      results.map(({ target, median: m, weight: w }, index) => ({
        page: target,
        perf: m.performance,
        a11y: m.accessibility,
        'best pr.': m.bestPractices,
        seo: m.seo,
        'LCP ms': m.lcpMs,
        'LCP ÷ bare': targets[index]!.page ? ratio(m.lcpMs, bareLcp, 1.3) : '—',
        'TBT ms': m.tbtMs,
        'TBT ÷ ref': targets[index]!.page ? ratio(m.tbtMs, referenceTbt, 0.5) : '—',
        CLS: `${m.cls}${m.cls <= 0.05 ? '' : ' ✗'}`,
        'HTML gz': w ? kb(w.htmlGzip) : '—',
        'JS gz': w ? kb(w.jsGzip) : '—',
      })),
    );
    const dir = path.join(repoRoot, 'bench', 'results');
    fs.mkdirSync(dir, { recursive: true });
    const report = JSON.stringify(
      { measuredAt: new Date().toISOString(), runs, loadAverage: os.loadavg(), env: { gtm: Boolean(process.env.GATSBY_GTM_ID) }, results },
      null,
      2,
    );
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    fs.writeFileSync(path.join(dir, `web-${stamp}.json`), report);
    fs.writeFileSync(path.join(dir, 'web-latest.json'), report);
    console.log(`saved bench/results/web-${stamp}.json`);
    if (process.env.BENCH_TAPS !== '0') reportTaps(port);
  } finally {
    await references?.close();
    shop.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});

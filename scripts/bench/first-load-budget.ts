/**
 * `npm run check:budget`: the first-load JavaScript (gzip) of one page of each kind a shopper opens — /home, a
 * category, a product, the sale page, a collection, a content page, search, log-in, register, membership, the
 * account and checkout areas — of the build in public/, against bench/first-load-budget.json. Fails when a page
 * grows by more than the tolerance over its budget, so growth is a decision (`-- --update` records the measured
 * sizes as the new budget, in the same commit as the change that needed them), and whatever the budget says when a
 * page passes the ceiling (issue #15: 180 KB on a mid-range phone) — except the kinds listed in `aboveCeiling`,
 * which were over it when first budgeted (issue #34) and are held to their budget until they are brought under.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/build-stamp';
import { kb, measurePageWeight } from './lib/page-weight';

interface Budget {
  /** How much a page may grow over its budget before the check fails. */
  toleranceKb: number;
  /** No shopper page's first load may pass this, budget or not. */
  ceilingKb: number;
  /** Gzip KB of first-load JavaScript, per kind of page. */
  pages: Record<PageKind, number>;
  /** Kinds not yet under the ceiling: only their budget holds them. */
  aboveCeiling?: PageKind[];
}

const FIXED_PAGES = {
  home: '/home',
  sale: '/onsale',
  search: '/search',
  login: '/login',
  register: '/register',
  membership: '/member-ship',
  account: '/account',
  checkout: '/checkout',
} as const;
const TEMPLATE_KINDS = ['category', 'product', 'collection', 'content'] as const;
type PageKind = keyof typeof FIXED_PAGES | (typeof TEMPLATE_KINDS)[number];

const BUDGET_FILE = path.join(repoRoot, 'bench', 'first-load-budget.json');
const publicDir = process.env.PUBLIC_DIR ?? path.join(repoRoot, 'public');

/** The first pre-rendered page built from `template` (its page-data names the component chunk). */
function pageOfTemplate(template: string): string {
  const root = path.join(publicDir, 'page-data');
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (entry.name === 'page-data.json') {
        const data = JSON.parse(fs.readFileSync(full, 'utf8')) as { componentChunkName?: string; path?: string };
        if (data.componentChunkName === `component---src-templates-${template}-tsx` && data.path) return data.path;
      }
    }
  }
  throw new Error(`no pre-rendered ${template} page in ${publicDir}: build the site first (npm run build)`);
}

function main(): void {
  if (!fs.existsSync(path.join(publicDir, 'page-data'))) throw new Error(`no build in ${publicDir}: run npm run build first`);
  const pages = { ...FIXED_PAGES, ...Object.fromEntries(TEMPLATE_KINDS.map((kind) => [kind, pageOfTemplate(kind)])) } as Record<PageKind, string>;
  const measured = Object.fromEntries(
    Object.entries(pages).map(([kind, page]) => [kind, Number((measurePageWeight(publicDir, page).jsGzip / 1024).toFixed(1))]),
  ) as Record<PageKind, number>;

  if (process.argv.includes('--update')) {
    const previous = fs.existsSync(BUDGET_FILE) ? (JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as Partial<Budget>) : {};
    const ceilingKb = previous.ceilingKb ?? 180;
    const aboveCeiling = (Object.keys(measured) as PageKind[]).filter((kind) => measured[kind] > ceilingKb && (previous.aboveCeiling?.includes(kind) ?? !(kind in (previous.pages ?? {}))));
    const next: Budget = { toleranceKb: previous.toleranceKb ?? 5, ceilingKb, pages: measured, aboveCeiling };
    fs.writeFileSync(BUDGET_FILE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`first-load budget recorded in ${path.relative(repoRoot, BUDGET_FILE)}`);
  }

  const budget = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as Budget;
  const rows = (Object.keys(pages) as PageKind[]).map((kind) => {
    const over = measured[kind] - (budget.pages[kind] ?? 0);
    return {
      kind,
      page: pages[kind],
      'JS gzip': kb(measured[kind] * 1024),
      budget: kb((budget.pages[kind] ?? 0) * 1024),
      over: over > budget.toleranceKb,
      'over ceiling': measured[kind] > budget.ceilingKb && !(budget.aboveCeiling ?? []).includes(kind),
    };
  });
  console.table(rows);
  const tooBig = rows.filter((row) => row['over ceiling']);
  if (tooBig.length > 0) {
    console.error(`First-load JavaScript passes the ${budget.ceilingKb} KB ceiling on: ${tooBig.map((row) => row.page).join(', ')}. Make it smaller.`);
    process.exit(1);
  }
  const failed = rows.filter((row) => row.over);
  if (failed.length > 0) {
    console.error(
      `First-load JavaScript grew more than ${budget.toleranceKb} KB over its budget on: ${failed.map((row) => row.page).join(', ')}.\n` +
        'Make it smaller, or raise the budget on purpose: npm run check:budget -- --update (and say why in the commit).',
    );
    process.exit(1);
  }
}

main();

/**
 * `npm run check:budget`: the first-load JavaScript (gzip) of the shopper pages that matter most — /home, a
 * category page and a product page of the build in public/ — against bench/first-load-budget.json. Fails when a
 * page grows by more than the tolerance over its budget, so growth is a decision (`-- --update` records the
 * measured sizes as the new budget, in the same commit as the change that needed them), and whatever the budget says
 * when a page passes the ceiling (issue #15: 180 KB on a mid-range phone).
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
}

type PageKind = 'home' | 'category' | 'product';

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
  const pages: Record<PageKind, string> = { home: '/home', category: pageOfTemplate('category'), product: pageOfTemplate('product') };
  const measured = Object.fromEntries(
    Object.entries(pages).map(([kind, page]) => [kind, Number((measurePageWeight(publicDir, page).jsGzip / 1024).toFixed(1))]),
  ) as Record<PageKind, number>;

  if (process.argv.includes('--update')) {
    const previous = fs.existsSync(BUDGET_FILE) ? (JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as Partial<Budget>) : {};
    const next: Budget = { toleranceKb: previous.toleranceKb ?? 5, ceilingKb: previous.ceilingKb ?? 180, pages: measured };
    fs.writeFileSync(BUDGET_FILE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`first-load budget recorded in ${path.relative(repoRoot, BUDGET_FILE)}`);
  }

  const budget = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as Budget;
  const rows = (Object.keys(pages) as PageKind[]).map((kind) => {
    const over = measured[kind] - budget.pages[kind];
    return {
      kind,
      page: pages[kind],
      'JS gzip': kb(measured[kind] * 1024),
      budget: kb(budget.pages[kind] * 1024),
      over: over > budget.toleranceKb,
      'over ceiling': measured[kind] > budget.ceilingKb,
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

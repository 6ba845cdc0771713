/**
 * Build-time catalogue: read by gatsby-node, never by the browser.
 * `CATALOG_FILE` points to `{ fingerprint, menu, products?, banners?, collections?, pages?, listings?, packages? }`; without it the lead's
 * `scripts/export-catalog.ts` writes one to a temporary file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformMenu, walkMenu } from '../features/menu/transform';
import type { CatalogFile, MenuNode } from '../features/menu/types';
import type { MenuItem } from '../../core/contracts/menu';

export function parseCatalog(json: string, source: string): CatalogFile {
  const data: unknown = JSON.parse(json);
  if (!data || typeof data !== 'object') throw new Error(`Catalogue ${source} is not a JSON object`);
  const { fingerprint, menu } = data as Partial<CatalogFile>;
  if (typeof fingerprint !== 'string') throw new Error(`Catalogue ${source} has no string "fingerprint"`);
  if (!Array.isArray(menu)) throw new Error(`Catalogue ${source} has no "menu" array`);
  // The catalogue parts (products, banners, collections, content pages, membership packages, and the listings' first
  // pages) are kept when present; see src/build/listing.ts and content.ts.
  const record = data as Record<string, unknown>;
  const extra = Object.fromEntries(
    (['products', 'banners', 'collections', 'pages', 'packages'] as const).filter((key) => Array.isArray(record[key])).map((key) => [key, record[key]]),
  );
  const listings = record.listings;
  if (listings && typeof listings === 'object' && !Array.isArray(listings)) extra.listings = listings;
  return { fingerprint, menu: menu as MenuItem[], ...extra };
}

/** Read the catalogue from `CATALOG_FILE`, or export one with `scripts/export-catalog.ts`. */
export function loadCatalog(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): CatalogFile {
  const given = env.CATALOG_FILE;
  if (given) {
    const file = path.resolve(cwd, given);
    return parseCatalog(readFileSync(file, 'utf8'), file);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'catalog-'));
  const file = path.join(dir, 'catalog.json');
  try {
    execFileSync(path.join(cwd, 'node_modules', '.bin', 'tsx'), [path.join('scripts', 'export-catalog.ts'), file], {
      cwd,
      stdio: 'inherit',
    });
    return parseCatalog(readFileSync(file, 'utf8'), file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A category link: lowercase ASCII words joined by single hyphens (same rule as the API's seed). */
export const LINK_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Top-level paths owned by pages or build output; a category with one of these links is skipped. */
export const RESERVED_PATHS = new Set([
  '',
  '404',
  '404.html',
  'about',
  'about-us',
  'account',
  'checkout',
  'customer-care',
  'dev-404-page',
  'f-menu',
  'forgot-password',
  'home',
  'icons',
  'images',
  'info',
  'login',
  'member-ship',
  'onsale',
  'page-data',
  'offline-plugin-app-shell-fallback',
  'product',
  'register',
  'reset-password',
  'robots.txt',
  'seft',
  'sitemap.xml',
  'static',
  'v1',
]);

export interface CategoryPageSpec {
  path: string;
  context: {
    title: string;
    link: string;
    logoUrl: string | null;
    children: MenuNode[];
    ancestors: Array<{ title: string; link: string }>;
  };
}

export interface CategoryPlan {
  pages: CategoryPageSpec[];
  skipped: Array<{ link: string; reason: string }>;
}

/** One category page per menu item (top level and children) at `/${link}`. */
export function planCategoryPages(menu: readonly MenuNode[]): CategoryPlan {
  const pages: CategoryPageSpec[] = [];
  const skipped: CategoryPlan['skipped'] = [];
  const taken = new Set<string>();
  for (const { node, ancestors } of walkMenu(menu)) {
    const link = node.link;
    if (!LINK_PATTERN.test(link)) {
      skipped.push({ link, reason: 'not a lowercase ASCII slug' });
    } else if (RESERVED_PATHS.has(link.toLowerCase())) {
      skipped.push({ link, reason: 'reserved by a page' });
    } else if (taken.has(link)) {
      skipped.push({ link, reason: 'duplicate link' });
    } else {
      taken.add(link);
      pages.push({
        path: `/${link}`,
        context: {
          title: node.title,
          link,
          logoUrl: node.logoUrl,
          children: node.children.map((child) => ({ ...child, children: [] })),
          ancestors: ancestors.map((ancestor) => ({ title: ancestor.title, link: ancestor.link })),
        },
      });
    }
  }
  return { pages, skipped };
}

/** The menu as the UI uses it. */
export function catalogMenu(catalog: CatalogFile): MenuNode[] {
  return transformMenu(catalog.menu);
}

/**
 * @jest-environment node
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogMenu, loadCatalog, parseCatalog, planCategoryPages } from '../../../src/build/catalog';
import { buildRouteManifest, rankMatchPath } from '../../../src/build/route-manifest';
import type { CatalogFile } from '../../../src/features/menu/types';

const catalog: CatalogFile = {
  fingerprint: 'abc123',
  menu: [
    {
      id: 1,
      name: 'Váy đầm',
      link: 'vay-dam',
      logoUrl: '/icons/menu/vay-dam.svg',
      parentId: null,
      children: [
        {
          id: 2,
          name: 'Đầm dạ hội',
          link: 'dam-da-hoi',
          logoUrl: null,
          parentId: 1,
          children: [{ id: 3, name: 'Đầm dạ hội dài', link: 'dam-da-hoi-dai', logoUrl: null, parentId: 2, children: [] }],
        },
      ],
    },
    { id: 4, name: 'Trang chủ giả', link: 'home', logoUrl: null, parentId: null, children: [] },
    { id: 5, name: 'Sai', link: 'a/b', logoUrl: null, parentId: null, children: [] },
    { id: 6, name: 'Lặp', link: 'vay-dam', logoUrl: null, parentId: null, children: [] },
  ],
};

describe('catalogue', () => {
  it('reads CATALOG_FILE relative to the working directory', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalog-test-'));
    writeFileSync(path.join(dir, 'c.json'), JSON.stringify(catalog));
    expect(loadCatalog({ CATALOG_FILE: 'c.json' }, dir)).toEqual(catalog);
  });

  it('runs scripts/export-catalog.ts with the local tsx when CATALOG_FILE is unset', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalog-export-'));
    mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
    const fakeTsx = path.join(dir, 'node_modules', '.bin', 'tsx');
    // A stand-in for tsx: records its arguments and writes the catalogue to the requested file.
    writeFileSync(
      fakeTsx,
      `#!/bin/sh\necho "$@" > "${dir}/args.txt"\ncat > "$2" <<'JSON'\n${JSON.stringify(catalog)}\nJSON\n`,
    );
    chmodSync(fakeTsx, 0o755);
    expect(loadCatalog({}, dir)).toEqual(catalog);
    const [script, file] = readFileSync(path.join(dir, 'args.txt'), 'utf8').trim().split(' ');
    expect(script).toBe(path.join('scripts', 'export-catalog.ts'));
    expect(file && existsSync(file)).toBe(false); // the temporary file is removed afterwards
  });

  it('rejects malformed files', () => {
    expect(() => parseCatalog('[]', 'x')).toThrow(/fingerprint/);
    expect(() => parseCatalog('{"fingerprint":"a"}', 'x')).toThrow(/menu/);
    expect(() => parseCatalog('null', 'x')).toThrow(/object/);
  });

  it('plans one category page per menu item, skipping reserved, invalid and duplicate links', () => {
    const { pages, skipped } = planCategoryPages(catalogMenu(catalog));
    expect(pages.map((page) => page.path)).toEqual(['/vay-dam', '/dam-da-hoi', '/dam-da-hoi-dai']);
    expect(skipped).toEqual([
      { link: 'home', reason: 'reserved by a page' },
      { link: 'a/b', reason: 'not a lowercase ASCII slug' },
      { link: 'vay-dam', reason: 'duplicate link' },
    ]);
    const child = pages[1];
    expect(child?.context).toEqual({
      title: 'Đầm dạ hội',
      link: 'dam-da-hoi',
      logoUrl: null,
      children: [{ title: 'Đầm dạ hội dài', link: 'dam-da-hoi-dai', logoUrl: null, children: [] }],
      ancestors: [{ title: 'Váy đầm', link: 'vay-dam' }],
    });
    expect(pages[0]?.context.children[0]?.children).toEqual([]);
  });
});

describe('route manifest', () => {
  it('ranks static segments over params over splats', () => {
    expect(rankMatchPath('/account/order-history/:orderId')).toBeGreaterThan(rankMatchPath('/account/*'));
    expect(rankMatchPath('/product/:productLink')).toBeGreaterThan(rankMatchPath('/product/*'));
    expect(rankMatchPath('/about/:pageAbout')).toBeGreaterThan(rankMatchPath('/*'));
  });

  it('lists only pages with a matchPath, most specific first', () => {
    const manifest = buildRouteManifest([
      { path: '/home' },
      { path: '/account', matchPath: '/account/*' },
      { path: '/product/[productLink]', matchPath: '/product/:productLink' },
      { path: '/checkout', matchPath: '/checkout/*' },
      { path: '/vay-dam', matchPath: null },
      { path: '/account/special', matchPath: '/account/special/*' },
    ]);
    expect(manifest).toEqual({
      matchPaths: [
        { matchPath: '/product/:productLink', path: '/product/[productLink]' },
        { matchPath: '/account/special/*', path: '/account/special' },
        { matchPath: '/checkout/*', path: '/checkout' },
        { matchPath: '/account/*', path: '/account' },
      ],
    });
  });
});

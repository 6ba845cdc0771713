import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageCodeFrom, preloadPageCode } from '../../../src/build/page-code';

let publicDir: string;

beforeAll(() => {
  publicDir = mkdtempSync(path.join(os.tmpdir(), 'page-code-'));
  mkdirSync(path.join(publicDir, 'page-data', 'checkout'), { recursive: true });
  writeFileSync(
    path.join(publicDir, 'page-data', 'checkout', 'page-data.json'),
    JSON.stringify({ componentChunkName: 'component---src-pages-checkout-tsx', path: '/checkout', staticQueryHashes: ['111', '222'] }),
  );
  writeFileSync(
    path.join(publicDir, 'webpack.stats.json'),
    JSON.stringify({
      namedChunkGroups: {
        'component---src-pages-checkout-tsx': { assets: [{ name: 'styles.abc.css' }, { name: '3739-aa.js' }, { name: 'component---src-pages-checkout-tsx-bb.js' }] },
        'checkout-screen': { assets: [{ name: '3739-aa.js' }, { name: 'checkout-screen-cc.js' }] },
      },
    }),
  );
});

afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

const page = (earlyReads: boolean) =>
  '<html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  (earlyReads ? '<script data-early-reads="">(function(){})()</script>' : '') +
  '</head><body><script>window.pagePath="/checkout";</script>' +
  '<script id="deferred-scripts">(function(){var s=["/webpack-runtime-1.js","/framework-2.js","/app-3.js"],d=0;})()</script></body></html>';

const links = (html: string) => [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"([^>]*)>/g)].map((match) => [match[1], match[2], match[3]!.includes('crossorigin="anonymous"')]);

describe('preloading a logged-in area’s code with its HTML', () => {
  test('the deferred scripts, the component’s and its screen’s chunks once each, then the loader’s data, right after the viewport', () => {
    const html = preloadPageCode(page(true), pageCodeFrom(publicDir));
    expect(links(html)).toEqual([
      ['script', '/webpack-runtime-1.js', false],
      ['script', '/framework-2.js', false],
      ['script', '/app-3.js', false],
      ['script', '/3739-aa.js', false],
      ['script', '/component---src-pages-checkout-tsx-bb.js', false],
      ['script', '/checkout-screen-cc.js', false],
      ['fetch', '/page-data/app-data.json', true],
      ['fetch', '/page-data/checkout/page-data.json', true],
      ['fetch', '/page-data/sq/d/111.json', true],
      ['fetch', '/page-data/sq/d/222.json', true],
    ]);
    // Scripts at low priority: they must not hold back the first paint.
    for (const tag of html.match(/<link rel="preload" as="script"[^>]*>/g)!) expect(tag).toContain('fetchpriority="low"');
    expect(html.indexOf('<link rel="preload"')).toBe(html.indexOf('/>', html.indexOf('name="viewport"')) + 2);
    expect(preloadPageCode(html, pageCodeFrom(publicDir))).toBe(html);
  });

  test('a page without early reads (a pre-rendered catalogue page) is left as it is', () => {
    expect(preloadPageCode(page(false), pageCodeFrom(publicDir))).toBe(page(false));
  });

  test('a page whose data the build did not write is left as it is', () => {
    const other = page(true).replace('window.pagePath="/checkout"', 'window.pagePath="/account"');
    expect(preloadPageCode(other, pageCodeFrom(publicDir))).toBe(other);
  });
});

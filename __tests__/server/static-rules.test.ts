import { CACHE_DEFAULT, CACHE_IMMUTABLE, CACHE_REVALIDATE, cacheControlFor } from '../../server/http/cache-control';
import { matchesPattern } from '../../server/http/route-manifest';
import { parseSitePath } from '../../server/http/static-site';

describe('cacheControlFor', () => {
  it.each([
    ['index.html', CACHE_REVALIDATE],
    ['home/index.html', CACHE_REVALIDATE],
    ['page-data/home/page-data.json', CACHE_REVALIDATE],
    ['page-data/app-data.json', CACHE_REVALIDATE],
    ['page-data/sq/d/123456.json', CACHE_REVALIDATE],
    ['sw.js', CACHE_REVALIDATE],
    ['route-manifest.json', CACHE_REVALIDATE],
    ['manifest.webmanifest', CACHE_REVALIDATE],
    ['static/d/123/logo.png', CACHE_IMMUTABLE],
    ['app-3f2a9c81d04be7e5a1c2.js', CACHE_IMMUTABLE],
    ['framework-0a1b2c3d4e5f60718293.js', CACHE_IMMUTABLE],
    ['webpack-runtime-0a1b2c3d4e5f60718293.js', CACHE_IMMUTABLE],
    ['component---src-pages-home-tsx-0a1b2c3d4e5f60718293.js', CACHE_IMMUTABLE],
    ['styles.0a1b2c3d4e5f60718293.css', CACHE_IMMUTABLE],
    ['app-3f2a9c81.js', CACHE_DEFAULT],
    ['webpack-runtime.js', CACHE_DEFAULT],
    ['js/app-3f2a9c81d04be7e5a1c2.js', CACHE_DEFAULT],
    ['app-3f2a9c81d04be7e5a1c2.js.map', CACHE_DEFAULT],
    ['icons/menu/ao-dai.svg', CACHE_DEFAULT],
    ['favicon-32x32.png', CACHE_DEFAULT],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });

  it('uses no-cache semantics for revalidated files', () => {
    expect(CACHE_REVALIDATE).toMatch(/no-cache/);
    expect(CACHE_REVALIDATE).toMatch(/max-age=0/);
  });
});

describe('matchesPattern (Gatsby matchPath syntax)', () => {
  it.each([
    ['/account/*', '/account', true],
    ['/account/*', '/account/profile', true],
    ['/account/*', '/account/order-history/42', true],
    ['/account/*', '/accounts', false],
    ['/product/:productLink', '/product/ao-dai-do', true],
    ['/product/:productLink', '/product', false],
    ['/product/:productLink', '/product/a/b', false],
    ['/about/:page/*', '/about/us/team', true],
    ['/checkout', '/checkout', true],
    ['/checkout', '/checkout/cart', false],
  ])('%s matches %s: %s', (pattern, urlPath, expected) => {
    expect(matchesPattern(pattern, urlPath)).toBe(expected);
  });
});

describe('parseSitePath', () => {
  it('decodes safe paths', () => {
    expect(parseSitePath('/home')).toEqual({ segments: ['home'], trailingSlash: false });
    expect(parseSitePath('/home/')).toEqual({ segments: ['home'], trailingSlash: true });
    expect(parseSitePath('/%C3%A1o-d%C3%A0i')).toEqual({ segments: ['áo-dài'], trailingSlash: false });
    expect(parseSitePath('/')).toEqual({ segments: [], trailingSlash: true });
  });

  it.each(['/../x', '/a/../../x', '/%2e%2e/x', '/..%2fx', '/a%5c..%5cx', '/%00', '/.env', '/%E0%A4%A'])(
    'refuses %s',
    (rawPath) => {
      expect(parseSitePath(rawPath)).toBeNull();
    },
  );
});

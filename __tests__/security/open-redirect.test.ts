/**
 * `?redirect=` after log-in / registration never leaves the shop: each hostile value, read the way the login and
 * register pages read it (URLSearchParams, then safeRedirect), gives a path that resolves to the shop's own origin.
 */
import { loginPath, redirectFromSearch, safeRedirect } from '../../src/shared/routing/redirect';

const SHOP = 'https://thuedo.example';

const HOSTILE = [
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/././/evil.example',
  '/a/..//evil.example',
  '/account/../..//evil.example',
  '/.%2f/evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/%5c/evil.example',
  'https://evil.example',
  'http:evil.example',
  'https:/evil.example',
  '//evil.example@thuedo.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r//evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '/%09/evil.example',
  '%2f%2fevil.example',
  'evil.example',
  './/evil.example',
  '/%2e%2e/%2e%2e//evil.example',
  '/.\u3002//evil.example',
  '/login?redirect=//evil.example',
  '/register?redirect=/.//evil.example',
];

function resolvesToShop(target: string): boolean {
  const url = new URL(target, `${SHOP}/login`);
  return url.origin === SHOP && !target.startsWith('//') && !target.startsWith('/\\');
}

describe('open redirect: ?redirect= never leaves the shop', () => {
  it('has a table of at least 30 hostile values', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE)('login and register keep %p on the shop', (value) => {
    for (const page of ['/login', '/register']) {
      const search = `?redirect=${encodeURIComponent(value)}`;
      const target = redirectFromSearch(search);
      expect({ page, value, target, onShop: resolvesToShop(target) }).toEqual({ page, value, target, onShop: true });
      expect(target.startsWith('//')).toBe(false);
    }
    // Raw, undecoded in the address bar too (a link someone crafted by hand).
    expect(resolvesToShop(redirectFromSearch(`?redirect=${value}`))).toBe(true);
  });

  it('the dot-segment tricks fall back to the account page', () => {
    for (const value of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example']) {
      expect(safeRedirect(value)).toBe('/account');
    }
  });

  it('a guest sent to log in keeps only a same-site return path', () => {
    for (const value of HOSTILE) expect(resolvesToShop(new URLSearchParams(loginPath(value).split('?')[1] ?? '').get('redirect') ?? '/')).toBe(true);
  });

  it('ordinary paths still come back as they were', () => {
    expect(redirectFromSearch('?redirect=%2Fcheckout%2Fcart%3Fstep%3D2')).toBe('/checkout/cart?step=2');
    expect(safeRedirect('/product/ao-dai-cuoi-do#danh-gia')).toBe('/product/ao-dai-cuoi-do#danh-gia');
    expect(safeRedirect('/account/my-wallet')).toBe('/account/my-wallet');
  });
});

/**
 * Security headers on every kind of response — API JSON and errors, built pages, assets, images, the sandbox's pay
 * pages, answers from the HTTP parser itself: nosniff, Referrer-Policy, X-Frame-Options, Permissions-Policy and a
 * Content-Security-Policy; Strict-Transport-Security only over HTTPS (a trusted proxy saying so).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APP_BUNDLE, makeFakePublicDir } from '../server/helpers/fake-public-dir';
import { rawRequest } from '../server/helpers/raw-http';
import { removeTempDir } from '../server/helpers/temp-dir';
import { startTestServer, type TestServer } from '../server/helpers/test-server';
import { loadPaymentsConfig } from '../../server/modules/payment/config';

jest.setTimeout(60_000);

/** Whatever GATSBY_* the environment holds, these servers allow no third party. */
const FIRST_PARTY_ONLY = { tagManager: false, facebookSdk: false, apiOrigin: null };
const INLINE_SCRIPT = 'window.pagePath="/csp";';
const PAGE_WITH_SCRIPTS =
  '<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Trang thử CSP</title>' +
  `<script>${INLINE_SCRIPT}</script><script type="application/ld+json">{"@type":"Product"}</script>` +
  '<script src="/app.js" async></script></head><body>Trang thử CSP</body></html>';

type Headers = Record<string, string | string[] | undefined>;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(label: string, headers: Headers): Map<string, string[]> {
  const seen = {
    label,
    nosniff: headers['x-content-type-options'],
    referrer: headers['referrer-policy'],
    frame: headers['x-frame-options'],
    permissions: typeof headers['permissions-policy'] === 'string' && /camera=\(\)/.test(headers['permissions-policy']) && /microphone=\(\)/.test(headers['permissions-policy']) && /geolocation=\(\)/.test(headers['permissions-policy']),
    csp: typeof headers['content-security-policy'] === 'string',
  };
  expect(seen).toEqual({ label, nosniff: 'nosniff', referrer: 'strict-origin-when-cross-origin', frame: 'SAMEORIGIN', permissions: true, csp: true });
  const policy = directives(String(headers['content-security-policy']));
  expect({ label, ancestors: policy.get('frame-ancestors'), objects: policy.get('object-src'), base: policy.get('base-uri') }).toEqual({
    label,
    ancestors: ["'self'"],
    objects: ["'none'"],
    base: ["'self'"],
  });
  const scripts = policy.get('script-src') ?? [];
  expect({ label, scripts: scripts.filter((source) => /unsafe|\*|^https?:$|^data:$/.test(source)) }).toEqual({ label, scripts: [] });
  expect(scripts).toContain("'self'");
  return policy;
}

describe('security headers', () => {
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    const site = makeFakePublicDir();
    root = site.root;
    fs.mkdirSync(path.join(site.publicDir, 'csp'));
    fs.writeFileSync(path.join(site.publicDir, 'csp', 'index.html'), PAGE_WITH_SCRIPTS);
    server = await startTestServer({ publicDir: site.publicDir, buildOptions: { payments: loadPaymentsConfig({ PAYMENT_SANDBOX: 'on' }), contentSecurity: FIRST_PARTY_ONLY } });
  });
  afterAll(async () => {
    await server.close();
    removeTempDir(root);
  });

  it.each([
    ['API JSON', '/v1/health'],
    ['API 404', '/v1/khong-co'],
    ['API 401', '/v1/user/consumer/me'],
    ['API document', '/v1/openapi.json'],
    ['built page', '/home'],
    ['client-only route shell', '/account/profile'],
    ['404 page', '/khong-co-trang-nay'],
    ['hashed bundle', `/${APP_BUNDLE}`],
    ['service worker', '/sw.js'],
    ['static file', '/static/x.png'],
    ['web manifest', '/manifest.webmanifest'],
    ['page data', '/page-data/home/page-data.json'],
    ['image host', '/images/100x100/c/ao-dai'],
    ['sandbox pay page', '/sandbox/momo/pay?token=sai'],
    ['malformed URL', '/%E0%A4%A'],
  ])('%s (%s)', async (label, urlPath) => {
    const response = await rawRequest(server.url, urlPath);
    expect(response.status).toBeLessThan(500);
    expectSecurityHeaders(label, response.headers);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the back-office\'s pages alone use the camera, same origin only (staff scan unit labels)', async () => {
    for (const urlPath of ['/admin', '/admin/orders/12']) {
      const response = await rawRequest(server.url, urlPath);
      expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(self\),/);
      expect(response.headers['permissions-policy']).toMatch(/microphone=\(\)/);
    }
    for (const urlPath of ['/home', '/administrator', '/v1/admin/auth/me']) expect((await rawRequest(server.url, urlPath)).headers['permissions-policy']).toMatch(/(^|, )camera=\(\),/);
  });

  it('a refused state-changing call (no consumer header) carries them too', async () => {
    const response = await rawRequest(server.url, '/v1/cart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(403);
    expectSecurityHeaders('403', response.headers);
  });

  it('so does the HTTP parser’s own refusal of oversized headers, in Vietnamese', async () => {
    const response = await rawRequest(server.url, '/v1/health', { headers: { 'x-filler': 'a'.repeat(20_000) } });
    expect(response.status).toBe(431);
    expectSecurityHeaders('431', response.headers);
    expect(JSON.parse(response.body.toString('utf8'))).toEqual({ message: expect.stringMatching(/quá dài/) });
  });

  it('a page’s policy allows its own inline script by hash, and only that', async () => {
    const response = await rawRequest(server.url, '/csp');
    const scripts = expectSecurityHeaders('page with inline scripts', response.headers).get('script-src')!;
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    expect(scripts).toEqual(["'self'", hash]);
    const other = directives(String((await rawRequest(server.url, '/home')).headers['content-security-policy']));
    expect(other.get('script-src')).toEqual(["'self'"]);
  });

  it('the policy names what the shop needs: YouTube frames, the service worker, data: images, same-origin calls', async () => {
    const policy = directives(String((await rawRequest(server.url, '/home')).headers['content-security-policy']));
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://www.youtube.com']));
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });
});

describe('Strict-Transport-Security', () => {
  let plain: TestServer;
  let proxied: TestServer;

  beforeAll(async () => {
    plain = await startTestServer({ buildOptions: { contentSecurity: FIRST_PARTY_ONLY } });
    proxied = await startTestServer({ buildOptions: { trustProxy: 1, contentSecurity: FIRST_PARTY_ONLY } });
  });
  afterAll(async () => {
    await plain.close();
    await proxied.close();
  });

  const hsts = async (server: TestServer, proto?: string) =>
    (await rawRequest(server.url, '/v1/health', proto ? { headers: { 'x-forwarded-proto': proto } } : {})).headers['strict-transport-security'];

  it('is sent over HTTPS (a trusted proxy says so)', async () => {
    expect(await hsts(proxied, 'https')).toMatch(/^max-age=\d{8,}/);
  });

  it('is not sent over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    expect(await hsts(proxied)).toBeUndefined();
    expect(await hsts(proxied, 'http')).toBeUndefined();
    expect(await hsts(plain)).toBeUndefined();
    expect(await hsts(plain, 'https')).toBeUndefined();
  });
});

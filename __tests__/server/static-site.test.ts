import fs from 'node:fs';
import path from 'node:path';
import { products } from '../../server/db/schema';
import { APP_BUNDLE, PAGE_BUNDLE, makeFakePublicDir } from './helpers/fake-public-dir';
import { rawRequest } from './helpers/raw-http';
import { removeTempDir } from './helpers/temp-dir';
import { startTestServer, type TestServer } from './helpers/test-server';

const NO_CACHE = /no-cache/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('static site', () => {
  let server: TestServer;
  let root: string;
  let publicDir: string;

  beforeAll(async () => {
    ({ root, publicDir } = makeFakePublicDir());
    server = await startTestServer({ publicDir });
  });
  afterAll(async () => {
    await server.close();
    removeTempDir(root);
  });

  async function get(urlPath: string, init?: RequestInit) {
    const response = await fetch(`${server.url}${urlPath}`, init);
    return { response, text: await response.text() };
  }

  it('serves page folders without a trailing slash, and with one', async () => {
    for (const urlPath of ['/home', '/home/']) {
      const { response, text } = await get(urlPath);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toMatch(NO_CACHE);
      expect(text).toContain('Trang chủ');
    }
    expect((await get('/')).text).toContain('Trang chủ gốc');
    expect((await get('/about-us')).text).toContain('Về chúng tôi');
  });

  it('serves client-only routes from route-manifest.json with the page shell and 200', async () => {
    for (const urlPath of ['/account/profile', '/account/order-history/42', '/account']) {
      const { response, text } = await get(urlPath);
      expect(response.status).toBe(200);
      expect(text).toContain('Tài khoản');
      expect(response.headers.get('cache-control')).toMatch(NO_CACHE);
    }
    const [product] = await server.database.db.select({ link: products.link }).from(products).limit(1);
    const shown = await get(`/product/${product!.link}`);
    expect({ status: shown.response.status, page: shown.text.includes('Sản phẩm') }).toEqual({ status: 200, page: true });
    expect((await get(`/product/${product!.link}/extra`)).response.status).toBe(404);
  });

  it('answers 404 (with the not-found page) for a product link that does not exist, and for /404 itself', async () => {
    for (const urlPath of ['/product/ao-dai-khong-co-that', '/404', '/404/']) {
      const { response, text } = await get(urlPath);
      expect({ urlPath, status: response.status }).toEqual({ urlPath, status: 404 });
      expect(text).not.toContain('Sản phẩm');
    }
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const { response, text } = await get('/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toMatch(NO_CACHE);
    expect(text).toContain('Không tìm thấy trang');
  });

  it('caches hashed bundles and /static forever, page data and the service worker never', async () => {
    const cases: Array<[string, string | RegExp]> = [
      [`/${APP_BUNDLE}`, IMMUTABLE],
      [`/${PAGE_BUNDLE}`, IMMUTABLE],
      ['/static/x.png', IMMUTABLE],
      ['/page-data/home/page-data.json', NO_CACHE],
      ['/page-data/app-data.json', NO_CACHE],
      ['/sw.js', NO_CACHE],
      ['/route-manifest.json', NO_CACHE],
      ['/manifest.webmanifest', NO_CACHE],
      ['/webpack-runtime.js', 'public, max-age=3600'],
      ['/icons/menu/ao-dai.svg', 'public, max-age=3600'],
    ];
    for (const [urlPath, expected] of cases) {
      const { response } = await get(urlPath);
      expect([urlPath, response.status]).toEqual([urlPath, 200]);
      const cacheControl = response.headers.get('cache-control') ?? '';
      if (typeof expected === 'string') expect([urlPath, cacheControl]).toEqual([urlPath, expected]);
      else expect(cacheControl).toMatch(expected);
    }
    expect((await get(`/${APP_BUNDLE}`)).response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('never serves files outside public/ or hidden files', async () => {
    for (const rawPath of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/home/../../secret.txt',
      '/..%5csecret.txt',
      '/.env',
      '/%2eenv',
      '/../../../../etc/passwd',
    ]) {
      const response = await rawRequest(server.url, rawPath);
      expect([rawPath, response.status]).toEqual([rawPath, expect.any(Number)]);
      expect(response.status === 404 || response.status === 400).toBe(true);
      expect(response.body.toString()).not.toMatch(/outside public|SECRET|root:/);
    }
  });

  it('serves /.well-known files', async () => {
    const { response, text } = await get('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(text).toContain('Contact:');
  });

  it('keeps /v1 for the API: unknown API paths get the JSON 404, not HTML', async () => {
    for (const urlPath of ['/v1/nope', '/v1/', '/v1']) {
      const { response, text } = await get(urlPath);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(text)).toEqual({ message: 'Không tìm thấy địa chỉ yêu cầu' });
    }
    expect((await get('/v1/menu')).response.status).toBe(200);
  });

  it('answers HEAD like GET, without a body', async () => {
    const home = await rawRequest(server.url, '/home', { method: 'HEAD' });
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['cache-control']).toMatch(NO_CACHE);
    expect(home.body.length).toBe(0);
    const missing = await rawRequest(server.url, '/nope', { method: 'HEAD' });
    expect(missing.status).toBe(404);
    expect(missing.body.length).toBe(0);
  });

  it('supports conditional requests for revalidated HTML', async () => {
    // rawRequest: fetch adds `cache-control: no-cache` to conditional requests, which forces a full answer.
    const first = await rawRequest(server.url, '/home');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const second = await rawRequest(server.url, '/home', { headers: { 'if-none-match': etag! } });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it('compresses static files', async () => {
    const response = await rawRequest(server.url, `/${APP_BUNDLE}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the security headers on pages', async () => {
    const { response } = await get('/home');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('picks up a rebuilt route manifest without a restart', async () => {
    expect((await get('/checkout/payment')).response.status).toBe(404);
    fs.mkdirSync(path.join(publicDir, 'checkout'), { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'checkout', 'index.html'), '<html><body>Thanh toán</body></html>');
    const manifestFile = path.join(publicDir, 'route-manifest.json');
    fs.writeFileSync(
      manifestFile,
      JSON.stringify({
        matchPaths: [
          { matchPath: '/account/*', path: '/account' },
          { matchPath: '/checkout/*', path: '/checkout' },
        ],
      }),
    );
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(manifestFile, later, later);
    const { response, text } = await get('/checkout/payment');
    expect(response.status).toBe(200);
    expect(text).toContain('Thanh toán');
  });
});

describe('static site without a build', () => {
  it('answers 404 with a Vietnamese fallback page', async () => {
    const server = await startTestServer({ publicDir: path.join(__dirname, 'no-such-public-dir') });
    try {
      const response = await fetch(`${server.url}/home`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Không tìm thấy trang');
      expect((await fetch(`${server.url}/v1/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

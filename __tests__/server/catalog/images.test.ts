import sharp from 'sharp';
import { generateCatalog } from '../../../server/db/seed/catalog';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { rawRequest } from '../helpers/raw-http';

const catalog = generateCatalog();
const product = catalog.products[3]!;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function image(path: string, accept?: string) {
  const response = await fetch(`${server.url}${path}`, accept ? { headers: { accept } } : {});
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /images/{w}x{h}/{key}', () => {
  it('renders WebP when Accept allows it, with the requested dimensions and immutable caching', async () => {
    const { response, body } = await image(`/images/300x400/${product.images[0]}`, 'image/avif,image/webp,*/*');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toMatch(/accept/i);
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 400 });
  });

  it('renders JPEG otherwise', async () => {
    const { response, body } = await image(`/images/600x800/${product.images[1]}`, 'image/png,*/*');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
  });

  it('draws banners and category tiles', async () => {
    const banner = await image('/images/1200x600/b/mua-cuoi-2026', 'image/webp');
    expect(banner.response.status).toBe(200);
    expect(await sharp(banner.body).metadata()).toMatchObject({ width: 1200, height: 600 });
    const tile = await image('/images/100x100/c/ao-dai');
    expect(tile.response.status).toBe(200);
    expect(await sharp(tile.body).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 100 });
  });

  it('serves the second request from the disk cache, byte for byte', async () => {
    const path = `/images/200x200/${product.images[2]}`;
    const first = await image(path, 'image/webp');
    const second = await image(path, 'image/webp');
    expect(first.response.headers.get('x-image-cache')).toBe('miss');
    expect(second.response.headers.get('x-image-cache')).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('coalesces concurrent renders of the same image', async () => {
    const path = `/images/450x600/${product.images[0]}`;
    const results = await Promise.all(Array.from({ length: 6 }, () => image(path, 'image/webp')));
    expect(results.every((r) => r.response.status === 200)).toBe(true);
    expect(results.every((r) => r.body.equals(results[0]!.body))).toBe(true);
  });

  it.each(['301x400', '100', '0x0', '99999x99999', 'abc'])('size %s is not allow-listed → 400', async (size) => {
    const { response, body } = await image(`/images/${size}/${product.images[0]}`);
    expect(response.status).toBe(400);
    expect(JSON.parse(body.toString()).message).toMatch(/Kích thước ảnh/);
  });

  it.each([`p/${product.link}/9`, 'p/khong-co/1', 'b/khong-co', 'c/khong-co', 'x/y', `p/${product.link}`])(
    'unknown key %s → 404',
    async (key) => {
      const { response, body } = await image(`/images/100x100/${key}`);
      expect(response.status).toBe(404);
      expect(JSON.parse(body.toString()).message).toBe('Không tìm thấy ảnh');
    },
  );

  it.each([
    '/images/100x100/p/..%2F..%2Fetc/1',
    '/images/100x100/p/%2e%2e/%2e%2e/etc/passwd',
    '/images/100x100/P/ABC/1',
    '/images/100x100/p//1',
    '/images/100x100/p/a%00b/1',
    '/images/100x100/../../etc/passwd',
  ])('traversal-ish key %s → 400 or 404', async (rawPath) => {
    const response = await rawRequest(server.url, rawPath);
    expect([400, 404]).toContain(response.status);
  });
});

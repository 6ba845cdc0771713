/**
 * A product no build pre-rendered (beyond PRERENDER_PRODUCTS) is answered with the product page's shell carrying the
 * product's own head, rendered by the server on the first request and kept until the catalogue changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { products } from '../../server/db/schema';
import { announceCatalogChange } from '../../server/modules/catalog/changes';
import { SERVED_PRODUCT_ELEMENT_ID } from '../../core/rules/product-page-head';
import type { ProductDetail } from '../../core/contracts/catalog';
import { makeFakePublicDir } from './helpers/fake-public-dir';
import { rawRequest } from './helpers/raw-http';
import { removeTempDir } from './helpers/temp-dir';
import { startTestServer, type TestServer } from './helpers/test-server';

/** The client-only product page as Gatsby renders it: its placeholder head is Gatsby-managed (data-gatsby-head). */
const SHELL =
  '<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/>' +
  '<meta name="description" content="Thuê hoặc mua trang phục" data-gatsby-head="true"/><meta name="theme-color" content="#B0264F" data-gatsby-head="true"/>' +
  '<meta property="og:site_name" content="Thuê Đồ" data-gatsby-head="true"/><meta property="og:type" content="website" data-gatsby-head="true"/>' +
  '<meta property="og:title" content="Chi tiết sản phẩm | Thuê Đồ" data-gatsby-head="true"/>' +
  '<meta property="og:url" content="https://thuedo.test/product/[productLink]" data-gatsby-head="true"/>' +
  '<meta name="robots" content="noindex" data-gatsby-head="true"/><link rel="canonical" href="https://thuedo.test/product/[productLink]" data-gatsby-head="true"/>' +
  '<title data-gatsby-head="true">Chi tiết sản phẩm | Thuê Đồ</title></head><body><div id="___gatsby">Đang tải sản phẩm</div></body></html>';

let server: TestServer;
let root: string;

beforeAll(async () => {
  let publicDir: string;
  ({ root, publicDir } = makeFakePublicDir());
  fs.writeFileSync(path.join(publicDir, 'product', 'index.html'), SHELL);
  server = await startTestServer({ publicDir });
});
afterAll(async () => {
  await server.close();
  removeTempDir(root);
});

async function page(urlPath: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${urlPath}`, { headers });
  return { response, text: await response.text() };
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonIn = (html: string, pattern: RegExp) => JSON.parse(pattern.exec(html)![1]!) as Record<string, unknown>;

async function aProduct(): Promise<{ id: number; link: string; name: string }> {
  const [row] = await server.database.db.select({ id: products.id, link: products.link, name: products.name }).from(products).orderBy(products.id).limit(1);
  return row!;
}

test("the shell answers with the product's title, description, canonical, Open Graph and JSON-LD, and the product itself", async () => {
  const product = await aProduct();
  const { response, text } = await page(`/product/${product.link}`);
  expect(response.status).toBe(200);
  const head = headOf(text);
  expect(head.match(/<title/g)).toHaveLength(1);
  expect(head).toContain(`<title data-gatsby-head="true">${product.name} | Thuê Đồ</title>`);
  expect(head).toContain(`<link rel="canonical" href="https://thuedo.test/product/${product.link}" data-gatsby-head="true"/>`);
  expect(head).toContain(`<meta property="og:type" content="product" data-gatsby-head="true"/>`);
  expect(head).toMatch(new RegExp(`<meta name="description" content="${product.name} — [^"]+\\. Thuê hoặc mua tại Thuê Đồ\\."`));
  expect(head).toContain('<meta property="og:image" content="https://thuedo.test/images/600x800/');
  expect(head).not.toContain('noindex');
  expect(head).not.toContain('[productLink]');
  // The shell's own site-wide tags stay; its body is untouched.
  expect(head).toContain('<meta name="theme-color" content="#B0264F"');
  expect(text).toContain('Đang tải sản phẩm');

  const jsonLd = jsonIn(head, /<script type="application\/ld\+json" data-gatsby-head="true">(.*?)<\/script>/);
  expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.name, url: `https://thuedo.test/product/${product.link}`, sku: String(product.id) });
  const served = jsonIn(head, new RegExp(`<script type="application/json" id="${SERVED_PRODUCT_ELEMENT_ID}">(.*?)</script>`)) as unknown as ProductDetail;
  const detail = (await (await fetch(`${server.url}/v1/product/detail/${product.link}`)).json()) as ProductDetail;
  expect(served).toEqual(detail);
});

test('kept: the same bytes and ETag again (304 when revalidated), brotli when asked, and rendered anew after a catalogue change', async () => {
  const product = await aProduct();
  const first = await page(`/product/${product.link}`);
  const again = await page(`/product/${product.link}`);
  const etag = first.response.headers.get('etag')!;
  expect(again.response.headers.get('etag')).toBe(etag);
  expect(again.text).toBe(first.text);
  expect((await fetch(`${server.url}/product/${product.link}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  const raw = await rawRequest(server.url, `/product/${product.link}`, { headers: { 'accept-encoding': 'br' } });
  expect(raw.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(raw.body).toString()).toBe(first.text);

  // A name with markup and quotes: escaped in the head, and the kept page is forgotten on the change's notice.
  const name = 'Váy "dạ hội" <b>đỏ</b> & vàng';
  await server.database.db.transaction(async (tx) => {
    await tx.update(products).set({ name }).where(eq(products.id, product.id));
    await announceCatalogChange(tx);
  });
  let renamed = first;
  for (let tries = 0; tries < 100 && renamed.text === first.text; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    renamed = await page(`/product/${product.link}`);
  }
  const head = headOf(renamed.text);
  expect(head).toContain('<title data-gatsby-head="true">Váy "dạ hội" &lt;b&gt;đỏ&lt;/b&gt; &amp; vàng | Thuê Đồ</title>');
  expect(head).toContain('content="Váy &quot;dạ hội&quot; &lt;b&gt;đỏ&lt;/b&gt; &amp; vàng | Thuê Đồ"');
  expect(head).not.toContain('<b>');
  expect(renamed.response.headers.get('etag')).not.toBe(etag);
  await server.database.db.update(products).set({ name: product.name }).where(eq(products.id, product.id));
});

test('a link no product has, or a product unpublished, answers the site 404', async () => {
  expect((await page('/product/ao-dai-khong-ai-ban')).response.status).toBe(404);
  const product = await aProduct();
  await server.database.db.update(products).set({ published: false }).where(eq(products.id, product.id));
  await server.database.db.execute(sql`select pg_notify('catalog_changed', '')`);
  try {
    const gone = await page(`/product/${product.link}`);
    expect(gone.response.status).toBe(404);
    expect(gone.text).toContain('Không tìm thấy trang');
  } finally {
    await server.database.db.update(products).set({ published: true }).where(eq(products.id, product.id));
  }
});

test('fifty first requests at once for one product are rendered once and all answered alike', async () => {
  const [row] = await server.database.db.select({ link: products.link }).from(products).orderBy(products.id).offset(5).limit(1);
  const replies = await Promise.all(Array.from({ length: 50 }, () => page(`/product/${row!.link}`)));
  expect(new Set(replies.map((reply) => reply.response.status))).toEqual(new Set([200]));
  expect(new Set(replies.map((reply) => reply.response.headers.get('etag'))).size).toBe(1);
});

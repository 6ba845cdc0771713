/**
 * Products no build pre-rendered (beyond PRERENDER_PRODUCTS, or added since the build): their link is answered with
 * the product page's shell — the client-only page, which loads the product from the API — with the product's own head
 * rendered in on the first request (title, description, canonical, Open Graph, JSON-LD: what a pre-rendered page
 * carries, from the same code, core/rules/product-page-head.ts) and the product as JSON for the page's Head once
 * hydrated. A link preview or a crawler reading the HTML sees the product, not a placeholder. Kept in memory, with its
 * compressed forms, until the catalogue or a review changes.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { jsonLdText, productPageHead, SERVED_PRODUCT_ELEMENT_ID } from '../../core/rules/product-page-head';
import type { ProductDetail } from '../../core/contracts/catalog';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** ≈ 70 KB each with its compressed forms. */
const KEPT = 500;
const BRAND = 'Thuê Đồ';

/** The head elements a product page says differently from the shell (the shell's site name, locale, colour stay). */
const REPLACED = [
  /<title\b[^>]*>[^<]*<\/title>/g,
  /<meta\b(?=[^>]*\bname="(?:description|robots)")[^>]*>/g,
  /<meta\b(?=[^>]*\bproperty="(?:og:type|og:title|og:description|og:url|og:image)")[^>]*>/g,
  /<link\b(?=[^>]*\brel="canonical")[^>]*>/g,
];

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The origin the build was made for, from the shell's own `og:url` (SITE_URL at build time). */
function siteUrlOf(shell: string): string {
  const match = /<meta\b(?=[^>]*\bproperty="og:url")[^>]*\bcontent="(https?:\/\/[^/"]+)/.exec(shell);
  return match?.[1] ?? '';
}

/** The shell with the product's head in place of the placeholder's (Gatsby's `data-gatsby-head` ones, which it manages). */
export function productShellHtml(shell: string, product: ProductDetail): string {
  const siteUrl = siteUrlOf(shell);
  const head = productPageHead(product, siteUrl, siteUrl);
  const title = head.title === BRAND ? BRAND : `${head.title} | ${BRAND}`;
  const managed = (tag: string) => tag.replace(/\/?>$/, ' data-gatsby-head="true"/>');
  const meta = (attribute: 'name' | 'property', key: string, content: string) => managed(`<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`);
  const tags = [
    `<title data-gatsby-head="true">${escapeText(title)}</title>`,
    meta('name', 'description', head.description),
    managed(`<link rel="canonical" href="${escapeAttribute(head.canonical)}">`),
    meta('property', 'og:type', 'product'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.ogImage),
    ...(head.salePrice !== null ? [meta('property', 'product:price:amount', String(head.salePrice)), meta('property', 'product:price:currency', 'VND')] : []),
    `<script type="application/ld+json" data-gatsby-head="true">${jsonLdText(head.jsonLd)}</script>`,
    `<script type="application/json" id="${SERVED_PRODUCT_ELEMENT_ID}">${jsonLdText(product)}</script>`,
  ].join('');
  let html = shell;
  for (const pattern of REPLACED) html = html.replace(pattern, '');
  return html.replace('</head>', `${tags}</head>`);
}

export interface RenderedShell {
  body: Buffer;
  encoded: { br: Buffer; gzip: Buffer };
  etag: string;
}

export interface ProductShells {
  /** The shell rendered for `link` (kept per shell version and product); null when there is no such product. */
  render(shellVersion: string, shell: string, link: string): Promise<RenderedShell | null>;
  /** The catalogue or a review changed. */
  forget(): void;
}

export function createProductShells(productFor: (link: string) => Promise<ProductDetail | null>): ProductShells {
  const kept = new Map<string, RenderedShell>();
  const rendering = new Map<string, Promise<RenderedShell | null>>();
  let generation = 0;

  async function render(shell: string, link: string): Promise<RenderedShell | null> {
    const product = await productFor(link);
    if (!product) return null;
    const body = Buffer.from(productShellHtml(shell, product));
    const [br, gz] = await Promise.all([brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip(body)]);
    return { body, encoded: { br, gzip: gz }, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  }

  return {
    async render(shellVersion, shell, link) {
      const key = `${shellVersion}\n${link}`;
      const found = kept.get(key);
      if (found) {
        kept.delete(key);
        kept.set(key, found);
        return found;
      }
      const inFlight = rendering.get(key);
      if (inFlight) return inFlight;
      const startedIn = generation;
      const made = render(shell, link);
      rendering.set(key, made);
      try {
        const rendered = await made;
        // A change during the render: what was read may be older than it; answered, not kept.
        if (rendered && startedIn === generation) {
          kept.set(key, rendered);
          if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
        }
        return rendered;
      } finally {
        rendering.delete(key);
      }
    },
    forget() {
      generation += 1;
      kept.clear();
      rendering.clear();
    },
  };
}

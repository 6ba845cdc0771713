import sanitize from 'sanitize-html';

/**
 * An allow-list HTML sanitizer (sanitize-html) for content pages, applied when a page is written (seed or
 * admin), so what the database holds is already safe to render.
 *
 * Kept: p, h2, h3, ul, ol, li, strong, em, a[href], table/thead/tbody/tr/th/td, blockquote, br.
 * `href` must be http(s) or relative (`/…`, `#…`, `page`); everything else (javascript:, data:,
 * protocol-relative `//host`) drops the attribute. Every other attribute (on*, style, class…) is
 * removed. Unknown tags are unwrapped (their text stays); script/style/iframe/… are removed with
 * their content. Output is well-formed: every kept element is closed, text is re-escaped.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
  'br',
]);

/** Removed together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'title',
  'textarea',
  'select',
  'head',
  'frameset',
  'noembed',
  'xmp',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** The href when it is http(s) or relative; null otherwise. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (value === '') return null;
  // A named reference we do not decode could hide a scheme (`&colon;` and friends): refuse it.
  if (/&[a-z][a-z0-9]*;/i.test(value)) return null;
  if (value.startsWith('//') || value.startsWith('\\')) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (scheme) {
    const name = scheme[1]!.toLowerCase();
    if (name !== 'http' && name !== 'https') return null;
  }
  // A colon before any / ? # that is not a scheme (e.g. "javascript&colon;…") is refused too.
  const beforePath = value.split(/[/?#]/)[0] ?? '';
  if (!scheme && beforePath.includes(':')) return null;
  return value;
}

const EXTERNAL_LINK = { rel: 'noopener noreferrer', target: '_blank' };

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROP_WITH_CONTENT],
  selfClosing: ['br'],
  transformTags: {
    // rel/target are only ever the ones set here; an author's own are dropped with the rest.
    a: (tagName, attribs) => {
      const safe = attribs.href === undefined ? null : safeHref(attribs.href);
      if (safe === null) return { tagName, attribs: {} as Record<string, string> };
      return { tagName, attribs: /^https?:/i.test(safe) ? { href: safe, ...EXTERNAL_LINK } : { href: safe } };
    },
  },
};

/** How deep a page's markup may nest: real pages stay under 10; sanitize-html's cost grows with depth × size. */
export const MAX_CONTENT_DEPTH = 32;
const VOID_TAGS = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'wbr', 'col', 'area', 'base', 'source', 'track', 'embed', 'param']);
const TAG = /<(\/?)([a-z][a-z0-9-]*)\b[^<>]*?(\/?)>/gi;

/**
 * The deepest nesting of elements in `html`, counted in one pass, stopping as soon as it passes `limit` — so a body
 * built to be expensive to sanitize (thousands of unclosed `<ul><li>`) is refused before the sanitizer sees it.
 */
export function nestingDepth(html: string, limit = MAX_CONTENT_DEPTH): number {
  const open: string[] = [];
  let deepest = 0;
  for (const [, closing, rawName, selfClosing] of html.matchAll(TAG)) {
    const name = rawName!.toLowerCase();
    if (VOID_TAGS.has(name) || selfClosing) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    open.push(name);
    deepest = Math.max(deepest, open.length);
    if (deepest > limit) return deepest;
  }
  return deepest;
}

/** Linear-time (htmlparser2 underneath) for markup of bounded depth: a page written by staff cannot stall the server. */
export function sanitizeHtml(input: string): string {
  return sanitize(input, OPTIONS);
}

/** Plain text of sanitized HTML (summaries, search): inline tags vanish ("<strong>3 ngày</strong>." → "3 ngày."), others part words. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<\/?(?:strong|em|a)\b[^<>]*>/gi, '').replace(/<[^<>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

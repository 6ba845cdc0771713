/**
 * A small allow-list HTML sanitizer for content pages, applied when a page is written (seed or
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

const VOID_TAGS = new Set(['br']);

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

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
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

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!out.has(name)) out.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return out;
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const COMMENT = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?/y;

function openTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`;
  const href = parseAttributes(attributes).get('href');
  const safe = href === undefined ? null : safeHref(href);
  if (safe === null) return '<a>';
  const external = /^https?:/i.test(safe);
  return `<a href="${escapeHtml(safe)}"${external ? ' rel="noopener noreferrer" target="_blank"' : ''}>`;
}

export function sanitizeHtml(input: string): string {
  let out = '';
  const stack: string[] = [];
  let index = 0;
  while (index < input.length) {
    const lt = input.indexOf('<', index);
    if (lt === -1) {
      out += escapeHtml(decodeEntities(input.slice(index)));
      break;
    }
    if (lt > index) out += escapeHtml(decodeEntities(input.slice(index, lt)));
    index = lt;

    COMMENT.lastIndex = index;
    const comment = COMMENT.exec(input);
    if (comment) {
      index = COMMENT.lastIndex;
      continue;
    }
    TAG.lastIndex = index;
    const tag = TAG.exec(input);
    if (!tag) {
      out += '&lt;';
      index += 1;
      continue;
    }
    index = TAG.lastIndex;
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    const attributes = tag[3] ?? '';

    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(attributes)) {
        const end = new RegExp(`</${name}\\s*>`, 'ig');
        end.lastIndex = index;
        const found = end.exec(input);
        index = found ? end.lastIndex : input.length;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;

    if (VOID_TAGS.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (!closing) {
      out += openTag(name, attributes);
      stack.push(name);
      continue;
    }
    const open = stack.lastIndexOf(name);
    if (open === -1) continue;
    while (stack.length > open) out += `</${stack.pop()!}>`;
  }
  while (stack.length > 0) out += `</${stack.pop()!}>`;
  return out;
}

/** Plain text of sanitized HTML (summaries, search). */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

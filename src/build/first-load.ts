/**
 * Issue #15, applied to every built page after the build (gatsby-node's onPostBuild): the hero first.
 *
 * The hero is fetched first: a page's priority image (`fetchpriority="high"`) sits in the body after the inline
 * styles, and so does the preload React 19 emits for it, so the browser would discover it only once ~66 KB of HTML
 * have arrived; the preload moves to the top of the head and starts it with the first bytes.
 *
 * The hero paints before any JavaScript runs. Gatsby ends every page with `<script src async>` tags for its
 * runtime, React and the app; async scripts run as soon as they arrive, in the middle of parsing and before the first
 * paint, and on a phone they download alongside the hero image. After the build each page's tags become one inline
 * loader that adds the same scripts once the page's priority image (`fetchpriority="high"`) has painted — or after
 * the first paint when there is none. The page is complete, styled HTML until then:
 * links work, and the first taps on controls are kept and replayed after hydration (src/shared/layout/early-taps.ts).
 *
 * The page inlines only the CSS its own markup uses. Gatsby inlines the whole global stylesheet (every CSS module of
 * the shop, ~61 KB) into every page; the rules of modules whose classes the page's HTML never names are dropped from
 * it, and the same loader adds the full stylesheet (cached, immutable) for what the app renders after hydration —
 * gatsby-browser hydrates only once it has applied (src/shared/layout/full-css.ts).
 */

import { FULL_CSS_ATTRIBUTE } from '../shared/layout/full-css';

const SCRIPT_TAG = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

/** Longest wait for the priority image before the scripts load anyway (a stalled image must not keep the page inert). */
export const HERO_WAIT_MS = 2500;
/** Where the browser reports the largest paint, how long after the hero is decoded to wait for it to be reported as such. */
export const HERO_PAINT_WAIT_MS = 500;

/**
 * The loader: after the hero has painted — the browser's largest-contentful-paint entry for it, where there is one;
 * else the frame after it has loaded and decoded — it adds the full stylesheet (when given) and the scripts.
 */
export function loaderScript(sources: readonly string[], stylesheet?: string): string {
  const css = stylesheet
    ? `var l=document.createElement("link");l.rel="stylesheet";l.href=${JSON.stringify(stylesheet)};l.setAttribute("${FULL_CSS_ATTRIBUTE}","");document.head.appendChild(l);`
    : '';
  return [
    '(function(){',
    `var s=${JSON.stringify(sources)},d=0;`,
    `function go(){if(d)return;d=1;${css}for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.body.appendChild(e)}}`,
    'function soon(){requestAnimationFrame(function(){setTimeout(go,0)})}',
    `setTimeout(go,${HERO_WAIT_MS});`,
    'var h=document.querySelector(\'img[fetchpriority="high"]\');',
    'if(!h){soon();return}',
    'var P=window.PerformanceObserver,lcp=!!P&&(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0;',
    'if(lcp)new P(function(l){var e=l.getEntries();for(var i=0;i<e.length;i++)if(e[i].element===h)soon()}).observe({type:"largest-contentful-paint",buffered:true});',
    `function shown(){if(lcp)setTimeout(go,${HERO_PAINT_WAIT_MS});else soon()}`,
    'function ready(){if(h.decode)h.decode().then(shown,shown);else shown()}',
    'if(h.complete)ready();else{h.addEventListener("load",ready);h.addEventListener("error",soon)}',
    '})()',
  ].join('');
}

/**
 * The page with its async script tags replaced by the loader (which also adds `stylesheet`, when given); unchanged
 * when it has none (or was rewritten already).
 */
export function deferScripts(html: string, stylesheet?: string): string {
  const sources = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(SCRIPT_TAG, () => {
    if (!first) return '';
    first = false;
    return `<script id="deferred-scripts">${loaderScript(sources, stylesheet)}</script>`;
  });
}

const GLOBAL_STYLE = /(<style data-href="(\/styles\.[0-9a-f]+\.css)" data-identity="gatsby-global-css"[^>]*>)([\s\S]*?)(<\/style>)/;
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style>/g;
/** A CSS module's class as the build names it (gatsby-node's shortModuleClassNames): `_` and seven hex digits. */
const MODULE_CLASS = /(?<![A-Za-z0-9_-])_[0-9a-f]{7}(?![A-Za-z0-9_-])/g;

/** Top-level blocks of a stylesheet: `prelude{…}` with nested braces kept whole. */
function cssBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) {
      blocks.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return blocks;
}

/** The stylesheet without the rules whose selectors name only module classes absent from `used`. */
export function pruneCss(css: string, used: ReadonlySet<string>): string {
  return cssBlocks(css)
    .map((block) => {
      const open = block.indexOf('{');
      const prelude = block.slice(0, open);
      if (prelude.startsWith('@keyframes') || prelude.startsWith('@font-face')) return block;
      if (prelude.startsWith('@')) {
        const inner = pruneCss(block.slice(open + 1, -1), used);
        return inner ? `${prelude}{${inner}}` : '';
      }
      const named = prelude.match(MODULE_CLASS);
      return !named || named.some((name) => used.has(name)) ? block : '';
    })
    .join('');
}

/**
 * The page with only the global CSS its markup uses inline, and the full stylesheet's path (for the loader); the page
 * unchanged and no path when it has no global style element, or null path when pruned already.
 */
export function inlineUsedCss(html: string): { html: string; stylesheet?: string } {
  const style = GLOBAL_STYLE.exec(html);
  if (!style) return { html };
  const [whole, open, href, css, close] = style as unknown as [string, string, string, string, string];
  if (open.includes('data-pruned')) return { html, stylesheet: href };
  const used = new Set(html.replace(STYLE_ELEMENT, '').match(MODULE_CLASS) ?? []);
  const pruned = `${open.replace('>', ' data-pruned="">')}${pruneCss(css, used)}${close}`;
  return { html: html.replace(whole, () => pruned), stylesheet: href };
}

const PRIORITY_IMAGE = /<img\b[^>]*\bfetchPriority="high"[^>]*>/i;
const VIEWPORT_META = /<meta name="viewport"[^>]*>/i;

const attribute = (tag: string, name: string): string | null => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/gi;

/**
 * The page with a preload of its priority image right after the viewport meta (React's own preloads of it, further
 * down, dropped); unchanged without a priority image or when done already.
 */
export function preloadHero(html: string): string {
  const image = PRIORITY_IMAGE.exec(html)?.[0];
  const src = image ? attribute(image, 'src') : null;
  if (!image || !src || html.includes('data-hero-preload') || !VIEWPORT_META.test(html)) return html;
  const srcset = attribute(image, 'srcSet');
  const sizes = attribute(image, 'sizes');
  const link = `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high" data-hero-preload=""/>`;
  const sameImage = (tag: string) => (srcset !== null && attribute(tag, 'imageSrcSet') === srcset) || attribute(tag, 'href') === src;
  return html.replace(IMAGE_PRELOAD, (tag) => (sameImage(tag) ? '' : tag)).replace(VIEWPORT_META, (meta) => `${meta}${link}`);
}

/** Every rewrite of a built page. */
export function optimiseFirstLoad(html: string): string {
  const { html: styled, stylesheet } = inlineUsedCss(html);
  return preloadHero(deferScripts(styled, stylesheet));
}

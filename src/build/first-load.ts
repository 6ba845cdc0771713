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
 * loader that adds the same scripts once the page's priority image (`fetchpriority="high"`) has loaded — or at once
 * after the first paint when there is none or it is already there. The page is complete, styled HTML until then:
 * links work, and the first taps on controls are kept and replayed after hydration (src/shared/layout/early-taps.ts).
 */

const SCRIPT_TAG = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

/** Longest wait for the priority image before the scripts load anyway (a stalled image must not keep the page inert). */
export const HERO_WAIT_MS = 2500;

export function loaderScript(sources: readonly string[]): string {
  return [
    '(function(){',
    `var s=${JSON.stringify(sources)},d=0;`,
    'function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.body.appendChild(e)}}',
    'function soon(){requestAnimationFrame(function(){setTimeout(go,0)})}',
    'var h=document.querySelector(\'img[fetchpriority="high"]\');',
    `if(h&&!h.complete){h.addEventListener("load",soon);h.addEventListener("error",soon);setTimeout(go,${HERO_WAIT_MS})}else soon()`,
    '})()',
  ].join('');
}

/** The page with its async script tags replaced by the loader; unchanged when it has none (or was rewritten already). */
export function deferScripts(html: string): string {
  const sources = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(SCRIPT_TAG, () => {
    if (!first) return '';
    first = false;
    return `<script id="deferred-scripts">${loaderScript(sources)}</script>`;
  });
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

/** Both rewrites of a built page. */
export function optimiseFirstLoad(html: string): string {
  return preloadHero(deferScripts(html));
}

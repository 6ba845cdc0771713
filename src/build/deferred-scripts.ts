/**
 * Issue #15: the hero paints before any JavaScript runs. Gatsby ends every page with `<script src async>` tags for its
 * runtime, React and the app; async scripts run as soon as they arrive, in the middle of parsing and before the first
 * paint, and on a phone they download alongside the hero image. After the build each page's tags become one inline
 * loader that adds the same scripts once the page's priority image (`fetchpriority="high"`) has loaded — or at once
 * after the first paint when there is none or it is already there. The page is complete, styled HTML until then:
 * links work, and the first taps on controls are kept and replayed after hydration (src/build/early-taps.ts).
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

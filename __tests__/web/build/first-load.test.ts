import { runInNewContext } from 'node:vm';
import { deferScripts, HERO_PAINT_WAIT_MS, HERO_WAIT_MS, inlineUsedCss, loaderScript, optimiseFirstLoad, preloadHero, pruneCss } from '../../../src/build/first-load';
import { FULL_CSS_ATTRIBUTE, fullCssReady } from '../../../src/shared/layout/full-css';

const page = (scripts: string) =>
  `<html><body><div id="___gatsby"><img src="/hero.jpg" fetchpriority="high"></div><!-- slice-start -->${scripts}<!-- slice-end --></body></html>`;
const gatsbyScripts = '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

type Hero = { complete: boolean; decode?: () => Promise<void>; addEventListener(type: string, fn: () => void): void };

/**
 * Runs the loader against a fake document: the hero image, the head and body, frames and timers that run when told,
 * and — when `lcp` — a PerformanceObserver that reports largest-contentful-paint entries on demand.
 */
function runLoader(heroComplete: boolean | null, { lcp = false, stylesheet }: { lcp?: boolean; stylesheet?: string } = {}) {
  const added: string[] = [];
  const listeners: Record<string, () => void> = {};
  const queue: Array<() => void> = [];
  let decoded: () => void = () => undefined;
  const hero: Hero | null =
    heroComplete === null
      ? null
      : {
          complete: heroComplete,
          decode: () => new Promise<void>((resolve) => (decoded = resolve)),
          addEventListener: (type, fn) => (listeners[type] = fn),
        };
  const timers: Array<{ fn: () => void; ms: number }> = [];
  let report: (elements: unknown[]) => void = () => undefined;
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: (list: { getEntries(): Array<{ element: unknown }> }) => void) {
      report = (elements) => callback({ getEntries: () => elements.map((element) => ({ element })) });
    }
    observe() {}
  }
  const append = (element: { src?: string; href?: string; async?: boolean }) =>
    added.push(element.href ? `css ${element.href}` : `${element.src}${element.async ? ' async' : ''}`);
  runInNewContext(loaderScript(['/a.js', '/b.js'], stylesheet), {
    window: lcp ? { PerformanceObserver: FakeObserver } : {},
    document: {
      querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? hero : null),
      createElement: () => ({ src: '', async: false, setAttribute() {} }),
      head: { appendChild: append },
      body: { appendChild: append },
    },
    requestAnimationFrame: (fn: () => void) => queue.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  const flushFrames = () => {
    while (queue.length > 0) queue.shift()!();
    for (const timer of timers.filter((t) => t.ms === 0)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.fn();
    }
  };
  const decode = async () => {
    decoded();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { added, listeners, flushFrames, timers, hero, decode, report: (elements: unknown[]) => report(elements) };
}

describe('deferred scripts (issue #15)', () => {
  it("replaces Gatsby's async script tags with one loader naming the same files, in order", () => {
    const html = deferScripts(page(gatsbyScripts));
    expect(html).not.toContain('<script src=');
    expect(html.match(/<script id="deferred-scripts">/g)).toHaveLength(1);
    expect(html).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]');
    expect(html).toContain('<!-- slice-start --><script id="deferred-scripts">');
    expect(deferScripts(html)).toBe(html);
  });

  it('leaves a page without async scripts unchanged', () => {
    const html = page('<script>window.x=1</script>');
    expect(deferScripts(html)).toBe(html);
  });

  it('without the largest-paint API: waits for the priority image to load and decode, then adds the scripts after the next frame', async () => {
    const run = runLoader(false);
    expect(run.added).toEqual([]);
    run.listeners.load!();
    run.flushFrames();
    expect(run.added).toEqual([]);
    await run.decode();
    expect(run.added).toEqual([]);
    run.flushFrames();
    expect(run.added).toEqual(['/a.js async', '/b.js async']);
    run.listeners.error?.();
    run.flushFrames();
    expect(run.added).toHaveLength(2);
  });

  it('with it: adds the full stylesheet and the scripts once the hero is reported as the largest paint, not when it loads', async () => {
    const run = runLoader(false, { lcp: true, stylesheet: '/styles.abc.css' });
    run.listeners.load!();
    await run.decode();
    run.flushFrames();
    expect(run.added).toEqual([]);
    run.report([{ other: 'heading' }]);
    run.flushFrames();
    expect(run.added).toEqual([]);
    run.report([run.hero]);
    run.flushFrames();
    expect(run.added).toEqual(['css /styles.abc.css', '/a.js async', '/b.js async']);
  });

  it('with it: a hero that is not the largest paint (a longer text was) does not hold the scripts past HERO_PAINT_WAIT_MS', async () => {
    const run = runLoader(true, { lcp: true });
    await run.decode();
    expect(run.added).toEqual([]);
    run.timers.find((timer) => timer.ms === HERO_PAINT_WAIT_MS)!.fn();
    expect(run.added).toEqual(['/a.js async', '/b.js async']);
  });

  it('does not wait for an image that never arrives', () => {
    const run = runLoader(false, { lcp: true });
    run.timers.find((timer) => timer.ms === HERO_WAIT_MS)!.fn();
    expect(run.added).toEqual(['/a.js async', '/b.js async']);
  });

  it('loads after the first paint when there is no priority image', () => {
    const run = runLoader(null);
    expect(run.added).toEqual([]);
    run.flushFrames();
    expect(run.added).toEqual(['/a.js async', '/b.js async']);
  });

  it('preloads the priority image at the top of the head, with its srcset and sizes', () => {
    const html =
      '<html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><style>.a{}</style></head>' +
      '<link rel="preload" as="image" imageSrcSet="/images/600x300/b/x 600w, /images/1200x600/b/x 1200w" imageSizes="92vw" fetchPriority="high"/><body>' +
      '<img src="/images/600x300/b/x" srcSet="/images/600x300/b/x 600w, /images/1200x600/b/x 1200w" sizes="92vw" loading="eager" fetchPriority="high"/>' +
      '<img src="/images/600x300/b/y" loading="lazy"/></body></html>';
    const out = preloadHero(html);
    expect(out).toContain(
      '<meta name="viewport" content="width=device-width"/><link rel="preload" as="image" href="/images/600x300/b/x" imagesrcset="/images/600x300/b/x 600w, /images/1200x600/b/x 1200w" imagesizes="92vw" fetchpriority="high" data-hero-preload=""/><style>',
    );
    // React's own preload of it, after the styles, is gone: one request, started early.
    expect(out.match(/rel="preload"/g)).toHaveLength(1);
    expect(preloadHero(out)).toBe(out);
    const withoutHero = '<html><head><meta name="viewport" content="x"/></head><body><img src="/a" loading="lazy"/></body></html>';
    expect(preloadHero(withoutHero)).toBe(withoutHero);
    expect(optimiseFirstLoad(page(gatsbyScripts))).toContain('<script id="deferred-scripts">');
  });

  describe('only the CSS the page uses, inline', () => {
    const A = '_1a2b3c4';
    const B = '_4c5d6e7';
    const css =
      `body{margin:0}.${A}{color:red}.${B}{color:blue}.${A} .${B},.x{gap:1px}.${B}:hover{color:green}` +
      `@media (min-width:480px){.${A}{padding:1px}.${B}{padding:2px}}@media print{.${B}{display:none}}` +
      `@keyframes _7e8f9a0{to{opacity:1}}`;

    it('drops the rules naming only module classes the markup never uses; keeps global rules, media blocks trimmed, keyframes', () => {
      expect(pruneCss(css, new Set([A]))).toBe(
        `body{margin:0}.${A}{color:red}.${A} .${B},.x{gap:1px}@media (min-width:480px){.${A}{padding:1px}}@keyframes _7e8f9a0{to{opacity:1}}`,
      );
    });

    it('prunes the global style element by the classes in the markup, once, and names the full stylesheet for the loader', () => {
      const html =
        `<html><head><style data-href="/styles.0a1b2c.css" data-identity="gatsby-global-css">${css}</style></head>` +
        `<body><div class="${A}">x</div>${gatsbyScripts}</body></html>`;
      const { html: pruned, stylesheet } = inlineUsedCss(html);
      expect(stylesheet).toBe('/styles.0a1b2c.css');
      expect(pruned).toContain('data-identity="gatsby-global-css" data-pruned="">body{margin:0}');
      expect(pruned).not.toContain(`.${B}{color:blue}`);
      expect(inlineUsedCss(pruned)).toEqual({ html: pruned, stylesheet: '/styles.0a1b2c.css' });
      const page = optimiseFirstLoad(html);
      expect(page).toContain('l.href="/styles.0a1b2c.css";l.setAttribute("data-full-css","")');
      expect(optimiseFirstLoad(page)).toBe(page);
      expect(inlineUsedCss('<html><body></body></html>')).toEqual({ html: '<html><body></body></html>' });
    });
  });
});

describe('the app waits for the full stylesheet before it hydrates', () => {
  it('resolves at once without one, else only once it has loaded (or failed)', async () => {
    await expect(fullCssReady(document)).resolves.toBeUndefined();
    const link = document.createElement('link');
    link.setAttribute(FULL_CSS_ATTRIBUTE, '');
    document.head.appendChild(link);
    let done = false;
    const ready = fullCssReady(document).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    link.dispatchEvent(new Event('error'));
    await ready;
    expect(done).toBe(true);
    link.remove();
  });
});

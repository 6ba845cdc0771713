import { runInNewContext } from 'node:vm';
import { deferScripts, HERO_WAIT_MS, loaderScript, optimiseFirstLoad, preloadHero } from '../../src/build/first-load';

const page = (scripts: string) =>
  `<html><body><div id="___gatsby"><img src="/hero.jpg" fetchpriority="high"></div><!-- slice-start -->${scripts}<!-- slice-end --></body></html>`;
const gatsbyScripts = '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

/** Runs the loader against a fake document: the hero image, the body, a frame and timers that run when told. */
function runLoader(heroComplete: boolean | null) {
  const added: string[] = [];
  const listeners: Record<string, () => void> = {};
  const queue: Array<() => void> = [];
  const hero = heroComplete === null ? null : { complete: heroComplete, addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) };
  const timers: Array<{ fn: () => void; ms: number }> = [];
  runInNewContext(loaderScript(['/a.js', '/b.js']), {
    document: {
      querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? hero : null),
      createElement: () => ({ src: '', async: false }),
      body: { appendChild: (element: { src: string; async: boolean }) => added.push(`${element.src}${element.async ? ' async' : ''}`) },
    },
    requestAnimationFrame: (fn: () => void) => queue.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  const flushFrames = () => {
    while (queue.length > 0) queue.shift()!();
    for (const timer of timers.splice(0).filter((t) => t.ms === 0)) timer.fn();
  };
  return { added, listeners, flushFrames, timers };
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

  it('waits for the priority image, then adds the scripts after the next frame', () => {
    const run = runLoader(false);
    expect(run.added).toEqual([]);
    run.listeners.load!();
    expect(run.added).toEqual([]);
    run.flushFrames();
    expect(run.added).toEqual(['/a.js async', '/b.js async']);
    run.listeners.error?.();
    run.flushFrames();
    expect(run.added).toHaveLength(2);
  });

  it('does not wait for an image that never arrives', () => {
    const run = runLoader(false);
    const fallback = run.timers.find((timer) => timer.ms === HERO_WAIT_MS)!;
    fallback.fn();
    expect(run.added).toEqual(['/a.js async', '/b.js async']);
  });

  it('loads after the first paint when there is no priority image or it is already there', () => {
    for (const hero of [null, true]) {
      const run = runLoader(hero);
      expect(run.added).toEqual([]);
      run.flushFrames();
      expect(run.added).toEqual(['/a.js async', '/b.js async']);
    }
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
});

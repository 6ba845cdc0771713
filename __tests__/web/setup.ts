import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// @ant-design/icons 6's CommonJS build requires the ESM-only '@ant-design/colors/es/generate';
// point it at the CommonJS twin so icons load under Jest.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

/** What antd needs from a browser that jsdom does not provide. */
function installBrowserPolyfills(win: Window & typeof globalThis): void {
  // Responsive observers, Grid, Skeleton…
  if (!win.matchMedia) {
    Object.defineProperty(win, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }

  // rc-resize-observer and antd layout helpers.
  if (!('ResizeObserver' in win)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(win, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  }

  // rc-form (Form.useWatch) schedules a macro task through MessageChannel, which jsdom lacks.
  if (!('MessageChannel' in win)) {
    class MessageChannelStub {
      port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
      port2 = {
        postMessage: (data: unknown) => {
          setTimeout(() => this.port1.onmessage?.({ data }), 0);
        },
      };
    }
    Object.defineProperty(win, 'MessageChannel', { writable: true, configurable: true, value: MessageChannelStub });
  }

  // antd's scroll helpers; jsdom only logs "not implemented".
  win.scrollTo = () => undefined;

  // antd measures scrollbars with getComputedStyle(el, pseudo), which jsdom does not implement.
  const getComputedStyle = win.getComputedStyle.bind(win);
  win.getComputedStyle = (element: Element, pseudo?: string | null) => getComputedStyle(element, pseudo ? undefined : pseudo);
}

interface SelectorCache {
  get(key: string): unknown;
  set(key: string, value: unknown): unknown;
  has(key: string): boolean;
  clear(): void;
  size(): number;
}
type SelectorEngine = Partial<Record<'matchLambdas' | 'selectLambdas' | 'matchResolvers' | 'selectResolvers', SelectorCache>>;

/**
 * jsdom's selector engine (nwsapi 2.2.28) keeps its compiled selectors in a least-recently-used cache of 1 000. Every
 * getComputedStyle after a DOM change matches the element against every style rule in order, and antd's CSS-in-JS
 * puts 600–2 000 rules in the page: past 1 000 the cache never hits, so each rule is parsed and compiled again for
 * every element. With the address form's 1 838 rules one getByRole after a DOM change (it asks for the style of each
 * node it names) took 0.76 s of CPU, 4–19 s on busy cores; with these caches unbounded, 0.15 s: a selector compiles
 * once per test file.
 */
function unboundSelectorCaches(doc: Document): void {
  // The engines are created on first use: one for matches()/querySelector, one for the style rules.
  doc.documentElement.matches('html');
  doc.defaultView?.getComputedStyle(doc.documentElement);
  const implKey = Object.getOwnPropertySymbols(doc).find((symbol) => symbol.description === 'impl');
  const impl = implKey ? (doc as unknown as Record<symbol, Record<string, SelectorEngine | undefined>>)[implKey] : undefined;
  const engines = [impl?._nwsapi, impl?._nwsapiDontThrow];
  const caches = engines.flatMap((engine) => [engine?.matchLambdas, engine?.selectLambdas, engine?.matchResolvers, engine?.selectResolvers]);
  if (caches.some((cache) => typeof cache?.get !== 'function' || typeof cache.set !== 'function')) {
    console.warn('__tests__/web/setup.ts: jsdom\'s selector caches are not where they were; antd-heavy tests may be slow again.');
    return;
  }
  for (const cache of caches as SelectorCache[]) {
    const entries = new Map<string, unknown>();
    Object.assign(cache, {
      get: (key: string) => entries.get(key),
      set: (key: string, value: unknown) => (entries.set(key, value), value),
      has: (key: string) => entries.has(key),
      clear: () => entries.clear(),
      size: () => entries.size,
    });
  }
}

// waitFor and findBy* wait for what they look for: their own 1 s clock fails a screen that is merely slow on busy cores.
// The test's timeout (20 s, jest.config.js) still ends a wait that never ends; half of it here, so that the failure
// names what was awaited.
configure({ asyncUtilTimeout: 10_000 });

// Node-environment suites (build helpers, server rendering) have no window.
if (typeof window !== 'undefined') {
  installBrowserPolyfills(window);
  unboundSelectorCaches(document);
}

import '@testing-library/jest-dom';

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

// Node-environment suites (build helpers, server rendering) have no window.
if (typeof window !== 'undefined') installBrowserPolyfills(window);

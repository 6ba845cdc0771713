import { installChunkReload, isChunkLoadError, rememberPath, shouldReload } from '../../../../src/shared/pwa/chunk-reload';
import { installConnectivityProbe, isOffline, reportReachable, reportUnreachable } from '../../../../src/shared/pwa/connectivity';
import { shouldSkipPrefetch } from '../../../../src/shared/pwa/prefetch';
import { scheduleRouteChange } from '../../../../src/shared/tracking/data-layer';

describe('shouldSkipPrefetch', () => {
  it('skips on 2g and slow-2g', () => {
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g' })).toBe(true);
  });

  it('skips with data-saver on, whatever the speed', () => {
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: true })).toBe(true);
  });

  it('prefetches on 3g, 4g and when the connection is unknown', () => {
    expect(shouldSkipPrefetch({ effectiveType: '3g' })).toBe(false);
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(shouldSkipPrefetch({})).toBe(false);
    expect(shouldSkipPrefetch(undefined)).toBe(false);
    expect(shouldSkipPrefetch(null)).toBe(false);
  });
});

describe('route-change event', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    delete window.dataLayer;
  });
  afterEach(() => jest.useRealTimers());

  it('reaches window.dataLayer 50 ms after the route update', () => {
    scheduleRouteChange(false);
    jest.advanceTimersByTime(49);
    expect(window.dataLayer ?? []).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(window.dataLayer).toEqual([{ event: 'gatsby-route-change' }]);
  });

  it('is left to gatsby-plugin-google-tagmanager when it is configured', () => {
    expect(scheduleRouteChange(true)).toBeNull();
    jest.advanceTimersByTime(100);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('chunk load failures', () => {
  it('recognises webpack chunk errors', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 522 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk component---src-templates-product-tsx failed.'))).toBe(true);
    expect(isChunkLoadError('Loading chunk 7 failed.')).toBe(true);
    expect(isChunkLoadError(new Error('Network error'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads a path once per 10 s, never in a loop', () => {
    const data = new Map<string, string>();
    const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    expect(shouldReload('/product/a', store, 1_000)).toBe(true);
    expect(shouldReload('/product/a', store, 5_000)).toBe(false);
    expect(shouldReload('/product/b', store, 5_000)).toBe(true);
    expect(shouldReload('/product/b', store, 20_000)).toBe(true);
    expect(shouldReload('/x', null)).toBe(true);
  });

  it('sends the shopper to the path with a full load when the server answers, and does nothing offline', async () => {
    const listeners: Array<(event: PromiseRejectionEvent) => void> = [];
    let online = true;
    const assign = jest.fn();
    const data = new Map<string, string>();
    const fetch = jest.fn<Promise<unknown>, [string, RequestInit]>();
    const win = {
      addEventListener: (_type: string, listener: (event: PromiseRejectionEvent) => void) => listeners.push(listener),
      navigator: { get onLine() { return online; } },
      fetch,
      location: { pathname: '/home', assign },
      sessionStorage: { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) },
    } as unknown as Window;
    installChunkReload(win);
    const chunkError = { reason: Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' }) } as PromiseRejectionEvent;

    online = false;
    rememberPath('/product/ao-dai-do');
    listeners.forEach((listener) => listener(chunkError));
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();

    // navigator.onLine says true, but the server cannot be reached (a network with no way out): no reload either,
    // and the offline notice comes up.
    online = true;
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    listeners.forEach((listener) => listener(chunkError));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).toHaveBeenCalledWith('/home', expect.objectContaining({ method: 'HEAD' }));
    expect(assign).not.toHaveBeenCalled();
    expect(isOffline(win.navigator)).toBe(true);

    reportReachable();
    fetch.mockResolvedValueOnce({ ok: true });
    listeners.forEach((listener) => listener(chunkError));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(assign).toHaveBeenCalledWith('/product/ao-dai-do');
  });
});

describe('connectivity probe', () => {
  afterEach(() => {
    reportReachable();
    jest.useRealTimers();
  });

  it('while the shop cannot be reached, asks the server every 3 s until it answers, and then stops', async () => {
    jest.useFakeTimers();
    const fetch = jest.fn<Promise<unknown>, [string, RequestInit]>();
    const win = { fetch, location: { pathname: '/product/ao-dai-do' }, navigator: { onLine: true } } as unknown as Window;
    installConnectivityProbe(win);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetch).not.toHaveBeenCalled();

    reportUnreachable();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await jest.advanceTimersByTimeAsync(3_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenLastCalledWith('/product/ao-dai-do', expect.objectContaining({ method: 'HEAD', cache: 'no-store' }));
    expect(isOffline(win.navigator)).toBe(true);

    fetch.mockResolvedValueOnce({ ok: true });
    await jest.advanceTimersByTimeAsync(3_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(isOffline(win.navigator)).toBe(false);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

import { apiHeaders, get, post, setErrorNotifier } from '../../../../src/shared/api/http';
import { dropEarlyReads, earlyReadsScript, FRESH_MS, SESSION_PATH, takeEarlyRead, type EarlyReadPlan } from '../../../../src/shared/api/early-reads';

type FakeResponse = { status: number; ok: boolean; json: () => Promise<unknown>; clone: () => FakeResponse; headers: { get: (name: string) => string | null } };

const respond = (body: unknown, status = 200): FakeResponse => {
  const response: FakeResponse = {
    status,
    ok: status >= 200 && status < 300,
    json: async () => body,
    clone: () => respond(body, status),
    headers: { get: () => null },
  };
  return response;
};

const plan: EarlyReadPlan = {
  always: ['/v1/cart/cart-item/list'],
  byPath: { '/account/order-history': ['/v1/order/list?status={tab}&page=1&limit=10'] },
  tabs: ['not_paid', 'done'],
};

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit?]>();
const asked = () => fetchMock.mock.calls.map(([url]) => url);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function runScript(path: string, account: unknown) {
  window.history.replaceState(null, '', path);
  fetchMock.mockImplementation(async (url) => (url.endsWith(SESSION_PATH) ? respond({ account }) : respond({ url })));
  window.eval(earlyReadsScript(plan, '', apiHeaders()));
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  setErrorNotifier(() => undefined);
  dropEarlyReads();
});

afterAll(() => setErrorNotifier(null));

describe('the early reads in the head', () => {
  test('a logged-in shopper: the session first, then the page’s reads (the tab in the URL), with the app’s own headers', async () => {
    runScript('/account/order-history/?tab=done', { user: { id: 1 } });
    expect(asked()).toEqual([SESSION_PATH]);
    await settle();
    expect(asked()).toEqual([SESSION_PATH, '/v1/cart/cart-item/list', '/v1/order/list?status=done&page=1&limit=10']);
    for (const [, init] of fetchMock.mock.calls) expect(init).toEqual({ credentials: 'include', headers: apiHeaders() });
  });

  test('a tab that is not one falls back to the first, as the page does', async () => {
    runScript('/account/order-history?tab=nope', { user: { id: 1 } });
    await settle();
    expect(asked()).toContain('/v1/order/list?status=not_paid&page=1&limit=10');
  });

  test('a guest: only the session is asked, and only it is kept', async () => {
    runScript('/checkout/cart', null);
    await settle();
    expect(asked()).toEqual([SESSION_PATH]);
    expect(Object.keys(window.__earlyReads ?? {})).toEqual([SESSION_PATH]);
  });

  test('an app that asks before the session has answered waits for the early read instead of asking again', async () => {
    window.history.replaceState(null, '', '/checkout/cart');
    let answerSession: (response: FakeResponse) => void = () => undefined;
    fetchMock.mockImplementation((url) =>
      url.endsWith(SESSION_PATH) ? new Promise<FakeResponse>((resolve) => (answerSession = resolve)) : Promise.resolve(respond({ url })),
    );
    window.eval(earlyReadsScript(plan, '', apiHeaders()));
    const cart = get('/v1/cart/cart-item/list');
    answerSession(respond({ account: { user: { id: 1 } } }));
    expect(await cart).toEqual({ url: '/v1/cart/cart-item/list' });
    expect(asked()).toEqual([SESSION_PATH, '/v1/cart/cart-item/list']);
  });

  test('for a guest whose app asked early anyway, the read goes to the server', async () => {
    window.history.replaceState(null, '', '/checkout/cart');
    let answerSession: (response: FakeResponse) => void = () => undefined;
    fetchMock.mockImplementation((url) =>
      url.endsWith(SESSION_PATH) ? new Promise<FakeResponse>((resolve) => (answerSession = resolve)) : Promise.resolve(respond({ url, fresh: true })),
    );
    window.eval(earlyReadsScript(plan, '', apiHeaders()));
    const cart = get('/v1/cart/cart-item/list');
    answerSession(respond({ account: null }));
    expect(await cart).toEqual({ url: '/v1/cart/cart-item/list', fresh: true });
    expect(asked()).toEqual([SESSION_PATH, '/v1/cart/cart-item/list']);
  });

  test('the app’s get() takes each early answer once: no second request, and the next read asks the server', async () => {
    runScript('/checkout/cart', { user: { id: 1 } });
    await settle();
    expect(await get(SESSION_PATH)).toEqual({ account: { user: { id: 1 } } });
    expect(await get('/v1/cart/cart-item/list')).toEqual({ url: '/v1/cart/cart-item/list' });
    expect(asked()).toHaveLength(2);
    await get('/v1/cart/cart-item/list');
    expect(asked()).toHaveLength(3);
  });

  test('a write drops every answer not taken yet: what the shopper changed is asked afresh', async () => {
    runScript('/checkout/cart', { user: { id: 1 } });
    await settle();
    await post('/v1/cart', { productId: 1 });
    expect(await takeEarlyRead('/v1/cart/cart-item/list')).toBeNull();
  });

  test('an answer past its freshness is not used', async () => {
    runScript('/checkout/cart', { user: { id: 1 } });
    await settle();
    const now = jest.spyOn(performance, 'now').mockReturnValue(FRESH_MS + 1);
    try {
      expect(await takeEarlyRead('/v1/cart/cart-item/list')).toBeNull();
      expect(window.__earlyReads).toBeUndefined();
    } finally {
      now.mockRestore();
    }
  });

  test('a failed early read is asked again by the app', async () => {
    window.history.replaceState(null, '', '/checkout/cart');
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    window.eval(earlyReadsScript(plan, '', apiHeaders()));
    await settle();
    fetchMock.mockResolvedValueOnce(respond({ account: null }));
    expect(await get(SESSION_PATH)).toEqual({ account: null });
    expect(asked()).toEqual([SESSION_PATH, SESSION_PATH]);
  });
});

import { notification } from 'antd';
import { ApiError, del, get, getApiBaseUrl, newIdempotencyKey, post, postRaw, put, putRaw, setErrorNotifier } from '../../../../src/shared/api/http';
import { placeOrder } from '../../../../src/features/order/api';
import { extendRental } from '../../../../src/features/order/extension-api';
import { purchasePackage } from '../../../../src/features/membership/api';
import { startMembershipPayment, startTopUp } from '../../../../src/features/payment/api';
import { vi } from '../../../../src/shared/i18n/vi';
import { isOffline, reportReachable } from '../../../../src/shared/pwa/connectivity';

type FakeResponse = Pick<Response, 'status' | 'ok' | 'json'> & { headers: Pick<Headers, 'get'> };

const respond = (status: number, body?: unknown, headers: Record<string, string> = {}): FakeResponse => ({
  status,
  ok: status >= 200 && status < 300,
  json: jest.fn(async () => body),
  headers: { get: (name: string) => headers[name] ?? null },
});

const unreadable = (status: number): FakeResponse => ({
  status,
  ok: status >= 200 && status < 300,
  headers: { get: () => null },
  json: jest.fn(async () => {
    throw new SyntaxError('Unexpected token < in JSON');
  }),
});

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
const notifier = jest.fn<void, [string]>();

function lastCall(): [string, RequestInit] {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to throw');
}

beforeEach(() => {
  fetchMock.mockReset();
  notifier.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  setErrorNotifier(notifier);
  delete process.env.GATSBY_API_URL;
  reportReachable();
});

afterAll(() => setErrorNotifier(null));

describe('request shape', () => {
  it('uses the same origin by default', async () => {
    fetchMock.mockResolvedValue(respond(200, { items: [] }));
    expect(getApiBaseUrl()).toBe('');
    await get('/v1/menu');
    expect(lastCall()[0]).toBe('/v1/menu');
  });

  it('prefixes GATSBY_API_URL (trailing slash dropped)', async () => {
    process.env.GATSBY_API_URL = 'https://api.thuedo.test/';
    fetchMock.mockResolvedValue(respond(200, {}));
    await get('/v1/menu');
    expect(lastCall()[0]).toBe('https://api.thuedo.test/v1/menu');
    await get('v1/cart/cart-item/list');
    expect(lastCall()[0]).toBe('https://api.thuedo.test/v1/cart/cart-item/list');
  });

  it('sends JSON content type, the consumer header and credentials on every call', async () => {
    fetchMock.mockResolvedValue(respond(200, {}));
    await get('/a');
    await post('/b', { x: 1 });
    await put('/c', { y: 2 });
    await del('/d', { id: 3 });
    await postRaw('/e', { z: 4 });
    for (const [, init] of fetchMock.mock.calls) {
      expect(init.credentials).toBe('include');
      expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-User-Type': 'consumer' });
    }
    expect(fetchMock.mock.calls.map(([, init]) => init.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'POST']);
  });
});

describe('get', () => {
  it('returns the JSON body on 200', async () => {
    fetchMock.mockResolvedValue(respond(200, { items: [1, 2] }));
    await expect(get<{ items: number[] }>('/v1/menu')).resolves.toEqual({ items: [1, 2] });
    expect(lastCall()[1].body).toBeUndefined();
    expect(notifier).not.toHaveBeenCalled();
  });

  it('treats 201 as an error', async () => {
    fetchMock.mockResolvedValue(respond(201, { message: 'Không mong đợi' }));
    const error = await caught(get('/v1/menu'));
    expect(error.status).toBe(201);
    expect(notifier).toHaveBeenCalledWith('Không mong đợi');
  });
});

describe('post', () => {
  it.each([200, 201])('returns JSON on %i and sends a JSON body', async (status) => {
    fetchMock.mockResolvedValue(respond(status, { id: 7 }));
    await expect(post('/v1/customer/address', { name: 'Nhà' })).resolves.toEqual({ id: 7 });
    expect(lastCall()[1].body).toBe(JSON.stringify({ name: 'Nhà' }));
  });

  it('treats 204 as an error', async () => {
    fetchMock.mockResolvedValue(respond(204, undefined));
    const error = await caught(post('/v1/cart', {}));
    expect(error.status).toBe(204);
    expect(notifier).toHaveBeenCalledWith(vi.errors.requestFailed);
  });

  it('quiet: a 4xx the caller shows inline raises no notification; a 5xx and a network failure still do', async () => {
    fetchMock.mockResolvedValueOnce(respond(404, { message: 'Mã voucher không tồn tại' }));
    const refused = await caught(post('/v1/voucher/check', { code: 'KHONGCO' }, { quiet: true }));
    expect([refused.status, refused.message]).toEqual([404, 'Mã voucher không tồn tại']);
    expect(notifier).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(respond(503, { message: 'Máy chủ bận' }));
    expect((await caught(post('/v1/voucher/check', { code: 'A' }, { quiet: true }))).status).toBe(503);
    expect(notifier).toHaveBeenLastCalledWith('Máy chủ bận');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await caught(post('/v1/voucher/check', { code: 'A' }, { quiet: true }))).status).toBe(0);
    expect(notifier).toHaveBeenLastCalledWith(vi.errors.network);
  });
});

describe('put', () => {
  it('returns JSON on 200', async () => {
    fetchMock.mockResolvedValue(respond(200, { ok: true }));
    await expect(put('/v1/customer/address/1', { id: 1 })).resolves.toEqual({ ok: true });
    expect(lastCall()[1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ id: 1 }) });
  });

  it('treats 201 as an error', async () => {
    fetchMock.mockResolvedValue(respond(201, { message: 'Sai mã' }));
    expect((await caught(put('/x', {}))).status).toBe(201);
    expect(notifier).toHaveBeenCalledWith('Sai mã');
  });
});

describe('del', () => {
  it('returns only the status on 200, sending a JSON body', async () => {
    const response = respond(200, { deleted: true });
    fetchMock.mockResolvedValue(response);
    await expect(del('/v1/cart/cart-item', { ids: [1, 2] })).resolves.toBe(200);
    expect(lastCall()[1]).toMatchObject({ method: 'DELETE', body: JSON.stringify({ ids: [1, 2] }) });
    expect(response.json).not.toHaveBeenCalled();
  });

  it('sends no body when none is given', async () => {
    fetchMock.mockResolvedValue(respond(200));
    await del('/v1/user/consumer/me');
    expect(lastCall()[1].body).toBeUndefined();
  });

  it('treats 204 as an error', async () => {
    fetchMock.mockResolvedValue(respond(204));
    expect((await caught(del('/x'))).status).toBe(204);
    expect(notifier).toHaveBeenCalledTimes(1);
  });
});

describe('putRaw', () => {
  it.each([200, 201])('PUTs the raw body with its content type and returns JSON on %i', async (status) => {
    fetchMock.mockResolvedValue(respond(status, { url: '/images/a.jpg' }));
    const blob = 'raw-bytes';
    await expect(putRaw('https://upload.thuedo.test/u/1?sig=abc', blob, 'image/jpeg')).resolves.toEqual({
      url: '/images/a.jpg',
    });
    const [url, init] = lastCall();
    expect(url).toBe('https://upload.thuedo.test/u/1?sig=abc');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(blob);
    expect(init.headers).toMatchObject({ 'Content-Type': 'image/jpeg', 'X-User-Type': 'consumer' });
    expect(init.credentials).toBe('include');
  });

  it('treats other statuses as errors', async () => {
    fetchMock.mockResolvedValue(respond(403, { message: 'Hết hạn tải lên' }));
    expect((await caught(putRaw('/upload', 'x', 'text/plain'))).status).toBe(403);
    expect(notifier).toHaveBeenCalledWith('Hết hạn tải lên');
  });
});

describe('postRaw', () => {
  it.each([200, 400, 500])('returns the Response unchanged on %i, without notifying', async (status) => {
    const response = respond(status, { message: 'x' });
    fetchMock.mockResolvedValue(response);
    await expect(postRaw('/v1/payment/x', { a: 1 })).resolves.toBe(response);
    expect(lastCall()[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ a: 1 }) });
    expect(notifier).not.toHaveBeenCalled();
    expect(response.json).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it.each([400, 403, 404, 409, 500, 502])('%i notifies the body message and throws ApiError', async (status) => {
    fetchMock.mockResolvedValue(respond(status, { message: 'Ngày thuê không còn trống' }));
    const error = await caught(get('/v1/x'));
    expect(error).toMatchObject({ status, message: 'Ngày thuê không còn trống', name: 'ApiError' });
    expect(notifier).toHaveBeenCalledWith('Ngày thuê không còn trống');
  });

  it('401 throws without a notification', async () => {
    fetchMock.mockResolvedValue(respond(401, { message: 'Chưa đăng nhập' }));
    const error = await caught(get('/v1/user/consumer/me'));
    expect(error).toMatchObject({ status: 401, message: 'Chưa đăng nhập' });
    expect(notifier).not.toHaveBeenCalled();
  });

  it('401 stays silent on every method', async () => {
    fetchMock.mockResolvedValue(respond(401, {}));
    await caught(post('/x', {}));
    await caught(put('/x', {}));
    await caught(del('/x'));
    await caught(putRaw('/x', 'b', 'text/plain'));
    expect(notifier).not.toHaveBeenCalled();
  });

  it('uses the network text when the error body cannot be read', async () => {
    fetchMock.mockResolvedValue(unreadable(502));
    const error = await caught(get('/v1/x'));
    expect(error).toMatchObject({ status: 502, message: vi.errors.network });
    expect(notifier).toHaveBeenCalledWith(vi.errors.network);
  });

  it('uses the generic text when the body has no usable message', async () => {
    fetchMock.mockResolvedValue(respond(400, { error: 'bad', message: 42 }));
    expect((await caught(get('/v1/x'))).message).toBe(vi.errors.requestFailed);
    fetchMock.mockResolvedValue(respond(400, null));
    expect((await caught(get('/v1/x'))).message).toBe(vi.errors.requestFailed);
    expect(notifier).toHaveBeenCalledTimes(2);
  });

  it('uses the network text when a success body cannot be read', async () => {
    fetchMock.mockResolvedValue(unreadable(200));
    const error = await caught(get('/v1/x'));
    expect(error).toMatchObject({ status: 200, message: vi.errors.network });
    expect(notifier).toHaveBeenCalledWith(vi.errors.network);
  });

  it('throws status 0 with the network text when fetch rejects: an action notifies it, a read fails quietly', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await caught(get('/a'))).toMatchObject({ status: 0, message: vi.errors.network });
    expect(notifier).not.toHaveBeenCalled();
    const calls = [
      () => post('/b'),
      () => put('/c'),
      () => del('/d'),
      () => putRaw('/e', 'x', 'text/plain'),
      () => postRaw('/f'),
    ];
    for (const call of calls) {
      const error = await caught(call());
      expect(error).toMatchObject({ status: 0, message: vi.errors.network });
    }
    expect(notifier).toHaveBeenCalledTimes(5);
    expect(notifier).toHaveBeenLastCalledWith(vi.errors.network);
  });

  it('a request that never completes brings the offline notice up, the next one that completes takes it down', async () => {
    expect(isOffline()).toBe(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await caught(get('/v1/user/consumer/session'));
    expect(isOffline()).toBe(true);
    fetchMock.mockResolvedValueOnce(respond(404, { message: 'Không tìm thấy' }));
    await caught(get('/v1/x'));
    expect(isOffline()).toBe(false);
  });

  it('a catalogue copy the service worker answered with because the network failed keeps the offline notice up', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { link: 'ao-dai' }, { 'X-Offline-Copy': '1' }));
    expect(await get('/v1/product/detail/ao-dai')).toEqual({ link: 'ao-dai' });
    expect(isOffline()).toBe(true);
    expect(notifier).not.toHaveBeenCalled();
  });

  it('offline: a read fails quietly (the offline notice is on screen), an action says the shopper is offline', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(await caught(get('/v1/user/consumer/session'))).toMatchObject({ status: 0, message: vi.errors.offline });
      expect(notifier).not.toHaveBeenCalled();
      expect(await caught(post('/v1/cart', {}))).toMatchObject({ status: 0, message: vi.errors.offline });
      expect(notifier).toHaveBeenCalledWith('Bạn đang ngoại tuyến. Vui lòng kết nối mạng rồi thử lại.');
    } finally {
      onLine.mockRestore();
    }
  });

  it("falls back to antd's static notification when no notifier is registered", async () => {
    const spy = jest.spyOn(notification, 'error').mockImplementation(() => undefined);
    setErrorNotifier(null);
    fetchMock.mockResolvedValue(respond(500, { message: 'Lỗi máy chủ' }));
    await caught(get('/v1/x'));
    expect(spy).toHaveBeenCalledWith({ title: vi.common.errorTitle, description: 'Lỗi máy chủ' });
    spy.mockRestore();
  });
});

describe('Idempotency-Key', () => {
  const keyOf = (call: [string, RequestInit] | undefined) => (call?.[1].headers as Record<string, string>)['Idempotency-Key'];
  afterEach(() => jest.useRealTimers());

  it('a request that got no answer is sent again with the same key, backing off, until one answers', async () => {
    jest.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('socket hang up')).mockResolvedValue(respond(201, { ok: true }));
    const result = post('/v1/order', { note: 'x' }, { idempotencyKey: 'khoa-thu-nghiem-1' });
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(599);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1200);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map(keyOf)).toEqual(['khoa-thu-nghiem-1', 'khoa-thu-nghiem-1', 'khoa-thu-nghiem-1']);
    expect(fetchMock.mock.calls.every((call) => call[1].body === JSON.stringify({ note: 'x' }))).toBe(true);
    expect(notifier).not.toHaveBeenCalled();
  });

  it('gives up after two resends: status 0 and the network text, notified once', async () => {
    jest.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const failed = caught(post('/v1/payment/top-up', {}, { idempotencyKey: 'khoa-thu-nghiem-2' }));
    await jest.advanceTimersByTimeAsync(2000);
    expect((await failed).status).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(notifier).toHaveBeenCalledTimes(1);
  });

  it('never resends after an HTTP answer, an error one included; nor a request without a key', async () => {
    fetchMock.mockResolvedValue(respond(500, { message: 'Đã có lỗi xảy ra, vui lòng thử lại sau' }));
    expect((await caught(post('/v1/order', {}, { idempotencyKey: 'khoa-thu-nghiem-3' }))).status).toBe(500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await caught(post('/v1/cart', {}))).status).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keyOf(fetchMock.mock.calls[0])).toBeUndefined();
  });

  it('each action the shopper takes gets a new key (placing, extending, buying a package, paying, topping up)', async () => {
    fetchMock.mockImplementation(async () => respond(201, {}));
    await placeOrder({ cartItemIds: [1], deliveryMethod: 'pickup', paymentMethod: 'cash' });
    await placeOrder({ cartItemIds: [1], deliveryMethod: 'pickup', paymentMethod: 'cash' });
    await extendRental(1, 2, 1, 'wallet');
    await purchasePackage(3);
    await startMembershipPayment(3, 'momo');
    await startTopUp(100_000, 'momo');
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys).toHaveLength(6);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(6);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

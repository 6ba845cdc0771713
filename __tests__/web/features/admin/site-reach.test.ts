import { reachMessage } from '../../../../src/features/admin/kit/reach';

const eta = (etaSeconds: number | null, lastBuildSeconds: number | null = 40, rebuilds = true) => ({ rebuilds, quietSeconds: 120, lastBuildSeconds, running: false, etaSeconds });

test('after a save staff read when shoppers will see it, in seconds under a minute and a half, else in minutes', () => {
  expect(reachMessage(eta(45))).toBe('Đã lưu. Thay đổi sẽ hiển thị cho khách sau khoảng 45 giây.');
  expect(reachMessage(eta(160))).toBe('Đã lưu. Thay đổi sẽ hiển thị cho khách sau khoảng 3 phút.');
  // No rebuild finished yet: only the quiet period is known.
  expect(reachMessage(eta(120, null))).toBe('Đã lưu. Thay đổi sẽ hiển thị cho khách sau ít nhất 2 phút.');
});

test('without rebuilds (or when the server could not say) the notice is the plain "Đã lưu."', () => {
  expect(reachMessage(eta(null, null, false))).toBe('Đã lưu.');
  expect(reachMessage(null)).toBe('Đã lưu.');
});

describe('askSiteBuildEta', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('asks /v1/admin/site-build as staff; a refusal or a network failure gives null (the plain notice)', async () => {
    const { askSiteBuildEta } = await import('../../../../src/features/admin/kit/reach');
    const body = eta(160);
    const calls: Array<[string, RequestInit | undefined]> = [];
    global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push([String(url), init]);
      return { ok: true, status: 200, json: async () => body };
    }) as unknown as typeof fetch;
    expect(await askSiteBuildEta()).toEqual(body);
    expect(calls[0]![0]).toMatch(/\/v1\/admin\/site-build$/);
    expect(calls[0]![1]?.headers).toEqual({ 'x-user-type': 'staff' });
    global.fetch = jest.fn(async () => ({ ok: false, status: 403, json: async () => ({ message: 'Không có quyền' }) })) as unknown as typeof fetch;
    expect(await askSiteBuildEta()).toBeNull();
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('offline'))) as typeof fetch;
    expect(await askSiteBuildEta()).toBeNull();
  });
});

/**
 * The session asked for as the app starts (gatsby-browser's onClientEntry): the first restore takes that answer,
 * later ones ask again; a failed early answer reaches the restore (a guest), never an unhandled rejection.
 */
import { fetchSession, requestSessionEarly } from '../../../../src/features/user/api';
import { setErrorNotifier } from '../../../../src/shared/api/http';
import { makeSession } from '../../fixtures/accounts';

const answer = (status: number, body: unknown) => ({ status, ok: status < 400, headers: { get: () => 'application/json' }, json: async () => body });

beforeEach(() => setErrorNotifier(() => undefined));
afterEach(() => setErrorNotifier(null));

it('asks once at start; the first restore takes that answer, the next asks again', async () => {
  const fetchMock = jest.fn(async () => answer(200, { account: makeSession() }));
  global.fetch = fetchMock as unknown as typeof fetch;
  requestSessionEarly();
  requestSessionEarly();
  // A read starts in a task of its own (src/shared/api/http.ts).
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/v1/user/consumer/session');
  expect(await fetchSession()).toEqual(makeSession());
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(await fetchSession()).toEqual(makeSession());
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('hands a failed early answer to the restore, without an unhandled rejection before it', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    global.fetch = jest.fn(async () => answer(503, { message: 'Lỗi máy chủ' })) as unknown as typeof fetch;
    requestSessionEarly();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(fetchSession()).rejects.toMatchObject({ status: 503 });
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});

/**
 * Regressions for what the fuzzer found: input the schemas accepted but PostgreSQL could not take, answered 500 or
 * (gateway callbacks) "busy, retry". Now a Vietnamese 400 naming the field (server/http/input-guard.ts,
 * server/modules/payment/callbacks.ts).
 */
import { findUnstorable } from '../../server/http/input-guard';
import { loggablePayload } from '../../server/modules/payment/callbacks';
import { startTestServer, type TestServer } from '../server/helpers/test-server';
import { messageOf, send } from './support/http';
import { messageProblem } from './support/vietnamese';

jest.setTimeout(60_000);

describe('findUnstorable', () => {
  it('finds NUL characters (values and keys) and non-finite numbers, however deep', () => {
    expect(findUnstorable({ a: 'ok', b: [1, 'x\0y'] })).toEqual({ kind: 'character', path: 'b[1]' });
    expect(findUnstorable({ 'k\0': 1 })).toEqual({ kind: 'character', path: '' });
    expect(findUnstorable({ limit: Infinity })).toEqual({ kind: 'number', path: 'limit' });
    expect(findUnstorable({ n: Number.NaN })).toEqual({ kind: 'number', path: 'n' });
    expect(findUnstorable(JSON.parse('['.repeat(20_000) + ']'.repeat(20_000)))).toBeNull();
    expect(findUnstorable({ text: 'Tiếng Việt 😀', n: -1.5, nested: { ok: [true, null] } })).toBeNull();
  });
});

describe('loggablePayload', () => {
  it('keeps a gateway’s flat object and replaces what jsonb refuses or should not hold', () => {
    expect(loggablePayload({ orderId: 'TD1', amount: 1000 })).toEqual({ orderId: 'TD1', amount: 1000 });
    expect(loggablePayload(undefined)).toEqual({});
    expect(loggablePayload(JSON.parse('['.repeat(10_000) + ']'.repeat(10_000)))).toEqual({ unloggable: 'too deep' });
    expect(loggablePayload({ note: 'a'.repeat(30_000) })).toEqual({ unloggable: 'too big', length: 30_011 });
    expect(loggablePayload({ orderId: 'x\ud800' })).toEqual({ unloggable: 'lone surrogates' });
    expect(loggablePayload({ emoji: '😀' })).toEqual({ emoji: '😀' });
  });
});

describe('over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['GET', '/v1/product/list?pagination.limit=1e309', undefined, /pagination\.limit/],
    ['GET', '/v1/banner/list?pagination.page=Infinity', undefined, /pagination\.page/],
    ['GET', '/v1/product/detail/%00', undefined, /link/],
    ['GET', '/v1/content/page/about-us/a%00b', undefined, /link/],
    ['POST', '/v1/user/consumer/login', JSON.stringify({ identifier: 'a\u0000b', password: 'mat-khau-1' }), /identifier/],
    ['POST', '/v1/payment/momo/ipn', '{"orderId":"x","note":"\\u0000"}', /note/],
  ])('%s %s → 400 in Vietnamese', async (method, urlPath, body, field) => {
    const reply = await send(server.url, {
      method,
      path: urlPath,
      headers: { 'x-user-type': 'consumer', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body } : {}),
    });
    expect(reply.status).toBe(400);
    expect(messageProblem(messageOf(reply))).toBeNull();
    expect(String(messageOf(reply))).toMatch(field);
  });

  it.each([
    ['a deeply nested body', '['.repeat(10_000) + ']'.repeat(10_000)],
    ['a lone surrogate', '{"orderId":"TD\\ud800","signature":"00"}'],
  ])('a MoMo IPN with %s is refused (400), not "busy, retry" (503)', async (_label, body) => {
    const reply = await send(server.url, { method: 'POST', path: '/v1/payment/momo/ipn', headers: { 'content-type': 'application/json' }, body });
    expect(reply.status).toBe(400);
    expect(messageProblem(messageOf(reply))).toBeNull();
  });
});

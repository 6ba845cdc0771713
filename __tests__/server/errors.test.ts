import type { FastifyInstance } from 'fastify';
import { HttpError, errorResponses } from '../../server/http/errors';
import { rawRequest } from './helpers/raw-http';
import { startTestServer, type TestServer } from './helpers/test-server';

const CONSUMER = { 'x-user-type': 'consumer' };

function addProbeRoutes(app: FastifyInstance) {
  app.post(
    '/v1/test/signup',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'name'],
          properties: {
            email: { type: 'string', format: 'email', maxLength: 320 },
            name: { type: 'string', minLength: 2 },
            age: { type: 'integer', minimum: 18 },
            kind: { type: 'string', enum: ['rent', 'sale'] },
          },
        },
        response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } }, ...errorResponses(400, 413, 415) },
      },
    },
    async () => ({ ok: true }),
  );
  app.get(
    '/v1/test/list',
    { schema: { querystring: { type: 'object', properties: { limit: { type: 'integer', maximum: 100 } } } } },
    async () => ({ ok: true }),
  );
  app.get('/v1/test/conflict', async () => {
    throw new HttpError(409, 'Ngày thuê đã có người đặt');
  });
  app.get('/v1/test/crash', async () => {
    throw new Error('secret internal detail at /srv/db.ts:42');
  });
}

describe('error responses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ configure: addProbeRoutes });
  });
  afterAll(() => server.close());

  async function post(body: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/v1/test/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...CONSUMER, ...headers },
      body,
    });
    return { status: response.status, body: (await response.json()) as { message?: string; ok?: boolean } };
  }

  it('answers unknown /v1 routes with a JSON 404 in Vietnamese', async () => {
    for (const path of ['/v1/nope', '/v1/menu/extra/deep', '/v1']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: 'Không tìm thấy địa chỉ yêu cầu' });
    }
  });

  it('accepts a valid body', async () => {
    expect(await post(JSON.stringify({ email: 'lan@example.vn', name: 'Lan' }))).toEqual({
      status: 200,
      body: { ok: true },
    });
  });

  it('rejects malformed JSON with 400 and a Vietnamese message', async () => {
    expect(await post('{"email": "lan@example.vn",')).toEqual({
      status: 400,
      body: { message: 'Dữ liệu gửi lên không đúng định dạng JSON' },
    });
  });

  it.each([
    [{ name: 'Lan' }, 'Thiếu trường bắt buộc: email'],
    [{ email: 'lan@example.vn', name: 'L' }, 'Trường name phải có ít nhất 2 ký tự'],
    [{ email: 'not-an-email', name: 'Lan' }, 'Trường email không đúng định dạng email'],
    [{ email: 'lan@example.vn', name: 'Lan', age: 'ba mươi' }, 'Trường age phải là số nguyên'],
    [{ email: 'lan@example.vn', name: 'Lan', age: 16 }, 'Trường age phải lớn hơn hoặc bằng 18'],
    [{ email: 'lan@example.vn', name: 'Lan', kind: 'gift' }, 'Trường kind phải là một trong các giá trị: rent, sale'],
  ])('explains validation errors in Vietnamese, naming the field: %j', async (body, message) => {
    expect(await post(JSON.stringify(body))).toEqual({ status: 400, body: { message } });
  });

  it('validates the query string too', async () => {
    const response = await fetch(`${server.url}/v1/test/list?limit=500`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Trường limit phải nhỏ hơn hoặc bằng 100' });
  });

  it('answers 413 for a body over the limit and 415 for an unsupported content type', async () => {
    const huge = JSON.stringify({ email: 'lan@example.vn', name: 'x'.repeat(2 * 1024 * 1024) });
    expect(await post(huge)).toEqual({ status: 413, body: { message: 'Dữ liệu gửi lên quá lớn' } });
    expect(await post('email=lan', { 'content-type': 'application/x-www-form-urlencoded' })).toEqual({
      status: 415,
      body: { message: 'Kiểu dữ liệu gửi lên không được hỗ trợ' },
    });
  });

  it('passes an HttpError status and message through', async () => {
    const response = await fetch(`${server.url}/v1/test/conflict`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Ngày thuê đã có người đặt' });
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const response = await fetch(`${server.url}/v1/test/crash`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Đã có lỗi xảy ra, vui lòng thử lại sau' });
    expect(text).not.toMatch(/secret|db\.ts|stack/);
  });

  it('rejects a malformed URL with a JSON 400 that still carries the standard headers', async () => {
    const response = await rawRequest(server.url, '/v1/menu%');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body.toString())).toEqual({ message: 'Địa chỉ yêu cầu không hợp lệ' });
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

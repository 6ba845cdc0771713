import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './helpers/child-process';
import { startTestServer, type TestServer } from './helpers/test-server';

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: { enum?: string[] } }>;
  responses: Record<string, unknown>;
}
type Doc = {
  servers?: Array<{ url: string }>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

const operations = (doc: Doc) => Object.entries(doc.paths).flatMap(([url, methods]) => Object.entries(methods).map(([method, op]) => ({ url, method, op })));
const WRITES = ['post', 'put', 'patch', 'delete'];

describe('GET /v1/openapi.json', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is an OpenAPI 3 document of the API routes, without itself', async () => {
    const response = await fetch(`${server.url}/v1/openapi.json`);
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/health', '/v1/menu']));
    expect(doc.paths['/v1/openapi.json']).toBeUndefined();
    expect(Object.keys(doc.paths).every((path: string) => path.startsWith('/v1/'))).toBe(true);
  });

  it('describes the menu tree with a recursive MenuItem component', async () => {
    const doc = await (await fetch(`${server.url}/v1/openapi.json`)).json();
    const menuItem = doc.components.schemas.MenuItem;
    expect(menuItem.properties.children.items.$ref).toBe('#/components/schemas/MenuItem');
    const itemsSchema = doc.paths['/v1/menu'].get.responses['200'].content['application/json'].schema;
    expect(itemsSchema.properties.items.items.$ref).toBe('#/components/schemas/MenuItem');
  });

  it('names the shapes used more than once as shared components, and the routes point to them', async () => {
    const doc = await (await fetch(`${server.url}/v1/openapi.json`)).json();
    const shared = ['Cart', 'CartItem', 'OrderSummary', 'OrderDetail', 'Payment', 'PaymentState', 'ProductCard', 'ProductDetail', 'Address', 'Customer', 'User', 'Pagination', 'Message'];
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(shared));
    const okSchema = (url: string, method: string, status = '200') => doc.paths[url][method].responses[status].content['application/json'].schema;
    expect(okSchema('/v1/cart/cart-item/list', 'get').$ref).toBe('#/components/schemas/Cart');
    expect(okSchema('/v1/order/{id}', 'get').$ref).toBe('#/components/schemas/OrderDetail');
    expect(okSchema('/v1/product/detail/{link}', 'get').$ref).toBe('#/components/schemas/ProductDetail');
    expect(okSchema('/v1/customer/customer-profile', 'get').$ref).toBe('#/components/schemas/Customer');
    expect(okSchema('/v1/order/list', 'get').properties.items.items.$ref).toBe('#/components/schemas/OrderSummary');
  });

  it('declares how to call it: servers, the session cookie and staff bearer schemes, security on every operation, an operationId each, X-User-Type on writes', async () => {
    const doc = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as Doc;
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
      staffBearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      staffCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'ssid' }),
    });
    const all = operations(doc);
    expect(all.length).toBeGreaterThan(60);
    const ids = all.map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.every(({ op }) => Array.isArray(op.security))).toBe(true);
    const byId = (id: string) => all.find(({ op }) => op.operationId === id)!.op;
    expect(byId('getCartCartItemList').security).toEqual([{ sessionCookie: [] }]);
    expect(byId('postStaffOrderByCodePaid').security).toEqual([{ staffBearer: [] }]);
    expect(byId('getMenu').security).toEqual([]);
    const writes = all.filter(({ method }) => WRITES.includes(method));
    const consumerHeader = (op: Operation) => op.parameters?.find((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'x-user-type');
    // Exempt from the consumer guard, by design: the signed avatar upload URL and the staff calls (bearer token).
    expect(writes.filter(({ op }) => !consumerHeader(op)).map(({ method, url }) => `${method} ${url}`)).toEqual([
      'put /v1/customer/avatar/upload/{customerId}/{hash}',
      'post /v1/staff/order/{code}/paid',
      'post /v1/staff/order/{code}/delivered',
    ]);
    expect(byId('getAdminOrders').security).toEqual([{ staffCookie: [] }]);
    for (const { op, url } of writes.filter(({ op }) => consumerHeader(op))) {
      // The back-office's writes carry the staff client's value instead.
      expect(consumerHeader(op)).toMatchObject({ required: true, schema: { enum: [url.startsWith('/v1/admin/') ? 'staff' : 'consumer'] } });
      expect(op.responses['403']).toBeDefined();
    }
  });

  it('passes Redocly\'s recommended rules with no error', async () => {
    const doc = await (await fetch(`${server.url}/v1/openapi.json`)).json();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    try {
      const cli = path.join(REPO_ROOT, 'node_modules/@redocly/cli/bin/cli.js');
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], { cwd: REPO_ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
      const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; severity: string; message: string }> };
      expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is enough for a client that knows only the document: register, log in and add to the cart by operationId', async () => {
    const doc = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as Doc;
    const cookies = new Map<string, string>();
    const call = async (operationId: string, { params = {}, query = '', body }: { params?: Record<string, string>; query?: string; body?: unknown } = {}) => {
      const found = operations(doc).find(({ op }) => op.operationId === operationId);
      if (!found) throw new Error(`no operation ${operationId}`);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      // Required header parameters with one allowed value are filled from the document (X-User-Type: consumer).
      for (const parameter of found.op.parameters ?? []) {
        if (parameter.in === 'header' && parameter.required && parameter.schema?.enum?.length === 1) headers[parameter.name] = parameter.schema.enum[0]!;
      }
      // The security schemes say which cookie carries the session.
      for (const requirement of found.op.security ?? []) {
        for (const scheme of Object.keys(requirement)) {
          const definition = doc.components.securitySchemes[scheme]!;
          if (definition.in === 'cookie' && cookies.has(definition.name!)) headers.cookie = `${definition.name}=${cookies.get(definition.name!)}`;
        }
      }
      const url = found.url.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
      const response = await fetch(`${server.url}${url}${query}`, { method: found.method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body) });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = pair!.split('=');
        cookies.set(name!, value ?? '');
      }
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    const email = `openapi-${Date.now()}@example.vn`;
    expect((await call('postUserConsumerRegister', { body: { fullName: 'Trần Thị Mai', email, password: 'Mai@2026-thue-do' } })).status).toBe(201);
    cookies.clear();
    expect((await call('postUserConsumerLogin', { body: { identifier: email, password: 'Mai@2026-thue-do' } })).status).toBe(200);
    const listing = await call('getProductList', { query: '?category=vest-nu' });
    const product = (listing.body.items as Array<{ id: number; type: string; link: string }>).find((item) => item.type !== 'PRODUCT_TYPE_RENTABLE')!;
    // The detail names the design's sizes; the cart line names one.
    const detail = await call('getProductDetailByLink', { params: { link: product.link } });
    const [size] = detail.body.sizes as Array<{ id: number; units: number }>;
    const added = await call('postCart', { body: { productId: product.id, sizeId: size!.id, mode: 'sale', quantities: 1 } });
    expect(added.status).toBe(201);
    const cart = await call('getCartCartItemList');
    expect(cart.status).toBe(200);
    expect((cart.body.items as Array<{ productId: number }>).map((item) => item.productId)).toEqual([product.id]);
  });
});

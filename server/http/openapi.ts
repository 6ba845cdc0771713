import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { APP_VERSION } from '../version';
import { CONSUMER_HEADER, CONSUMER_HEADER_VALUE, STAFF_HEADER_VALUE } from './consumer-guard';
import { SESSION_COOKIE } from './session-cookie';

export const OPENAPI_PATH = '/v1/openapi.json';

/** A route for a logged-in shopper: the session cookie. `requireCustomer` refuses to run on a route without it. */
export const SHOPPER_SECURITY = [{ sessionCookie: [] }];
/** A staff route: `Authorization: Bearer <STAFF_API_TOKEN>`. */
export const STAFF_SECURITY = [{ staffBearer: [] }];
export const STAFF_SESSION_SECURITY = [{ staffCookie: [] }];
/** The staff session's cookie, scoped to /v1/admin. */
export const STAFF_SESSION_COOKIE = 'ssid';

/** A 200 whose body is a WebP picture (a private photo served by a route that checks who asks). */
/** A slip: a PDF (the default) or its printable HTML page. */
export const SLIP_DOCUMENT: Record<string, unknown> = {
  description: 'Phiếu PDF hoặc trang in HTML',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } }, 'text/html': { schema: { type: 'string' } } },
};
/** The accountant's export: CSV (UTF-8 with BOM) or an Excel workbook. */
export const EXPORT_FILE: Record<string, unknown> = {
  description: 'Tệp CSV hoặc Excel',
  content: {
    'text/csv': { schema: { type: 'string' } },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
  },
};
export const WEBP_IMAGE: Record<string, unknown> = { description: 'Ảnh WebP', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } };

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `POST /v1/cart/cart-item/:id` → `postCartCartItemById`: unique (one route per method and path), stable, readable. */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/v1\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

type RouteSchema = Record<string, unknown> & {
  headers?: { type?: string; required?: string[]; properties?: Record<string, unknown> };
  response?: Record<string, unknown>;
};

const ERROR_REF = { $ref: 'ErrorResponse#' };

/**
 * What the document says of each operation beyond its schemas: an operationId, and on a write the
 * `X-User-Type: consumer` header the server requires (server/http/consumer-guard.ts) unless the route is exempt.
 */
function describeRoute({ schema, url, route }: { schema: unknown; url: string; route: RouteOptions }) {
  const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
  // No security declared = public, said explicitly (`security: []`).
  const described: RouteSchema = { security: [], ...((schema as RouteSchema | undefined) ?? {}), operationId: operationId(method, url) };
  const responses = { ...described.response };
  // Any query or body may carry what the input guard refuses (server/http/input-guard.ts).
  if (route.config?.inputGuardExempt !== true && !Object.keys(responses).some((code) => code.startsWith('4'))) responses['400'] = ERROR_REF;
  if (WRITES.has(method.toUpperCase()) && route.config?.consumerGuardExempt !== true) {
    responses['403'] ??= ERROR_REF;
    const headers = described.headers ?? { type: 'object' };
    described.headers = {
      ...headers,
      type: 'object',
      required: [...new Set([...(headers.required ?? []), CONSUMER_HEADER])],
      properties: {
        ...headers.properties,
        [CONSUMER_HEADER]:
          route.config?.staffClient === true
            ? { type: 'string', enum: [STAFF_HEADER_VALUE], description: 'Định danh trang quản trị (chống CSRF); thiếu thì 403' }
            : { type: 'string', enum: [CONSUMER_HEADER_VALUE], description: 'Định danh ứng dụng khách (chống CSRF); thiếu thì 403' },
      },
    };
  }
  return { schema: { ...described, response: responses }, url };
}

/** Must be registered before any route, so every route's schema lands in the document. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'API cửa hàng thuê và mua đồ',
        description: 'API cho ứng dụng khách (storefront). Lỗi trả về dạng { "message": "<thông báo tiếng Việt>" }.',
        version: APP_VERSION,
        license: { name: 'Độc quyền (UNLICENSED)', url: 'https://thuedo.vn' },
      },
      servers: [{ url: '/', description: 'Cùng origin với storefront (npm start: http://localhost:8000)' }],
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Phiên đăng nhập (đặt khi đăng nhập / đăng ký)' },
          staffBearer: { type: 'http', scheme: 'bearer', description: 'STAFF_API_TOKEN của cửa hàng (máy gọi máy, tùy chọn)' },
          staffCookie: { type: 'apiKey', in: 'cookie', name: STAFF_SESSION_COOKIE, description: 'Phiên đăng nhập của nhân viên (trang quản trị /admin)' },
        },
      },
    },
    transform: describeRoute,
    // Name components after the shared schemas' $id (ErrorResponse, MenuItem) instead of def-0, def-1…
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`),
    },
  });

  app.get(
    OPENAPI_PATH,
    { schema: { hide: true, response: { 200: { type: 'object', additionalProperties: true } } } },
    async () => app.swagger(),
  );
}

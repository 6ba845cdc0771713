import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { sendError } from './errors';
import { isApiPath } from './api-path';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes called by third parties (payment-gateway callbacks) that cannot send X-User-Type. */
    consumerGuardExempt?: boolean;
    /** The back-office's routes: their writes carry `X-User-Type: staff` instead (the same cross-site defence). */
    staffClient?: boolean;
  }
}

export const CONSUMER_HEADER = 'x-user-type';
export const CONSUMER_HEADER_VALUE = 'consumer';
export const CONSUMER_GUARD_MESSAGE = 'Yêu cầu không hợp lệ: thiếu định danh ứng dụng khách (X-User-Type: consumer)';
export const STAFF_HEADER_VALUE = 'staff';
export const STAFF_GUARD_MESSAGE = 'Yêu cầu không hợp lệ: thiếu định danh trang quản trị (X-User-Type: staff)';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Spread into a route's `config` to let callers without the consumer header through. */
export const consumerGuardExempt = { consumerGuardExempt: true } as const;
/** Spread into a back-office route's `config`: its writes need `X-User-Type: staff`. */
export const staffClient = { staffClient: true } as const;

export type ConsumerGuardAllowList = (request: FastifyRequest) => boolean;

/** Judged on the matched route, else the decoded path, so `/%761/…` cannot slip past. */
function targetsApi(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route) return isApiPath(route);
  const rawPath = request.url.split('?')[0] ?? '';
  try {
    return isApiPath(decodeURIComponent(rawPath));
  } catch {
    return true;
  }
}

/**
 * State-changing API calls must carry `X-User-Type: consumer`. Browsers cannot add a custom
 * header to a cross-site request without a CORS preflight, which this server never grants, so
 * the check also shuts out cross-site request forgery.
 * `allow` exempts further requests (besides routes with `config: consumerGuardExempt`).
 */
export function consumerGuard(allow: ConsumerGuardAllowList = () => false): onRequestAsyncHookHandler {
  return async function consumerGuardHook(request: FastifyRequest, reply: FastifyReply) {
    if (!STATE_CHANGING.has(request.method) || !targetsApi(request)) return;
    if (request.routeOptions.config?.consumerGuardExempt === true || allow(request)) return;
    const staff = request.routeOptions.config?.staffClient === true;
    const value = request.headers[CONSUMER_HEADER];
    if (typeof value === 'string' && value.trim().toLowerCase() === (staff ? STAFF_HEADER_VALUE : CONSUMER_HEADER_VALUE)) return;
    request.log.info(staff ? 'rejected: missing staff header' : 'rejected: missing consumer header');
    return sendError(reply, 403, staff ? STAFF_GUARD_MESSAGE : CONSUMER_GUARD_MESSAGE);
  };
}

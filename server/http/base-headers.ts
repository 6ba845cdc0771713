import type { FastifyReply } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id';

/** Browser features the shop never uses, switched off for the page and every frame it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), midi=(), display-capture=()';

/**
 * The back-office's pages (and only they) may use the camera, same origin only: staff scan the QR labels of the
 * shop's units at hand-over and return.
 */
export const ADMIN_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)');
const isAdminPage = (url: string) => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');

/** Sent over HTTPS only: over plain HTTP browsers ignore it, and localhost must stay reachable over HTTP. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Sent on every response, with the Content-Security-Policy (content-security-policy.ts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': PERMISSIONS_POLICY,
};

export type SetBaseHeaders = (reply: FastifyReply) => void;

/**
 * `contentSecurityPolicy`: the policy without page hashes; static-site.ts replaces it on built HTML pages.
 * `request.protocol` is https only over TLS or, with trustProxy, when the proxy says so (X-Forwarded-Proto).
 */
export function baseHeaders(contentSecurityPolicy: string): SetBaseHeaders {
  return (reply) => {
    reply.headers({ ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy, [REQUEST_ID_HEADER]: reply.request.id });
    if (isAdminPage(reply.request.url)) reply.header('permissions-policy', ADMIN_PERMISSIONS_POLICY);
    if (reply.request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  };
}

import type { FastifyReply } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id';

/** Sent on every response. A full Content-Security-Policy comes with a later issue. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

export function setBaseHeaders(reply: FastifyReply): void {
  reply.headers({ ...SECURITY_HEADERS, [REQUEST_ID_HEADER]: reply.request.id });
}

/** Origins: the one a request was made to, and the loopback origin of a listening server. */
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** `http(s)://host[:port]` as the browser sees it (`X-Forwarded-*` honoured only with trustProxy). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** `http://127.0.0.1:<port>` (or the address it listens on), for calls from this process to itself. */
export function loopbackOrigin(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6' || address.address.includes(':')
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/** The origin of an absolute http(s) URL, else null. */
export function originOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

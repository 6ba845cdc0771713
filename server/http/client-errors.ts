/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or URL over 16 KB, malformed request lines,
 * timeouts). Fastify's default answer is English JSON without the security headers; this one is Vietnamese and
 * carries them. `this` is the Fastify instance, as in Fastify's own handler.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from './base-headers';
import { ERROR_MESSAGES } from './errors';

const ANSWERS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: ERROR_MESSAGES.timeout },
  HPE_HEADER_OVERFLOW: { status: 431, message: ERROR_MESSAGES.headersTooLarge },
};

export function clientErrorHandler(contentSecurityPolicy: string) {
  return function handleClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = ANSWERS[error.code ?? ''] ?? { status: 400, message: ERROR_MESSAGES.badRequest };
    this.log.info({ code: error.code, status }, 'malformed request refused by the HTTP parser');
    if (socket.writable) {
      const body = JSON.stringify({ message });
      const headers = {
        ...SECURITY_HEADERS,
        'content-security-policy': contentSecurityPolicy,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`);
    }
    socket.destroy(error);
  };
}

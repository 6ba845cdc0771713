/**
 * The page front's reading of a request head (./front-process.ts). It reads only what it may answer itself — a
 * plain GET or HEAD of a page, no body, no upgrade, no range — and calls anything else `other`: that connection goes
 * to the API's own HTTP server (Node's parser, its limits and its timeouts) with every byte read so far, so an odd or
 * hostile request is judged exactly as it was before the front existed.
 */
import { isApiPath } from '../http/api-path';

/** Node's own limit for a request head (--max-http-header-size). */
export const MAX_HEAD_BYTES = 16 * 1024;

export interface RequestHead {
  method: 'GET' | 'HEAD';
  /** The request target as sent: an origin-form path with its query. */
  target: string;
  /** The path part of `target`, still percent-encoded. */
  path: string;
  /** HTTP/1.1 keeps the connection unless it says close; HTTP/1.0 closes unless it says keep-alive. */
  keepAlive: boolean;
  /** Lower-cased names; a header sent twice has its values joined with ", ". */
  headers: Record<string, string>;
  /** Bytes of the head, its final empty line included. */
  length: number;
}

export type HeadReading = { kind: 'incomplete' } | { kind: 'other' } | { kind: 'head'; head: RequestHead };

const END = Buffer.from('\r\n\r\n');
const REQUEST_LINE = /^(GET|HEAD) (\/[\x21-\x7e]*) HTTP\/1\.([01])$/;
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([\x20-\x7e\t]*?)[ \t]*$/;
/** Headers that give a request a body, a second protocol or a partial answer: the API's server handles those. */
const NOT_FOR_THE_FRONT = new Set(['content-length', 'transfer-encoding', 'upgrade', 'expect', 'range', 'if-range', 'http2-settings']);
/** Headers a request must not send twice (RFC 9110); a second one makes it the API's. */
const SINGLE = new Set(['host', 'if-none-match', 'if-modified-since', 'x-forwarded-proto', 'x-request-id']);

export function readHead(bytes: Buffer): HeadReading {
  const end = bytes.indexOf(END);
  if (end === -1) return bytes.length >= MAX_HEAD_BYTES ? { kind: 'other' } : { kind: 'incomplete' };
  if (end + END.length > MAX_HEAD_BYTES) return { kind: 'other' };
  // latin1 keeps one character per byte, so a byte outside the allowed ranges below fails the patterns.
  const lines = bytes.toString('latin1', 0, end).split('\r\n');
  const request = REQUEST_LINE.exec(lines[0] ?? '');
  if (!request) return { kind: 'other' };
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const header = HEADER_LINE.exec(line);
    if (!header) return { kind: 'other' };
    const name = header[1]!.toLowerCase();
    if (NOT_FOR_THE_FRONT.has(name)) return { kind: 'other' };
    const value = header[2]!;
    if (name in headers) {
      if (SINGLE.has(name)) return { kind: 'other' };
      headers[name] = `${headers[name]}, ${value}`;
    } else headers[name] = value;
  }
  const target = request[2]!;
  const connection = (headers.connection ?? '').toLowerCase().split(',').map((token) => token.trim());
  const keepAlive = request[3] === '1' ? !connection.includes('close') : connection.includes('keep-alive');
  const query = target.indexOf('?');
  return {
    kind: 'head',
    head: {
      method: request[1] as RequestHead['method'],
      target,
      path: query === -1 ? target : target.slice(0, query),
      keepAlive,
      headers,
      length: end + END.length,
    },
  };
}

/** The API's paths, however they are spelled: `/v1`, `/v1/…`, and their percent-encoded forms. */
export function isApiTarget(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  const squeezed = decoded.replace(/\/{2,}/g, '/');
  return isApiPath(squeezed.split('?')[0]!);
}

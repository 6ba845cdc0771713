/**
 * The one fetch helper. Every call the storefront makes goes
 * through here: JSON content type, credentials included, the consumer header.
 *
 * On an unexpected status an error notification shows the `message` of the
 * response body (or the network-error text when the body cannot be read, or
 * when fetch itself rejects), then an `ApiError` is thrown. Status 401 is
 * silent — no notification — but still throws so callers can react; so is a
 * GET that never reached the shop (the offline notice is then on screen).
 */
import { vi } from '../i18n/vi';
import { dropEarlyReads, takeEarlyRead } from './early-reads';
import { OFFLINE_COPY_HEADER, reportReachable, reportUnreachable } from '../pwa/connectivity';
import { nextTask } from '../schedule';
import { notifySoon } from '../ui/notices';

export const USER_TYPE_HEADER = 'X-User-Type';
export const USER_TYPE = 'consumer';

export class ApiError extends Error {
  readonly status: number;
  /** The server's machine-readable hint beside the message (e.g. `login-code-required`), if any. */
  readonly reason: string | null;

  constructor(status: number, message: string, reason: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.reason = reason;
  }
}

export type ErrorNotifier = (message: string) => void;

const defaultNotifier: ErrorNotifier = (message) => {
  notifySoon('error', { title: vi.common.errorTitle, description: message });
};

let notifier: ErrorNotifier = defaultNotifier;

/**
 * Replace how errors are shown (tests); `null` goes back to antd's themed static
 * `notification.error`, loaded on the first error (src/shared/ui/notices.ts).
 */
export function setErrorNotifier(fn: ErrorNotifier | null): void {
  notifier = fn ?? defaultNotifier;
}

/** API base URL: `GATSBY_API_URL` (inlined at build time), '' = same origin. */
export function getApiBaseUrl(): string {
  return (process.env.GATSBY_API_URL ?? '').replace(/\/+$/, '');
}

function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${getApiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The headers of every call (the early reads in the head send the same). */
export function apiHeaders(contentType = 'application/json'): Record<string, string> {
  return {
    'Content-Type': contentType,
    Accept: 'application/json',
    [USER_TYPE_HEADER]: USER_TYPE,
  };
}

/**
 * `quiet`: the caller shows a 4xx answer itself (inline), so no notification repeats it. `idempotencyKey`: sent as
 * `Idempotency-Key` (one per action the shopper took); a request that got no answer at all is then sent again with
 * it, twice, backing off — the server answers a repeat with the first result, never a second order or debit.
 */
export type RequestOptions = { quiet?: boolean; idempotencyKey?: string };

const NETWORK_RETRIES = 2;
const RETRY_BACKOFF_MS = 600;

/** A fresh key for one action of the shopper (placing an order, paying): 32 random hex digits. */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

function raise(status: number, message: string, options: RequestOptions = {}, reason: string | null = null): never {
  const shownByCaller = options.quiet === true && status >= 400 && status < 500;
  if (status !== 401 && !shownByCaller) notifier(message);
  throw new ApiError(status, message, reason);
}

/** A response served from the offline copy (the service worker's) means the shop is out of reach. */
function noteReachability(response: Response): Response {
  if (response.headers.get(OFFLINE_COPY_HEADER) === '1') reportUnreachable();
  else reportReachable();
  return response;
}

async function send(url: string, init: RequestInit, retries = 0): Promise<Response> {
  // A write may change what an early answer (./early-reads.ts) says: none is used after one.
  if ((init.method ?? 'GET') !== 'GET') dropEarlyReads();
  // A read starts in a task of its own: most are started together, by the effects that run right after a page
  // hydrates, and each fetch() costs milliseconds of main thread on a mid-range phone — one long task otherwise.
  if ((init.method ?? 'GET') === 'GET') await nextTask();
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', ...init });
  } catch {
    if (retries > 0) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_BACKOFF_MS * (NETWORK_RETRIES + 1 - retries)));
      return send(url, init, retries - 1);
    }
    // fetch rejects only when the request never completed (offline, DNS, CORS…): the offline notice comes up
    // (../pwa/connectivity), so a read fails quietly and an action the shopper took is told why.
    reportUnreachable();
    const message = typeof navigator !== 'undefined' && navigator.onLine === false ? vi.errors.offline : vi.errors.network;
    if ((init.method ?? 'GET') === 'GET') throw new ApiError(0, message);
    return raise(0, message);
  }
  return noteReachability(response);
}

async function errorBody(response: Response): Promise<{ message: string; reason: string | null }> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { message: vi.errors.network, reason: null };
  }
  const { message, reason } = (body && typeof body === 'object' ? body : {}) as { message?: unknown; reason?: unknown };
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : vi.errors.requestFailed,
    reason: typeof reason === 'string' ? reason : null,
  };
}

async function readExpected<T>(response: Response, okStatuses: readonly number[], options?: RequestOptions): Promise<T> {
  if (!okStatuses.includes(response.status)) {
    const { message, reason } = await errorBody(response);
    return raise(response.status, message, options, reason);
  }
  try {
    return (await response.json()) as T;
  } catch {
    return raise(response.status, vi.errors.network);
  }
}

function jsonBody(body: unknown): string | undefined {
  return body === undefined ? undefined : JSON.stringify(body);
}

/** GET a JSON resource; 200 → parsed body. */
export async function get<T>(path: string): Promise<T> {
  const taken = takeEarlyRead(path);
  const early = taken ? await taken : null;
  const response = early ? noteReachability(early) : await send(apiUrl(path), { method: 'GET', headers: apiHeaders() });
  return readExpected<T>(response, [200]);
}

/** POST a JSON body; 200 or 201 → parsed body. */
export async function post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  const key = options?.idempotencyKey;
  const init = { method: 'POST', headers: key ? { ...apiHeaders(), 'Idempotency-Key': key } : apiHeaders(), body: jsonBody(body) };
  const response = await send(apiUrl(path), init, key ? NETWORK_RETRIES : 0);
  return readExpected<T>(response, [200, 201], options);
}

/** PUT a JSON body; 200 → parsed body. */
export async function put<T>(path: string, body?: unknown): Promise<T> {
  const response = await send(apiUrl(path), { method: 'PUT', headers: apiHeaders(), body: jsonBody(body) });
  return readExpected<T>(response, [200]);
}

/** DELETE with an optional JSON body; 200 → the status number only. */
export async function del(path: string, body?: unknown): Promise<number> {
  const response = await send(apiUrl(path), { method: 'DELETE', headers: apiHeaders(), body: jsonBody(body) });
  if (response.status !== 200) {
    const { message, reason } = await errorBody(response);
    return raise(response.status, message, {}, reason);
  }
  return response.status;
}

/** PUT a raw body (a file, a blob) to an upload URL; 200 or 201 → parsed body. */
export async function putRaw<T>(uploadUrl: string, body: BodyInit, contentType: string): Promise<T> {
  const response = await send(apiUrl(uploadUrl), { method: 'PUT', headers: apiHeaders(contentType), body });
  return readExpected<T>(response, [200, 201]);
}

/** POST a JSON body and hand back the Response unchanged, whatever its status. */
export async function postRaw(path: string, body?: unknown): Promise<Response> {
  return send(apiUrl(path), { method: 'POST', headers: apiHeaders(), body: jsonBody(body) });
}

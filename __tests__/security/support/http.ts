/** One HTTP exchange as the tests see it: status, headers, raw text, parsed JSON when it is JSON. */
export interface Exchange {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export interface Outgoing {
  method: string;
  /** Path and query, sent as given (already encoded). */
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

export async function send(baseUrl: string, request: Outgoing): Promise<Exchange> {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: request.headers ?? {},
    redirect: 'manual',
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  const text = await response.text();
  let json: unknown = undefined;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** Headers of a JSON call from the storefront: consumer header, JSON body, the session cookie when given. */
export function jsonHeaders(cookie: string | null, hasBody: boolean): Record<string, string> {
  return {
    'x-user-type': 'consumer',
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
    ...(cookie ? { cookie: `sid=${cookie}` } : {}),
  };
}

export function messageOf(exchange: Exchange): unknown {
  return exchange.json && typeof exchange.json === 'object' ? (exchange.json as { message?: unknown }).message : undefined;
}

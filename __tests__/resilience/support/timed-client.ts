/**
 * A client on one kept-alive connection that records, for every request, when its bytes left for the server
 * (the request's 'finish') and how it ended: a complete response (body as long as Content-Length said), or an
 * error such as a reset. That is what "every request sent before the signal gets its full response" is checked on.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Outcome {
  what: string;
  /** performance.now() when the request was handed to the socket; null if it never was. */
  sentAt: number | null;
  status: number | null;
  complete: boolean;
  error: string | null;
  body: string;
}

export class TimedClient {
  readonly outcomes: Outcome[] = [];
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly port: number,
    private readonly cookie: string | null,
  ) {}

  request(method: string, path: string, body?: unknown): Promise<Outcome> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outcome: Outcome = { what: `${method} ${path}`, sentAt: null, status: null, complete: false, error: null, body: '' };
    this.outcomes.push(outcome);
    return new Promise((resolve) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            'x-user-type': 'consumer',
            ...(this.cookie ? { cookie: `sid=${this.cookie}` } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (response) => {
          outcome.status = response.statusCode ?? null;
          const expected = Number(response.headers['content-length'] ?? NaN);
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const received = Buffer.concat(chunks);
            outcome.body = received.toString('utf8');
            outcome.complete = response.complete && (Number.isNaN(expected) || received.length === expected);
            resolve(outcome);
          });
          response.on('error', (error) => {
            outcome.error = (error as NodeJS.ErrnoException).code ?? error.message;
            resolve(outcome);
          });
        },
      );
      request.on('finish', () => (outcome.sentAt = performance.now()));
      request.on('error', (error) => {
        outcome.error = (error as NodeJS.ErrnoException).code ?? error.message;
        resolve(outcome);
      });
      request.setTimeout(30_000, () => request.destroy(new Error('timed out')));
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Sends fuzz requests one by one and judges every answer; counts answers per status class. */
import { send, messageOf, type Exchange } from '../http';
import { englishLeak, messageProblem, VIETNAMESE_LETTER } from '../vietnamese';
import type { FuzzRequest } from './cases';

export interface FuzzTally {
  total: number;
  byClass: Record<string, number>;
  byStatus: Record<string, number>;
  problems: string[];
}

export function emptyTally(): FuzzTally {
  return { total: 0, byClass: {}, byStatus: {}, problems: [] };
}

export function addTally(into: FuzzTally, from: FuzzTally): FuzzTally {
  into.total += from.total;
  for (const [key, count] of Object.entries(from.byClass)) into.byClass[key] = (into.byClass[key] ?? 0) + count;
  for (const [key, count] of Object.entries(from.byStatus)) into.byStatus[key] = (into.byStatus[key] ?? 0) + count;
  into.problems.push(...from.problems);
  return into;
}

/** What is wrong with an answer, or null: a 5xx, a 4xx without a Vietnamese message, English or internals leaking. */
export function responseProblem(exchange: Exchange): string | null {
  if (exchange.status >= 500) return `server error ${exchange.status}: ${exchange.text.slice(0, 300)}`;
  if (exchange.headers.get('x-content-type-options') !== 'nosniff') return 'security headers missing';
  if (exchange.status < 400) return null;
  const contentType = exchange.headers.get('content-type') ?? '';
  if (contentType.includes('json')) return messageProblem(messageOf(exchange));
  if (contentType.includes('html')) {
    if (!VIETNAMESE_LETTER.test(exchange.text)) return `HTML error page not in Vietnamese: ${exchange.text.slice(0, 200)}`;
    const leak = englishLeak(exchange.text);
    return leak ? `HTML error page leaks "${leak}"` : null;
  }
  return `${exchange.status} with a ${contentType || 'missing'} content type and no Vietnamese message: ${JSON.stringify(exchange.text.slice(0, 200))}`;
}

function describeRequest(request: FuzzRequest): string {
  const path = request.path.length > 160 ? `${request.path.slice(0, 160)}…(${request.path.length} chars)` : request.path;
  const body = request.body === undefined ? '' : ` body=${JSON.stringify(request.body.slice(0, 160))}${request.body.length > 160 ? `…(${request.body.length} chars)` : ''}`;
  const type = request.headers['content-type'] ? ` content-type=${request.headers['content-type']}` : '';
  return `${request.method} ${path}${type}${body} [${request.label}]`;
}

/**
 * `after` runs once each answer is judged (state checks); it returns a problem or null. Sequential on purpose:
 * the state checks attribute every change to one request, and the run stays deterministic.
 */
export async function runFuzz(
  baseUrl: string,
  requests: readonly FuzzRequest[],
  after?: (request: FuzzRequest, exchange: Exchange) => Promise<string | null>,
): Promise<FuzzTally> {
  const tally = emptyTally();
  for (const request of requests) {
    let exchange: Exchange;
    try {
      exchange = await send(baseUrl, { method: request.method, path: request.path, headers: request.headers, ...(request.body !== undefined ? { body: request.body } : {}) });
    } catch (error) {
      tally.total += 1;
      tally.byClass.error = (tally.byClass.error ?? 0) + 1;
      tally.problems.push(`${describeRequest(request)} → no answer: ${(error as Error).message}`);
      continue;
    }
    tally.total += 1;
    const statusClass = `${Math.floor(exchange.status / 100)}xx`;
    tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
    tally.byStatus[exchange.status] = (tally.byStatus[exchange.status] ?? 0) + 1;
    const problem = responseProblem(exchange) ?? (await after?.(request, exchange)) ?? null;
    if (problem) tally.problems.push(`${describeRequest(request)} → ${exchange.status}: ${problem}`);
  }
  return tally;
}

/**
 * jsdom has no Request/Response for RTK Query's fetchBaseQuery: the back-office's calls go through this stand-in,
 * which keeps the calls and answers each with the next of the answers given (`answering`) or by its address
 * (`answeringBy`). It imports nothing of the back-office, so a test file installs it before any of it loads:
 * `jest.mock('@reduxjs/toolkit/query/react', () => jest.requireActual('./support/stand-in-api').withStandIn());`.
 */
export type Call = { url: string; method: string; body: unknown };
type Answer = [status: number, body: unknown];

let calls: Call[] = [];
let next: (call: Call) => Answer = () => [500, { message: 'Không có câu trả lời' }];

export function withStandIn() {
  const actual = jest.requireActual<Record<string, unknown>>('@reduxjs/toolkit/query/react');
  return {
    ...actual,
    fetchBaseQuery:
      ({ baseUrl }: { baseUrl: string }) =>
      async (args: string | { url: string; method?: string; body?: unknown }) => {
        const { url, method = 'GET', body } = typeof args === 'string' ? { url: args } : args;
        const call = { url: `${baseUrl}${url}`, method, body };
        calls.push(call);
        const [status, data] = next(call);
        return status < 400 ? { data } : { error: { status, data } };
      },
  };
}

/** Answers each call with the next of these (500 once they run out); the calls made. */
export function answering(...given: Answer[]): Call[] {
  calls = [];
  next = () => given.shift() ?? [500, { message: 'Không có câu trả lời' }];
  return calls;
}

/** Answers each call by its method and address under /v1/admin (`GET /auth/me`); the calls made. */
export function answeringBy(answers: Record<string, Answer>): Call[] {
  calls = [];
  next = (call) => answers[`${call.method} ${call.url.replace(/^.*\/v1\/admin/, '')}`] ?? [500, { message: 'Không có câu trả lời' }];
  return calls;
}

/** What `jest.requireActual` gives back of this module inside a mock factory. */
export type StandIn = { withStandIn: typeof withStandIn };

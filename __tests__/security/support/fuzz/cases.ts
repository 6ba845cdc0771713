/**
 * Requests generated for one route: the valid sample first, then every kind of damage — path, query, body fields,
 * whole bodies, content types, headers — enumerated, then seeded random combinations up to the quota.
 */
import type { Prng } from '../prng';
import type { JsonSchema, OpenApiDocument, OpenApiParameter } from '../route-inventory';
import { mainSchema, sampleObject, sampleValue, typeOf, type Hints } from './sample';
import { BAD_PATH_SEGMENTS, HUGE_STRINGS, MALFORMED_BODIES, ODD_NUMBERS, ODD_STRINGS, RAW_NUMBER_LITERALS, WRONG_CONTENT_TYPES } from './values';

/** Header values a client could send (visible Latin-1: what fetch lets through), none of them a valid key. */
const GARBAGE_HEADER_VALUES = ['', 'x', 'a'.repeat(8_000), '%00%0d%0a', "'; DROP TABLE orders;--", '"quoted-key-1234"', 'ÿ'.repeat(20), '12345678 9', '../../../../etc/passwd'];

export interface FuzzTarget {
  method: string;
  /** Fastify syntax. */
  url: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  /** Declared request headers other than X-User-Type (Idempotency-Key). */
  headerParams: OpenApiParameter[];
  /** null: the route takes no JSON body (in the document, or a hidden route fuzzed with generic bodies). */
  body: JsonSchema | null;
  /** Not in the API document (gateway callbacks, sandbox, images): generic bodies and queries only. */
  hidden: boolean;
}

export interface FuzzRequest {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

type Body = { kind: 'none' } | { kind: 'json'; value: unknown; raw?: Record<string, string> } | { kind: 'text'; text: string };

interface Draft {
  label: string;
  path: Record<string, string>;
  query: Array<[string, string]>;
  body: Body;
  contentType?: string | null;
  headers?: Record<string, string>;
  method?: string;
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WRONG_TYPES: ReadonlyArray<[string, unknown]> = [
  ['string', 'x'],
  ['number', 7],
  ['boolean', true],
  ['null', null],
  ['array', [1, 'a', null]],
  ['object', { a: { b: 1 } }],
];

/** `{"a":"__RAW0__"}` with the marker replaced by a raw literal (a number JSON.stringify cannot write). */
function jsonText(body: Extract<Body, { kind: 'json' }>): string {
  let text = JSON.stringify(body.value) ?? 'null';
  for (const [marker, literal] of Object.entries(body.raw ?? {})) text = text.replace(`"${marker}"`, literal);
  return text;
}

function encodeQuery(query: Array<[string, string]>): string {
  if (query.length === 0) return '';
  return `?${query.map(([key, value]) => `${encodeQueryPart(key)}=${encodeQueryPart(value)}`).join('&')}`;
}

/** Like encodeURIComponent, but lone surrogates are sent as their (invalid) UTF-8 bytes instead of throwing. */
function encodeQueryPart(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) return `%ED%${(0xa0 | ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    return /[A-Za-z0-9\-_.~]/.test(char) ? char : encodeURIComponent(char);
  });
}

export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)|\*/g, (whole, name: string | undefined) => values[name ?? '*'] ?? whole);
}

export interface CaseOptions {
  doc: OpenApiDocument;
  hints: Hints;
  prng: Prng;
  /** Headers every request carries (consumer header, session cookie). */
  baseHeaders: Record<string, string>;
  min: number;
  max: number;
}

export function fuzzRequests(target: FuzzTarget, options: CaseOptions): FuzzRequest[] {
  const { doc, hints, prng } = options;
  const pathSample: Record<string, string> = {};
  for (const param of target.pathParams) pathSample[param.name] = String(sampleValue(doc, param.schema, param.name, hints));
  const querySample: Array<[string, string]> = target.queryParams
    .filter((param) => param.required)
    .map((param) => [param.name, String(sampleValue(doc, param.schema, param.name, hints))]);
  const bodySchema = target.body ? mainSchema(doc, target.body) : null;
  const bodySample: Record<string, unknown> = bodySchema ? sampleObject(doc, bodySchema, hints) : { ma: 'Thử nghiệm', soLuong: 1 };
  const sendsBody = HAS_BODY.has(target.method);
  const base: Draft = { label: 'valid sample', path: pathSample, query: querySample, body: sendsBody ? { kind: 'json', value: bodySample } : { kind: 'none' } };
  const withBody = (label: string, value: unknown, raw?: Record<string, string>): Draft => ({ ...base, label, body: { kind: 'json', value, ...(raw ? { raw } : {}) } });
  const fields = Object.entries(bodySchema?.properties ?? (target.hidden ? { ma: { type: 'string' }, soLuong: { type: 'integer' } } : {}));

  const drafts: Draft[] = [base];
  for (const param of target.pathParams) {
    for (const segment of BAD_PATH_SEGMENTS) drafts.push({ ...base, label: `path ${param.name}=${segment.slice(0, 30)}`, path: { ...pathSample, [param.name]: segment } });
  }
  const queryNames = target.queryParams.length > 0 ? target.queryParams.map((param) => param.name) : target.hidden ? ['orderId', 'vnp_TxnRef', 'token'] : [];
  for (const name of queryNames) {
    const others = base.query.filter(([key]) => key !== name);
    for (const value of ['abc', '-1', '0', '1.5', '1e309', '99999999999999999999', '', 'true', 'null', prng.pick(ODD_STRINGS), prng.pick(ODD_STRINGS), 'a'.repeat(8_000)]) {
      drafts.push({ ...base, label: `query ${name}=${JSON.stringify(value.slice(0, 20))}`, query: [...others, [name, value]] });
    }
    drafts.push({ ...base, label: `query ${name} repeated`, query: [...others, [name, '1'], [name, '2'], [name, 'x']] });
    drafts.push({ ...base, label: `query ${name}[]`, query: [...others, [`${name}[]`, '1'], [`${name}[x]`, '2']] });
  }
  drafts.push({ ...base, label: 'unknown query parameters', query: [...base.query, ['__proto__[polluted]', '1'], ['constructor', 'x'], ['zzz', prng.pick(ODD_STRINGS)]] });
  drafts.push({ ...base, label: 'query of 100k characters', query: [...base.query, ['q', 'a'.repeat(100_000)]] });

  if (sendsBody) {
    const required = bodySchema?.required ?? [];
    for (const name of required) {
      const { [name]: _dropped, ...rest } = bodySample;
      drafts.push(withBody(`body without required ${name}`, rest));
    }
    for (const [name, property] of fields) {
      const schema = mainSchema(doc, property);
      for (const [typeName, value] of WRONG_TYPES) drafts.push(withBody(`body ${name} as ${typeName}`, { ...bodySample, [name]: value }));
      drafts.push(withBody(`body ${name} deeply nested`, { ...bodySample, [name]: JSON.parse('['.repeat(500) + ']'.repeat(500)) }));
      const type = typeOf(schema);
      if (type === 'string' || target.hidden) {
        for (const text of [...prng.pickMany(ODD_STRINGS, 6), ...HUGE_STRINGS]) drafts.push(withBody(`body ${name}=${JSON.stringify(text.slice(0, 16))}`, { ...bodySample, [name]: text }));
      }
      if (type === 'integer' || type === 'number' || target.hidden) {
        for (const number of prng.pickMany(ODD_NUMBERS, 6)) drafts.push(withBody(`body ${name}=${number}`, { ...bodySample, [name]: number }));
        for (const literal of prng.pickMany(RAW_NUMBER_LITERALS, 4)) drafts.push(withBody(`body ${name}=${literal}`, { ...bodySample, [name]: '__RAW0__' }, { __RAW0__: literal }));
      }
      if (type === 'array') {
        drafts.push(withBody(`body ${name} with 10000 items`, { ...bodySample, [name]: Array.from({ length: 10_000 }, (_, index) => index + 1) }));
        drafts.push(withBody(`body ${name} items of the wrong type`, { ...bodySample, [name]: ['a', null, {}, -1, 1.5] }));
        drafts.push(withBody(`body ${name} empty`, { ...bodySample, [name]: [] }));
      }
    }
    drafts.push(withBody('body with extra fields', { ...bodySample, extra: 1, id: 1, customerId: 1, userId: 1, isAdmin: true }));
    drafts.push({ ...base, label: 'body with __proto__', body: { kind: 'text', text: JSON.stringify(bodySample).replace(/^\{/, '{"__proto__":{"polluted":true},') } });
    drafts.push({ ...base, label: 'body with constructor.prototype', body: { kind: 'text', text: JSON.stringify(bodySample).replace(/^\{/, '{"constructor":{"prototype":{"polluted":true}},') } });
    for (const text of MALFORMED_BODIES) drafts.push({ ...base, label: `malformed body ${JSON.stringify(text.slice(0, 20))}`, body: { kind: 'text', text } });
    for (const contentType of WRONG_CONTENT_TYPES) drafts.push({ ...base, label: `content type ${contentType}`, contentType });
    drafts.push({ ...base, label: 'body without content type', contentType: null });
    drafts.push({ ...base, label: 'empty body', body: { kind: 'text', text: '' } });
    drafts.push({ ...base, label: 'body over the 1 MB limit', body: { kind: 'text', text: JSON.stringify({ ...bodySample, padding: 'a'.repeat(1_100_000) }) } });
    drafts.push({ ...base, label: 'no consumer header', headers: { 'x-user-type': '' } });
  }
  for (const header of target.headerParams) {
    for (const value of GARBAGE_HEADER_VALUES) drafts.push({ ...base, label: `header ${header.name}: ${JSON.stringify(value.slice(0, 20))}`, headers: { [header.name]: value } });
  }
  drafts.push({ ...base, label: 'odd session cookies', headers: { cookie: `sid=${'a'.repeat(4_000)}; sid=%00; sid=` } });
  drafts.push({ ...base, label: 'method not served', method: target.method === 'GET' ? 'PATCH' : 'GET' });

  const picked = prng.shuffle(drafts.slice(1)).slice(0, Math.max(0, options.max - 1));
  const all = [base, ...picked];
  while (all.length < options.min) all.push(randomCombination(drafts, fields, prng));
  return all.map((draft) => toRequest(target, draft, options.baseHeaders));
}

/** Two or three kinds of damage at once. */
function randomCombination(drafts: readonly Draft[], fields: Array<[string, JsonSchema]>, prng: Prng): Draft {
  // The 100k query and the oversized body are refused before any route runs: once each is enough.
  const small = drafts.filter((draft) => !draft.label.startsWith('query of 100k') && !draft.label.startsWith('body over'));
  const first = prng.pick(small);
  const second = prng.pick(small);
  const combined: Draft = {
    label: `combination: ${first.label} + ${second.label}`,
    path: { ...first.path, ...second.path },
    query: [...first.query, ...second.query],
    body: first.body,
    ...(first.contentType !== undefined ? { contentType: first.contentType } : {}),
    headers: { ...first.headers, ...second.headers },
  };
  if (combined.body.kind === 'json' && fields.length > 0 && typeof combined.body.value === 'object' && combined.body.value !== null) {
    const [name] = prng.pick(fields);
    const value = prng.chance(0.5) ? prng.pick(ODD_STRINGS) : prng.pick(ODD_NUMBERS);
    combined.body = { ...combined.body, value: { ...(combined.body.value as Record<string, unknown>), [name]: value } };
  }
  return combined;
}

function toRequest(target: FuzzTarget, draft: Draft, baseHeaders: Record<string, string>): FuzzRequest {
  const method = draft.method ?? target.method;
  const headers: Record<string, string> = { ...baseHeaders };
  let body: string | undefined;
  if (draft.body.kind !== 'none' && HAS_BODY.has(method)) {
    body = draft.body.kind === 'json' ? jsonText(draft.body) : draft.body.text;
    if (draft.contentType !== null) headers['content-type'] = draft.contentType ?? 'application/json';
  }
  for (const [key, value] of Object.entries(draft.headers ?? {})) {
    if (value === '') delete headers[key];
    else headers[key] = key === 'cookie' && headers.cookie ? `${headers.cookie}; ${value}` : value;
  }
  return { label: draft.label, method, path: fillPath(target.url, draft.path) + encodeQuery(draft.query), headers, ...(body !== undefined ? { body } : {}) };
}

/**
 * `null` stays `null`: every nullable number in the API contracts, validated as a request body is, keeps its null —
 * Ajv's type coercion used to turn `Money | Null` into 0 (a percent voucher with "no cap" capped at 0 ₫).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildValidator } from '../../server/http/validators';

type Schema = Record<string, unknown>;

const isNumber = (schema: unknown) => typeof schema === 'object' && schema !== null && ['integer', 'number'].includes((schema as Schema).type as string);
const isNull = (schema: unknown) => typeof schema === 'object' && schema !== null && (schema as Schema).type === 'null';

/** Every union of a number and null in `schema`, with where it was found. */
function nullableNumbers(schema: unknown, where: string, found: Array<{ where: string; schema: Schema }>, seen = new Set<unknown>()): void {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
  seen.add(schema);
  const node = schema as Schema;
  const members = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (Array.isArray(members) && members.some(isNull) && members.some(isNumber)) found.push({ where, schema: node });
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) value.forEach((item, index) => nullableNumbers(item, `${where}.${key}[${index}]`, found, seen));
    else nullableNumbers(value, `${where}.${key}`, found, seen);
  }
}

const contractsDir = path.join(__dirname, '../../core/contracts');
const found: Array<{ where: string; schema: Schema }> = [];
for (const file of readdirSync(contractsDir).filter((name) => name.endsWith('.ts'))) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const contract = require(path.join(contractsDir, file)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(contract)) nullableNumbers(value, `${file}:${name}`, found);
}

const compile = buildValidator({}, {}) as unknown as (route: { schema: unknown; httpPart: string }) => (data: unknown) => boolean;

test('the contracts have nullable numbers to check (voucher caps and limits among them)', () => {
  expect(found.map((entry) => entry.where)).toEqual(expect.arrayContaining([expect.stringMatching(/^voucher\.ts:VoucherInput\.properties\.maxDiscount$/)]));
});

test.each(found.map((entry) => [entry.where, entry.schema] as const))('%s keeps null as null in a body', (_where, schema) => {
  const validate = compile({ schema: { type: 'object', properties: { value: schema } }, httpPart: 'body' });
  const body = { value: null };
  expect(validate(body)).toBe(true);
  expect(body.value).toBeNull();
  const withNumber = { value: 7 };
  expect(validate(withNumber)).toBe(true);
  expect(withNumber.value).toBe(7);
});

test('a body is not coerced and keeps no unknown field; a query string is still coerced', () => {
  const schema = { type: 'object', properties: { page: { type: 'integer' } }, additionalProperties: false };
  expect(compile({ schema, httpPart: 'body' })({ page: '2' })).toBe(false);
  expect(compile({ schema, httpPart: 'body' })({ page: 2, isAdmin: true })).toBe(false);
  const query = { page: '2' };
  expect(compile({ schema, httpPart: 'querystring' })(query)).toBe(true);
  expect(query.page).toBe(2);
});

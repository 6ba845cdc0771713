/** A valid value for a JSON schema, the starting point every mutation departs from. */
import { resolveSchema, type JsonSchema, type OpenApiDocument } from '../route-inventory';

/** Real values by field or parameter name (a shopper's own ids), used instead of invented ones. */
export type Hints = Readonly<Record<string, unknown>>;

const PATTERN_SAMPLES: Readonly<Record<string, string>> = {
  '\\S': 'Nguyễn Văn Hải',
  '^[0-9]{1,5}$': '01',
  '^DH[0-9]{8}$': 'DH00000001',
  '^[a-f0-9]{24}$': 'a1b2c3d4e5f6a7b8c9d0e1f2',
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}$': '2030-01-15',
  '^(?:0|\\+84)[35789][0-9]{8}$': '0912345678',
  '^[0-9]{0,12}-[0-9]{0,12}$': '100000-500000',
};

const FORMAT_SAMPLES: Readonly<Record<string, string>> = {
  email: 'khach.fuzz@example.vn',
  date: '1995-06-15',
  'date-time': '2030-01-15T08:00:00.000Z',
};

/** The non-null alternative of `anyOf`/`oneOf`/`[type, 'null']`. */
export function mainSchema(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  const resolved = resolveSchema(doc, schema);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) {
    const first = alternatives.map((alternative) => resolveSchema(doc, alternative)).find((alternative) => alternative.type !== 'null');
    return first ?? resolved;
  }
  return resolved;
}

export function typeOf(schema: JsonSchema): string {
  const types = ([] as string[]).concat(schema.type ?? (schema.properties ? 'object' : 'string'));
  return types.find((type) => type !== 'null') ?? 'null';
}

function sampleString(schema: JsonSchema): string {
  if (schema.format && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format]!;
  if (schema.pattern && PATTERN_SAMPLES[schema.pattern]) return PATTERN_SAMPLES[schema.pattern]!;
  const text = 'Thử nghiệm';
  const padded = text.padEnd(schema.minLength ?? 0, 'a');
  return schema.maxLength !== undefined ? padded.slice(0, schema.maxLength) : padded;
}

function sampleNumber(schema: JsonSchema): number {
  if (typeof schema.default === 'number') return schema.default;
  const low = schema.minimum ?? 1;
  const value = Math.max(low, 1);
  return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
}

export function sampleValue(doc: OpenApiDocument, raw: JsonSchema | undefined, name: string, hints: Hints, depth = 0): unknown {
  if (name in hints) return hints[name];
  const schema = mainSchema(doc, raw);
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((value) => value !== null) ?? null;
  switch (typeOf(schema)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 ? [] : [sampleValue(doc, schema.items, `${name}[]`, hints, depth + 1)];
    case 'object':
      return depth > 4 ? {} : sampleObject(doc, schema, hints, depth + 1);
    default:
      return null;
  }
}

export function sampleObject(doc: OpenApiDocument, raw: JsonSchema, hints: Hints, depth = 0): Record<string, unknown> {
  const schema = mainSchema(doc, raw);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleValue(doc, property, key, hints, depth)]),
  );
}

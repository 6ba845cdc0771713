/**
 * Building blocks every contract uses (TypeBox). A schema with an `$id` is a shared component: the server registers it
 * once (CONTRACT_SCHEMAS), the OpenAPI document names it, and other schemas point at it with `ref()`.
 */
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

export const Int = Type.Integer();
export const Str = Type.String();
export const Bool = Type.Boolean();
export const DateTime = Type.String({ format: 'date-time' });
export const NullableStr = Type.Unsafe<string | null>({ type: ['string', 'null'] });
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const IdParams = Type.Object({ id: Id });
/** A calendar day in Vietnam, `YYYY-MM-DD`. */
export const CalendarDay = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** A string enum written as `{ type: 'string', enum }` (the shape the validation messages and the fuzzer know). */
export function StringEnum<const T extends readonly string[]>(values: T) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
}

function idOf(schema: TSchema): string {
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id !== 'string') throw new Error('ref() needs a schema with an $id');
  return id;
}

/** Points at a shared component by its `$id`; typed as the component. */
export function ref<T extends TSchema>(schema: T): TUnsafe<Static<T>> {
  return Type.Unsafe<Static<T>>({ $ref: `${idOf(schema)}#` });
}

export function nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ anyOf: [{ $ref: `${idOf(schema)}#` }, { type: 'null' }] });
}

/** A shared component written as a plain JSON schema (shapes TypeBox cannot say directly), typed as `T`. */
export function Component<T>(id: string, schema: Record<string, unknown>): TUnsafe<T> {
  return Type.Unsafe<T>({ ...schema, $id: id });
}

export const StatusOk = Type.Object({ status: StringEnum(['ok'] as const) }, { $id: 'StatusOk' });
/** The body of a write that has nothing else to say. */
export const STATUS_OK: StatusOk = { status: 'ok' };
export const Message = Type.Object({ message: Str }, { $id: 'Message' });
/**
 * `reason` beside an error's `message`: `login-code-required` — the account's budget for unknown devices is spent,
 * ask for a code by e-mail and log in with password + code.
 */
export const ERROR_REASONS = ['login-code-required'] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];
/** A one-time log-in code: six digits (spaces around are forgiven). */
export const LoginCode = Type.String({ pattern: '^\\s*[0-9]{6}\\s*$' });
export const Pagination = Type.Object({ page: Int, limit: Int, total: Int }, { $id: 'Pagination' });

/** `pagination.page` / `pagination.limit` in the query string: both optional on the wire, always set after their defaults. */
export function PaginationQuery(defaultLimit: number, maxLimit: number) {
  return Type.Unsafe<PaginationQuery>({ type: 'object', properties: paginationQueryProperties(defaultLimit, maxLimit) });
}

export function paginationQueryProperties(defaultLimit: number, maxLimit: number) {
  return {
    'pagination.page': { type: 'integer', minimum: 1, maximum: 100000, default: 1, description: 'Trang, từ 1' },
    'pagination.limit': { type: 'integer', minimum: 1, maximum: maxLimit, default: defaultLimit, description: `Số mục mỗi trang (1–${maxLimit})` },
  } as const;
}

/** `{ items, pagination }` of one component. */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(ref(item)), pagination: ref(Pagination) });
}

export const COMMON_SCHEMAS = [StatusOk, Message, Pagination] as const;

export type StatusOk = Static<typeof StatusOk>;
export type Message = Static<typeof Message>;
export type Pagination = Static<typeof Pagination>;
export interface PaginationQuery {
  'pagination.page': number;
  'pagination.limit': number;
}
export interface Paged<T> {
  items: T[];
  pagination: Pagination;
}

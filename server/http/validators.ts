/**
 * Request validation: Fastify's Ajv, with one difference for bodies. Query strings, path parameters and headers
 * arrive as text, so their numbers and booleans are coerced; a JSON body arrives typed, so it is validated as sent —
 * no coercion (Ajv turned `null` into `0` for `Money | Null`, so "no cap" became "a cap of 0 ₫") and no silent
 * dropping of unknown fields (a body with a field its schema does not allow is a 400, not a handler surprise).
 */
import { AjvCompiler, type BuildCompilerFromPool, type ValidatorFactory } from '@fastify/ajv-compiler';

type Options = NonNullable<Parameters<BuildCompilerFromPool>[1]>;
/** What Fastify really passes a compiled pool (its published type says a bare schema). */
type RouteSchema = { schema: unknown; httpPart?: string };
type Compile = (route: RouteSchema) => unknown;

const EXACT_BODY = { coerceTypes: false, removeAdditional: false } as const;

export const buildValidator = ((externalSchemas: Parameters<BuildCompilerFromPool>[0], ajvOptions?: Options) => {
  const options = { customOptions: {}, plugins: [], ...ajvOptions } as Options & { customOptions: object };
  const coercing = AjvCompiler()(externalSchemas, options) as unknown as Compile;
  const exact = AjvCompiler()(externalSchemas, { ...options, customOptions: { ...options.customOptions, ...EXACT_BODY } } as Options) as unknown as Compile;
  return (route: RouteSchema) => (route.httpPart === 'body' ? exact : coercing)(route);
}) as unknown as ValidatorFactory;

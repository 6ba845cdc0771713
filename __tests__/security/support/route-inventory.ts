/**
 * Every route the app registered (hidden ones too), read from Fastify's route tree, and the operations of
 * its OpenAPI document — so a route added later shows up in the security tests without anyone listing it.
 */
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** Fastify syntax: `/v1/order/:id`, `/images/:size/*`. */
  url: string;
}

export const routeKey = (route: RouteEntry) => `${route.method} ${route.url}`;

const TREE_LINE = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u;

/** Parses `app.printRoutes()` (find-my-way's radix tree: one node per line, 4 columns per level). */
export function routeInventory(app: FastifyInstance): RouteEntry[] {
  const prefixes: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (depth > 0 ? (prefixes[depth - 1] ?? '') : '') + (match[2] ?? '');
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim()).filter(Boolean)) {
      // HEAD is Fastify's automatic twin of each GET.
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  if (routes.length === 0) throw new Error(`could not read the route tree:\n${app.printRoutes()}`);
  return routes.sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  $ref?: string;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  method: string;
  /** OpenAPI syntax: `/v1/order/{id}`. */
  path: string;
  /** Fastify syntax, comparable with RouteEntry.url. */
  url: string;
  parameters: OpenApiParameter[];
  body: JsonSchema | null;
  responses: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; responses?: Record<string, unknown> }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export async function fetchOpenApi(baseUrl: string): Promise<OpenApiDocument> {
  const response = await fetch(`${baseUrl}/v1/openapi.json`);
  if (response.status !== 200) throw new Error(`GET /v1/openapi.json → ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

export function openApiOperations(doc: OpenApiDocument): OpenApiOperation[] {
  const operations: OpenApiOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        responses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return operations;
}

/** Follows `#/components/schemas/X` references (the document names shared schemas after their $id). */
export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    const name = current.$ref.replace(/^#\/components\/schemas\//, '').replace(/#$/, '');
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
}

/** What to fuzz: every operation of the OpenAPI document, plus the hidden routes the app registered. */
import type { FastifyInstance } from 'fastify';
import { openApiOperations, resolveSchema, routeInventory, type OpenApiDocument } from '../route-inventory';
import type { FuzzTarget } from './cases';

function pathParamsOf(url: string) {
  return [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => ({ name: match[1] ?? '*', in: 'path' as const, required: true, schema: { type: 'string' } }));
}

export function fuzzTargets(doc: OpenApiDocument, app: FastifyInstance): { documented: FuzzTarget[]; hidden: FuzzTarget[] } {
  const documented = openApiOperations(doc).map((operation) => ({
    method: operation.method,
    url: operation.url,
    pathParams: operation.parameters.filter((param) => param.in === 'path'),
    queryParams: operation.parameters.filter((param) => param.in === 'query'),
    headerParams: operation.parameters.filter((param) => param.in === 'header' && param.name.toLowerCase() !== 'x-user-type'),
    body: operation.body ? resolveSchema(doc, operation.body) : null,
    hidden: false,
  }));
  const known = new Set(documented.map((target) => `${target.method} ${target.url}`));
  const hidden = routeInventory(app)
    .filter((route) => !known.has(`${route.method} ${route.url}`) && route.url !== '/*')
    .map((route) => ({ method: route.method, url: route.url, pathParams: pathParamsOf(route.url), queryParams: [], headerParams: [], body: null, hidden: true }));
  return { documented, hidden };
}

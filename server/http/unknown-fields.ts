/**
 * Fastify's Ajv drops the fields a closed body schema (`additionalProperties: false`) does not name instead of
 * refusing them, so `{ "password": … }` sent to a route that cannot take one reached the handler as `{}`. Where this
 * hook is installed (the back-office), a top-level field the route's body schema does not name is a 400 in
 * Vietnamese, checked before validation drops it.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError, translateValidationErrors } from './errors';

interface ClosedSchema {
  additionalProperties?: unknown;
  properties?: Record<string, unknown>;
}

export function refuseUnknownFields(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.body as ClosedSchema | undefined;
    const body = request.body;
    if (schema?.additionalProperties !== false || !schema.properties || !body || typeof body !== 'object' || Array.isArray(body)) return;
    const unknown = Object.keys(body).find((key) => !Object.hasOwn(schema.properties!, key));
    if (unknown === undefined) return;
    const error = { keyword: 'additionalProperties', instancePath: '', schemaPath: '#/additionalProperties', params: { additionalProperty: unknown }, message: '' };
    throw new HttpError(400, translateValidationErrors([error], 'body'));
  });
}

/**
 * JSON bodies: Fastify's own parser (with its prototype-poisoning protection), except that an empty
 * body sent with a JSON content type means "no body" — the storefront's fetch helper marks every call
 * as JSON, including a DELETE with nothing to send (log-out). Routes that need a body still answer
 * their Vietnamese validation error.
 */
import type { FastifyInstance } from 'fastify';

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });
}

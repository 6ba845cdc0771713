/**
 * Who must hear that the pages served changed: `products` when the catalogue changed (a product page may now be gone
 * or say otherwise), `all` when another release or build is served. The page front (server/front/) forgets on it.
 */
import type { FastifyInstance } from 'fastify';

export type SiteChangeScope = 'all' | 'products';

export interface SiteChanges {
  on(listener: (scope: SiteChangeScope) => void): void;
  emit(scope: SiteChangeScope): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteChanges: SiteChanges;
  }
}

export function registerSiteChanges(app: FastifyInstance): SiteChanges {
  const listeners: Array<(scope: SiteChangeScope) => void> = [];
  const changes: SiteChanges = {
    on: (listener) => void listeners.push(listener),
    emit: (scope) => {
      for (const listener of listeners) listener(scope);
    },
  };
  app.decorate('siteChanges', changes);
  return changes;
}

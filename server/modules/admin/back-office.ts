/**
 * `/v1/admin/…`: the back-office's API, one plugin. Its staff guard (./session.ts `staffOnly`) runs before every
 * screen's routes: staff sessions only (a shopper's session opens none of it), each route limited to the roles
 * ./route-roles.ts names, no answer cached. Writes come with `X-User-Type: staff` and each is in the audit log.
 * A screen is one routes file, its paths relative to /admin, in the list the composition root passes (../index.ts).
 */
import type { ApiModule } from '../types';
import { ADMIN_PREFIX, staffOnly } from './session';

/** Reached without a staff session: they start one. */
const OPEN_URLS = [`${ADMIN_PREFIX}/auth/login`, `${ADMIN_PREFIX}/auth/login/code`, `${ADMIN_PREFIX}/auth/set-password`];

/** A back-office screen's routes: paths relative to /admin, the guard already applied. */
export type AdminScreen = ApiModule;

export const backOffice =
  (screens: readonly AdminScreen[]): ApiModule =>
  async (fastify, { database, accounts, payments }) => {
    await fastify.register(
      async (admin) => {
        staffOnly(admin, database.db, OPEN_URLS);
        for (const screen of screens) await admin.register(screen, { database, accounts, payments });
      },
      { prefix: '/admin' },
    );
  };

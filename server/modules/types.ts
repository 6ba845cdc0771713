import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';
import type { AccountsContext } from './auth/context';
import type { PaymentsContext } from './payment/context';

/** What every API module receives. Grows as later issues add shared services (sessions, payments…). */
export interface ModuleDeps {
  database: Database;
  /** Sessions, mail, secrets and settings of the accounts domains. */
  accounts: AccountsContext;
  /** Payment gateways (real credentials or the local sandbox), their settings and origins. */
  payments: PaymentsContext;
}

/** A domain's routes, registered under the `/v1` prefix. */
export type ApiModule = FastifyPluginAsync<ModuleDeps>;

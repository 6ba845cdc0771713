/**
 * Idempotency-Key on the writes that create an order or move money. The key's row is inserted inside the guarded
 * write's own transaction (`guard.claim` first, `guard.bind` with what was created last), so a crash keeps both or
 * neither; the answer is recorded once it is known and replayed to every later request with that key.
 *
 * A second request with a key whose first request is still running on this instance waits for it and gets the same
 * answer (a double tap or a quick retry should not see an error). On another instance (PostgreSQL) the unique index
 * makes its insert wait for the first transaction; then it finds the row. A row whose write committed but whose answer
 * was never recorded (the process died in between, or another instance is still finishing) is answered from the
 * current state of what it created (`rebuild`), which never creates anything.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { idempotencyKeys, type IdempotencyKeyRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../../../core/contracts/idempotency';
import { IDEMPOTENCY_MESSAGES } from './messages';

const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/** Called by the guarded write inside its transaction; absent when the request carried no key. */
export interface TxGuard {
  claim(tx: DbOrTx): Promise<void>;
  bind(tx: DbOrTx, resource: string): Promise<void>;
}

interface Scope {
  customerId: number;
  route: string;
  key: string;
}

/** Another request committed this key first: this transaction is rolled back and the row is read instead. */
class KeyTaken extends Error {}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The request's key, or null without the header (older clients: no idempotency). */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY.test(value)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.badKey);
  return value;
}

export class IdempotencyStore {
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Db) {}

  /**
   * Runs `handler` once per (shopper, route, key); `status` is the route's success status. `request` is what must be
   * the same on a retry (path parameters and body). Without a key the handler just runs.
   */
  async run<T>(
    scope: { customerId: number; route: string; key: string | null; status: number },
    request: unknown,
    handler: (guard: TxGuard | undefined) => Promise<T>,
    rebuild: (resource: string | null) => Promise<T>,
  ): Promise<T> {
    const { key, customerId, route, status } = scope;
    if (key === null) return handler(undefined);
    const keyed: Scope = { customerId, route, key };
    const hash = createHash('sha256').update(stableJson(request)).digest('hex');
    const id = `${keyed.customerId}\n${keyed.route}\n${key}`;
    for (;;) {
      const earlier = this.running.get(id);
      if (earlier) {
        await earlier.catch(() => undefined);
        continue;
      }
      // Registered before anything is awaited: a request arriving meanwhile waits for this one instead of running too.
      const work = (async () => {
        const row = await this.find(keyed);
        return row ? replay(row, hash, rebuild) : this.attempt(keyed, hash, status, handler);
      })();
      this.running.set(id, work);
      try {
        return await work;
      } catch (error) {
        if (!(error instanceof KeyTaken)) throw error;
      } finally {
        if (this.running.get(id) === work) this.running.delete(id);
      }
    }
  }

  private async attempt<T>(scope: Scope, hash: string, status: number, handler: (guard: TxGuard) => Promise<T>): Promise<T> {
    let claimed = false;
    const guard: TxGuard = {
      claim: async (tx) => {
        const inserted = await tx
          .insert(idempotencyKeys)
          .values({ ...scope, requestHash: hash })
          .onConflictDoNothing()
          .returning({ id: idempotencyKeys.id });
        if (inserted.length === 0) throw new KeyTaken();
        claimed = true;
      },
      bind: async (tx, resource) => {
        await tx.update(idempotencyKeys).set({ resource }).where(this.where(scope));
      },
    };
    try {
      const body = await handler(guard);
      if (claimed) await this.record(scope, status, body);
      return body;
    } catch (error) {
      // An answer after the write committed (a gateway that failed after the payment row) is the key's answer too;
      // when the transaction rolled back there is no row, and a retry with the key runs again.
      if (claimed && error instanceof HttpError) await this.record(scope, error.statusCode, { message: error.message });
      throw error;
    }
  }

  private where(scope: Scope) {
    return and(eq(idempotencyKeys.customerId, scope.customerId), eq(idempotencyKeys.route, scope.route), eq(idempotencyKeys.key, scope.key));
  }

  private async find(scope: Scope): Promise<IdempotencyKeyRow | null> {
    const [row] = await this.db.select().from(idempotencyKeys).where(this.where(scope));
    return row ?? null;
  }

  private async record(scope: Scope, status: number, body: unknown): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ responseStatus: status, responseBody: body })
      .where(and(this.where(scope), isNull(idempotencyKeys.responseStatus)));
  }
}

async function replay<T>(row: IdempotencyKeyRow, hash: string, rebuild: (resource: string | null) => Promise<T>): Promise<T> {
  if (row.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
  if (row.responseStatus === null) return rebuild(row.resource);
  if (row.responseStatus >= 400) {
    const message = (row.responseBody as { message?: unknown } | null)?.message;
    throw new HttpError(row.responseStatus, typeof message === 'string' ? message : IDEMPOTENCY_MESSAGES.inProgress);
  }
  return row.responseBody as T;
}

const stores = new WeakMap<Db, IdempotencyStore>();

/** One store per database in this process: requests on every guarded route share its in-flight table. */
export function idempotencyStore(db: Db): IdempotencyStore {
  let store = stores.get(db);
  if (!store) {
    store = new IdempotencyStore(db);
    stores.set(db, store);
  }
  return store;
}


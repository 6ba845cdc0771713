/**
 * Placing an order is the busiest write of a busy shop (issue #34): every statement is a round trip that holds the
 * products' and the wallet's locks a little longer. Counts the statements one placement sends (the database's own
 * count, whichever engine) and holds them to what the work needs, so a new query in that path is a decision.
 */
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres/session';
import { addRent, day, makeProduct, newShopper, startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { PlacedBody } from './helpers';

let server: AccountsServer;
beforeAll(async () => {
  server = await startShopServer();
});
afterAll(async () => server.close());

/** The statements sent while `work` runs (Drizzle's prepared queries: every select, insert, update, savepoint). */
async function statementsDuring(work: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const originals = [PglitePreparedQuery, NodePgPreparedQuery].map((Query) => Query.prototype.execute);
  [PglitePreparedQuery, NodePgPreparedQuery].forEach((Query, index) => {
    Query.prototype.execute = function (this: { rawQueryConfig?: { text?: string }; queryString?: string }, ...args: unknown[]) {
      sent.push((this.queryString ?? this.rawQueryConfig?.text ?? '').slice(0, 200));
      return (originals[index] as (...a: unknown[]) => unknown).apply(this, args) as never;
    };
  });
  try {
    await work();
  } finally {
    [PglitePreparedQuery, NodePgPreparedQuery].forEach((Query, index) => {
      Query.prototype.execute = originals[index]!;
    });
  }
  return sent;
}

it('a one-rental order is placed and answered in at most 13 statements (transaction control excluded)', async () => {
  const dress = await makeProduct(server, { stock: 2, rentalPrice: 300_000, depositPrice: 500_000 });
  const { shopper } = await newShopper(server);
  const line = await addRent(shopper, dress.id, day(5), day(7));
  let status = 0;
  const sent = await statementsDuring(async () => {
    const reply = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [line], deliveryMethod: 'pickup', paymentMethod: 'cash' });
    status = reply.status;
    expect(reply.body.order.items).toHaveLength(1);
  });
  expect(status).toBe(201);
  // The job runner's poll (`jobs`) may fall inside the request: it is not the order's.
  const work = sent.filter((text) => !/^(begin|commit|rollback|savepoint|release)/i.test(text.trim()) && !/\bjobs\b/.test(text));
  // Measured: 21 before the work of #34 (a savepoint per order code, the wallet opened then locked, back-up lines
  // and first pictures in queries of their own, the order read back after its commit), 16 after; 13 with a size's
  // rentals and blocks in one statement (UNION ALL), the balance read with the customer's lock, and the answer's
  // timeline the events just written rather than read back.
  expect(work.length).toBeLessThanOrEqual(13);
  expect(sent.filter((text) => /^savepoint/i.test(text.trim()))).toEqual([]);
});

/** Cancels expired unpaid orders every ORDER_SWEEP_INTERVAL_SECONDS (0: never); stopped when the app closes. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { runPeriodically } from '../../http/periodic';
import { expireOrders } from './close';

export function startOrderSweeper(app: FastifyInstance, db: Db, intervalSeconds: number): void {
  runPeriodically(app, 'order sweep', intervalSeconds * 1000, async () => {
    const count = await expireOrders(db);
    if (count === 0) return;
    // Their units are back on sale.
    app.readCache.invalidate();
    app.log.info({ count }, 'expired unpaid orders cancelled');
  });
}

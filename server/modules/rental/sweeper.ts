/**
 * Cancels expired unpaid orders every ORDER_SWEEP_INTERVAL_SECONDS (0: never), as a recurring job of the database's
 * job runner: with several instances each occurrence runs once, and a drain lets the running sweep finish.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { expireOrders } from './close';

export const ORDER_SWEEP_JOB = 'orders.sweep';

export function startOrderSweeper(app: FastifyInstance, db: Db, intervalSeconds: number): void {
  if (!(intervalSeconds > 0)) return;
  app.jobs.every(ORDER_SWEEP_JOB, Math.max(100, Math.round(intervalSeconds * 1000)), async ({ log }) => {
    const count = await expireOrders(db);
    if (count === 0) return;
    // Their units are back on sale.
    app.readCache.invalidate();
    log.info({ count }, 'expired unpaid orders cancelled');
  });
}

/** Cancels expired unpaid orders every ORDER_SWEEP_INTERVAL_SECONDS (0: never); stopped when the app closes. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { expireOrders } from './transitions';

export function startOrderSweeper(app: FastifyInstance, db: Db, intervalSeconds: number): void {
  if (!(intervalSeconds > 0)) return;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = expireOrders(db)
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'expired unpaid orders cancelled');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'order sweep failed'))
      .finally(() => {
        running = null;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

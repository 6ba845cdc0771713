/**
 * A background job on this instance: `work` every `intervalMs` (0: never), never two runs at once, stopped — and
 * the run in progress awaited — when the app closes, so a drain never cuts a job in half.
 */
import type { FastifyInstance } from 'fastify';

export function runPeriodically(app: FastifyInstance, name: string, intervalMs: number, work: () => Promise<void>): void {
  if (!(intervalMs > 0)) return;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .catch((error: unknown) => app.log.error({ err: error, job: name }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

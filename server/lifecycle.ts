export interface ShutdownLogger {
  info(message: string): void;
  error(error: unknown, message?: string): void;
}

const consoleLogger: ShutdownLogger = {
  info: (message) => console.info(message),
  error: (error, message) => console.error(message ?? 'shutdown error', error),
};

export interface ShutdownOptions {
  /** Past this the drain is abandoned: what is still open is logged and the process exits 1 (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs?: number;
  /**
   * Repeats within this window count as the same request (default 1 s): one Ctrl-C reaches the process
   * from the terminal and again relayed by npm.
   */
  duplicateWindowMs?: number;
  /** What is still open when the drain times out (in-flight requests, connections), for the log. */
  describeOpen?: () => Promise<unknown>;
  /** Injected by tests; defaults to process.exit. */
  exit?: (code: number) => void;
}

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * On the first SIGINT/SIGTERM run `closers` in order (drain the app, stop a build, close the database), then
 * exit 0 — or 1 if a closer failed. A second signal (after `duplicateWindowMs`) forces exit 1 at once; a drain
 * longer than `timeoutMs` logs what was still open and exits 1. Returns a function that removes the handlers.
 */
export function installShutdown(
  closers: Array<() => Promise<unknown>>,
  log: ShutdownLogger = consoleLogger,
  options: ShutdownOptions = {},
): () => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const duplicateWindowMs = options.duplicateWindowMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  let shuttingDown = false;
  let firstSignalAt = 0;

  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      if (Date.now() - firstSignalAt < duplicateWindowMs) return;
      log.info(`${signal} received again: forcing exit`);
      exit(1);
      return;
    }
    shuttingDown = true;
    firstSignalAt = Date.now();
    log.info(`${signal} received: draining and shutting down`);
    const timer = setTimeout(() => {
      void (async () => {
        const open = await options.describeOpen?.().catch(() => undefined);
        log.error(new Error(`shutdown timed out after ${timeoutMs} ms`), `forcing exit; still open: ${JSON.stringify(open ?? 'unknown')}`);
        exit(1);
      })();
    }, timeoutMs);
    timer.unref();

    void (async () => {
      let failed = false;
      for (const close of closers) {
        try {
          await close();
        } catch (error) {
          failed = true;
          log.error(error, 'error while shutting down');
        }
      }
      clearTimeout(timer);
      if (!failed) log.info(`stopped cleanly in ${Date.now() - firstSignalAt} ms`);
      exit(failed ? 1 : 0);
    })();
  };

  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}

export interface ShutdownLogger {
  info(message: string): void;
  error(error: unknown, message?: string): void;
}

const consoleLogger: ShutdownLogger = {
  info: (message) => console.info(message),
  error: (error, message) => console.error(message ?? 'shutdown error', error),
};

export interface ShutdownOptions {
  /** Force exit 1 if closing takes longer than this (default 15 s). */
  timeoutMs?: number;
  /**
   * Repeats within this window count as the same request (default 1 s): one Ctrl-C can reach the
   * process several times, from the terminal and again relayed by npm and tsx.
   */
  duplicateWindowMs?: number;
  /** Injected by tests; defaults to process.exit. */
  exit?: (code: number) => void;
}

/**
 * On the first SIGINT/SIGTERM run `closers` in order (app, then database), then exit 0 — or 1 if a
 * closer failed. A second signal (after `duplicateWindowMs`), or closing taking too long, forces exit 1.
 * Returns a function that removes the signal handlers.
 */
export function installShutdown(
  closers: Array<() => Promise<void>>,
  log: ShutdownLogger = consoleLogger,
  options: ShutdownOptions = {},
): () => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const duplicateWindowMs = options.duplicateWindowMs ?? 1000;
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
    log.info(`${signal} received: shutting down`);
    const timer = setTimeout(() => {
      log.error(new Error('shutdown timed out'), 'forcing exit');
      exit(1);
    }, options.timeoutMs ?? 15_000);
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

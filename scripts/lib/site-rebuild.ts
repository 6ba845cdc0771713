import type { Database } from '../../server/db/client';
import { CATALOG_CHANNEL } from '../../server/modules/catalog/changes';
/**
 * Catching the pre-rendered site up with staff changes. After a catalogue change (the NOTIFY every instance hears),
 * wait until no other change has come for `quietMs` — at most `maxWaitMs` after the first, so a busy afternoon of
 * edits still gets built — then rebuild in the background. A change during a build asks for one more build after it;
 * builds never overlap. Shoppers see the live API meanwhile (new products at their link, banners, prices).
 */
export interface RebuildSchedule {
  quietMs: number;
  maxWaitMs: number;
  rebuild: () => Promise<void>;
  onError: (error: Error) => void;
  now?: () => number;
}

export interface RebuildScheduler {
  /** A change happened: (re)start the quiet period. */
  changed(): void;
  /** No more builds (a build already running is the caller's to stop). */
  stop(): void;
  /** The build in progress, if any (tests and shutdown wait on it). */
  readonly running: Promise<void> | null;
}

export function scheduleRebuilds({ quietMs, maxWaitMs, rebuild, onError, now = Date.now }: RebuildSchedule): RebuildScheduler {
  let timer: NodeJS.Timeout | null = null;
  let firstChangeAt: number | null = null;
  let running: Promise<void> | null = null;
  let changedWhileRunning = false;
  let stopped = false;

  const fire = () => {
    timer = null;
    firstChangeAt = null;
    running = rebuild()
      .catch((error: Error) => onError(error))
      .finally(() => {
        running = null;
        if (changedWhileRunning) {
          changedWhileRunning = false;
          scheduler.changed();
        }
      });
  };

  const scheduler: RebuildScheduler = {
    changed() {
      if (stopped) return;
      if (running) {
        changedWhileRunning = true;
        return;
      }
      const at = now();
      firstChangeAt ??= at;
      if (timer) clearTimeout(timer);
      timer = setTimeout(fire, Math.max(0, Math.min(quietMs, firstChangeAt + maxWaitMs - at)));
      timer.unref?.();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
    get running() {
      return running;
    },
  };
  return scheduler;
}

/**
 * Calls `changed` for every change the pre-rendered pages show: staff changes to the catalogue (CATALOG_CHANNEL).
 * Shoppers' reviews announce on a channel of their own (REVIEWS_CHANNEL) and rebuild nothing: the product page
 * fetches its rating live. Resolves to the function that stops listening.
 */
export function followRebuildTriggers(database: Pick<Database, 'listen'>, changed: () => void): Promise<() => Promise<void>> {
  return database.listen(CATALOG_CHANNEL, changed);
}

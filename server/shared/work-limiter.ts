/**
 * At most `concurrency` image jobs at once and a bounded queue behind them. sharp works on libuv's thread pool,
 * which also reads every static file: left unbounded, a few upload loops would take all four threads and the
 * shop's pages would wait behind them.
 */
export class WorkLimiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs the job when a slot is free; null at once when the queue is full (the caller answers "busy"). */
  async run<T>(job: () => Promise<T>): Promise<T | null> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job, so `running` stays counted.
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The background rebuild's schedule: quiet period, longest wait, one build at a time, one more after a busy build. */
import { scheduleRebuilds } from '../../scripts/lib/site-rebuild';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(quietMs = 60_000, maxWaitMs = 300_000) {
  const builds: Array<{ finish: () => void }> = [];
  const errors: Error[] = [];
  const scheduler = scheduleRebuilds({
    quietMs,
    maxWaitMs,
    now: () => Date.now(),
    rebuild: () => new Promise<void>((resolve) => builds.push({ finish: resolve })),
    onError: (error) => errors.push(error),
  });
  return { scheduler, builds, errors };
}

test('waits for a quiet minute: changes 30 s apart push the build back, then one build runs', () => {
  const { scheduler, builds } = setup();
  scheduler.changed();
  jest.advanceTimersByTime(30_000);
  scheduler.changed();
  jest.advanceTimersByTime(59_999);
  expect(builds).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(builds).toHaveLength(1);
});

test('a change every 30 s still gets built within the longest wait', () => {
  const { scheduler, builds } = setup();
  for (let t = 0; t < 300_000; t += 30_000) {
    scheduler.changed();
    jest.advanceTimersByTime(30_000);
  }
  expect(builds).toHaveLength(1);
});

test('builds never overlap; changes during a build make exactly one more after it', async () => {
  const { scheduler, builds } = setup();
  scheduler.changed();
  jest.advanceTimersByTime(60_000);
  expect(builds).toHaveLength(1);
  scheduler.changed();
  scheduler.changed();
  jest.advanceTimersByTime(600_000);
  expect(builds).toHaveLength(1);
  builds[0]!.finish();
  await scheduler.running;
  await Promise.resolve();
  jest.advanceTimersByTime(60_000);
  expect(builds).toHaveLength(2);
});

test('a failed build is reported and the next change builds again; stop() cancels what is waiting', async () => {
  const errors: Error[] = [];
  let calls = 0;
  const scheduler = scheduleRebuilds({
    quietMs: 1000,
    maxWaitMs: 5000,
    rebuild: async () => {
      calls += 1;
      throw new Error('gatsby build failed (exit code 1)');
    },
    onError: (error) => errors.push(error),
  });
  scheduler.changed();
  jest.advanceTimersByTime(1000);
  await scheduler.running;
  expect(errors.map((error) => error.message)).toEqual(['gatsby build failed (exit code 1)']);
  scheduler.changed();
  scheduler.stop();
  jest.advanceTimersByTime(10_000);
  expect(calls).toBe(1);
});

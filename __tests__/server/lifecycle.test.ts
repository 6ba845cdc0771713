import { installShutdown } from '../../server/lifecycle';

function quietLogger() {
  return { info: jest.fn(), error: jest.fn() };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('installShutdown', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it('runs the closers in order on the first signal, then exits 0', async () => {
    const calls: string[] = [];
    const exit = jest.fn();
    uninstall = installShutdown(
      [async () => void calls.push('app'), async () => void calls.push('database')],
      quietLogger(),
      { exit },
    );
    process.emit('SIGTERM');
    await settle();
    expect(calls).toEqual(['app', 'database']);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('logs a failing closer, still runs the rest, and exits 1', async () => {
    const log = quietLogger();
    const exit = jest.fn();
    const closeDatabase = jest.fn(async () => undefined);
    uninstall = installShutdown([() => Promise.reject(new Error('boom')), closeDatabase], log, { exit });
    process.emit('SIGINT');
    await settle();
    expect(closeDatabase).toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith(expect.any(Error), expect.any(String));
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('forces exit 1 on a second signal while closing', async () => {
    const exit = jest.fn();
    let release: () => void = () => undefined;
    const slow = () => new Promise<void>((resolve) => (release = resolve));
    uninstall = installShutdown([slow], quietLogger(), { exit, duplicateWindowMs: 0 });
    process.emit('SIGINT');
    process.emit('SIGINT');
    expect(exit).toHaveBeenCalledWith(1);
    release();
    await settle();
  });

  it('treats a repeat within the duplicate window as the same Ctrl-C (tsx and npm relay signals)', async () => {
    const exit = jest.fn();
    let release: () => void = () => undefined;
    const slow = () => new Promise<void>((resolve) => (release = resolve));
    uninstall = installShutdown([slow], quietLogger(), { exit, duplicateWindowMs: 60_000 });
    process.emit('SIGINT');
    process.emit('SIGTERM');
    expect(exit).not.toHaveBeenCalled();
    release();
    await settle();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('gives up after timeoutMs: logs what is still open and exits 1', async () => {
    const log = quietLogger();
    let exit: (code: number) => void = () => undefined;
    const exited = new Promise<number>((resolve) => (exit = resolve));
    const stuck = () => new Promise<void>(() => undefined);
    const describeOpen = async () => ({ requests: ['POST /v1/order'], connections: 3 });
    uninstall = installShutdown([stuck], log, { exit, timeoutMs: 20, describeOpen });
    process.emit('SIGTERM');
    expect(await exited).toBe(1);
    expect(log.error).toHaveBeenCalledWith(expect.any(Error), expect.stringContaining('"POST /v1/order"'));
  });
});

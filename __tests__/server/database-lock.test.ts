import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR, runTsx, stopIfRunning, type SpawnedProcess } from './helpers/child-process';
import { makeTempDir, removeTempDir } from './helpers/temp-dir';

const FIXTURE = path.join(FIXTURES_DIR, 'database-process.ts');

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(result.stdout.toString());
}

/**
 * A process that has exited but was not reaped yet, as a server killed with SIGKILL is until init reaps it. Perl forks a
 * child that exits at once and never waits for it, with SIGCHLD at its default so an inherited "ignore" cannot reap it
 * either. (A shell did this before — `sleep 0 & echo $!; exec sleep 30` — and on a loaded CI machine the child was
 * sometimes gone before the test looked: /proc/<pid>/stat did not exist.) Linux only (/proc); null elsewhere.
 */
const ZOMBIE_MAKER = `$SIG{CHLD} = 'DEFAULT'; $| = 1; my $pid = fork() // die "fork: $!"; exit 0 if $pid == 0; print "$pid\\n"; sleep 30`;

async function zombiePid(): Promise<{ pid: number; parent: ChildProcess } | null> {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const parent = spawn('perl', ['-e', ZOMBIE_MAKER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const pid = await new Promise<number>((resolve) => parent.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
  for (let attempt = 0; attempt < 250; attempt++) {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return { pid, parent };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parent.kill('SIGKILL');
  throw new Error(`pid ${pid} never became a zombie`);
}

describe('PGlite data directory guard (separate processes)', () => {
  let dataDir: string;
  let holder: SpawnedProcess | undefined;

  beforeEach(() => {
    dataDir = makeTempDir('pglite-guard');
  });
  afterEach(async () => {
    await stopIfRunning(holder);
    holder = undefined;
    removeTempDir(dataDir);
  });

  it('initialises a new data directory atomically and releases the lock on close', async () => {
    const { code, stdout, stderr } = await runTsx(FIXTURE, ['open', dataDir]).exited;
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^OPENED \d+/);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['pgdata']);
  });

  it('refuses a second process while the first holds the directory, with a clear message and exit 1', async () => {
    holder = runTsx(FIXTURE, ['hold', dataDir]);
    const [, holderPid] = await holder.waitFor(/HOLDING (\d+)/);
    expect(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8').trim()).toBe(holderPid);

    const second = await runTsx(FIXTURE, ['open', dataDir]).exited;
    expect(second.code).toBe(1);
    expect(second.stdout).not.toMatch(/OPENED/);
    expect(second.stderr).toContain(`another process (pid ${holderPid})`);
    expect(second.stderr).toContain('DATA_DIR');
    expect(second.stderr).not.toMatch(/^\s+at /m);

    holder.signal('SIGTERM');
    expect((await holder.exited).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    expect((await runTsx(FIXTURE, ['open', dataDir]).exited).code).toBe(0);
  });

  it('takes over a stale lock left by a process that died', async () => {
    const stale = deadPid();
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), `${stale}\n`);
    const { code, stdout, stderr } = await runTsx(FIXTURE, ['open', dataDir]).exited;
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/OPENED/);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('takes over a lock whose process was killed but not yet reaped (a zombie)', async () => {
    const zombie = await zombiePid();
    if (!zombie) return;
    try {
      fs.writeFileSync(path.join(dataDir, 'pglite.lock'), `${zombie.pid}\n`);
      const { code, stdout, stderr } = await runTsx(FIXTURE, ['open', dataDir]).exited;
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      expect(stdout).toMatch(/OPENED/);
    } finally {
      zombie.parent.kill('SIGKILL');
    }
  });

  it('removes a half-initialised pgdata.init-* folder and opens normally', async () => {
    const leftover = path.join(dataDir, 'pgdata.init-123');
    fs.mkdirSync(leftover, { recursive: true });
    fs.writeFileSync(path.join(leftover, 'PG_VERSION'), '17');
    const { code, stderr } = await runTsx(FIXTURE, ['open', dataDir]).exited;
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(fs.readdirSync(dataDir).sort()).toEqual(['pgdata']);
  });
});

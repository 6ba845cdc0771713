import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const LOCK_FILE_NAME = 'pglite.lock';

/** Thrown when another live process holds the PGlite data directory. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
    readonly lockPath: string,
  ) {
    const who = pid === null ? 'another process' : `another process (pid ${pid})`;
    super(
      `The database in ${dataDir} is already in use by ${who}. ` +
        'PGlite allows only one process per data directory. ' +
        'Stop that process first, or set DATA_DIR to another folder to run a second copy. ' +
        `If no such process is running, delete ${lockPath} and try again.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

export interface DirectoryLock {
  readonly path: string;
  release(): void;
}

/** Lock files this process holds: a lock naming our own pid that is not among them was left by an earlier life of that pid. */
const heldHere = new Set<string>();

/**
 * Linux: a process killed with SIGKILL stays a zombie until its parent reaps it — after a process group is killed
 * that parent is init, which may take a second or more (or, in a container without an init, never).
 */
function isZombie(pid: number): boolean {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return false;
  }
  // "pid (comm) state …": comm may itself contain spaces and parentheses.
  const state = stat.slice(stat.lastIndexOf(')') + 2).charAt(0);
  return state === 'Z' || state === 'X';
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

/**
 * Whether the lock's owner still runs. Our own pid counts only if this process holds the lock: after a restart
 * (a container's, typically) the same pid can come back and find the lock its killed predecessor left.
 */
function ownerAlive(pid: number, lockPath: string): boolean {
  return pid === process.pid ? heldHere.has(lockPath) : isProcessAlive(pid);
}

function readPid(file: string): number | null | 'missing' {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, `${process.pid}\n`);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

function removeIfExists(file: string): void {
  fs.rmSync(file, { force: true });
}

/** The pid written in `file`, waiting briefly if the file was just created and is still empty. */
async function settledPid(file: string): Promise<number | null | 'missing'> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const pid = readPid(file);
    if (pid !== null) return pid;
    await sleep(20);
  }
  return null;
}

/**
 * Replace a stale lock. A small guard file makes the check-and-replace atomic, so two
 * processes finding the same stale lock cannot both delete it and both believe they won.
 */
async function takeOverStale(lockPath: string, stalePid: number | null): Promise<boolean> {
  const guard = `${lockPath}.takeover`;
  if (!tryCreate(guard)) {
    const guardPid = await settledPid(guard);
    if (guardPid !== 'missing' && (guardPid === null || !isProcessAlive(guardPid))) removeIfExists(guard);
    return false;
  }
  try {
    if ((await settledPid(lockPath)) !== stalePid) return false;
    removeIfExists(lockPath);
    return tryCreate(lockPath);
  } finally {
    removeIfExists(guard);
  }
}

/**
 * Take `<dataDir>/pglite.lock`, holding our pid. PGlite has no locking of its own, and two
 * processes writing the same data directory corrupt it.
 */
export async function acquireDirectoryLock(dataDir: string): Promise<DirectoryLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 20; attempt++) {
    if (tryCreate(lockPath)) return heldLock(lockPath);
    const pid = await settledPid(lockPath);
    if (pid === 'missing') continue;
    if (pid !== null && ownerAlive(pid, lockPath)) throw new DatabaseLockedError(dataDir, pid, lockPath);
    if (await takeOverStale(lockPath, pid)) return heldLock(lockPath);
    await sleep(25);
  }
  const pid = readPid(lockPath);
  throw new DatabaseLockedError(dataDir, typeof pid === 'number' ? pid : null, lockPath);
}

function heldLock(lockPath: string): DirectoryLock {
  let released = false;
  heldHere.add(lockPath);
  return {
    path: lockPath,
    release() {
      if (released) return;
      released = true;
      heldHere.delete(lockPath);
      if (readPid(lockPath) === process.pid) removeIfExists(lockPath);
    },
  };
}

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const TSX_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
/** `npm run serve`'s code, compiled by __tests__/global-setup.js as `npm run serve` compiles it. */
export const COMPILED_SERVER = path.join(REPO_ROOT, 'dist', 'server.js');
export const FIXTURES_DIR = path.join(REPO_ROOT, '__tests__', 'server', 'fixtures');

/** The runner's NODE_OPTIONS minus Jest's VM-modules flag, so children start as `npm run serve` would. */
function parentNodeOptions(): string {
  return (process.env.NODE_OPTIONS ?? '')
    .split(/\s+/)
    .filter((option) => option && option !== '--experimental-vm-modules')
    .join(' ');
}

export interface ExitResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface SpawnedProcess {
  child: ChildProcessWithoutNullStreams;
  stdout(): string;
  stderr(): string;
  /**
   * Resolves with the first match of `pattern` in stdout (the process's own readiness signal); rejects if the process
   * exits first. No clock of its own: a start-up on busy cores is slow, not failed (the test's timeout still ends a hang).
   */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  exited: Promise<ExitResult>;
  /** Signal the process itself (npm relays it to the server it started). */
  signal(signal: NodeJS.Signals): void;
  /** Signal the whole process group, as a terminal's Ctrl-C does. */
  signalGroup(signal: NodeJS.Signals): void;
}

/** Run a TypeScript file with tsx (test fixtures). */
export function runTsx(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): SpawnedProcess {
  return spawnInGroup(TSX_BIN, [script, ...args], env);
}

/** The compiled server on plain node, exactly as `npm run serve` runs it after compiling. */
export function runCompiledServer(env: NodeJS.ProcessEnv = {}): SpawnedProcess {
  return spawnInGroup(process.execPath, ['--enable-source-maps', COMPILED_SERVER], env);
}

/** `npm <args>` (e.g. `npm start`): npm, the shell it runs the script with, and the server it starts. */
export function runNpm(args: string[], env: NodeJS.ProcessEnv = {}): SpawnedProcess {
  return spawnInGroup('npm', args, env);
}

export function spawnInGroup(command: string, args: string[], env: NodeJS.ProcessEnv = {}): SpawnedProcess {
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    // Own process group, so `signalGroup` reaches every process in it, like a terminal's Ctrl-C does.
    detached: true,
    env: { ...process.env, NODE_OPTIONS: parentNodeOptions(), LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    listeners.forEach((listener) => listener());
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));

  const exited = new Promise<ExitResult>((resolve) => {
    child.on('close', (code, signal) => {
      resolve({ code, signal, stdout, stderr });
      listeners.forEach((listener) => listener());
    });
  });
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  function waitFor(pattern: RegExp): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = stdout.match(pattern);
        if (match) done(() => resolve(match));
        else if (hasExited || child.exitCode !== null)
          done(() => reject(new Error(`process exited before ${pattern}\nstdout: ${stdout}\nstderr: ${stderr}`)));
      };
      function done(settle: () => void) {
        listeners.delete(check);
        settle();
      }
      listeners.add(check);
      check();
    });
  }

  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    waitFor,
    exited,
    signal: (signal) => child.kill(signal),
    signalGroup: (signal) => {
      // Never process.kill(0 or -0): that would signal the test runner's own group.
      if (child.pid) process.kill(-child.pid, signal);
    },
  };
}

/** Make sure a test never leaves a child behind, even when it fails half-way. */
export async function stopIfRunning(proc: SpawnedProcess | undefined): Promise<void> {
  if (!proc) return;
  try {
    proc.signalGroup('SIGKILL');
  } catch {
    // The group is already gone.
  }
  await proc.exited;
}

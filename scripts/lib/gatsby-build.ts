/** Runs `gatsby build` as a child process with its progress on our terminal. */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './build-stamp';

let running: ChildProcess | null = null;

/**
 * `background`: while the shop is serving (a rebuild for staff changes) — its progress stays off the server's log
 * (errors still show) and it runs at a lower priority than the requests.
 */
export function runGatsbyBuild(catalogFile: string, env: NodeJS.ProcessEnv = process.env, { background = false } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd: repoRoot,
      stdio: background ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      // DEP0040: a dependency of Gatsby's still loads Node's own `punycode`; on Node 22+ its deprecation warning reaches
      // stderr from a worker, which Gatsby prints as " ERROR UNKNOWN" although nothing failed.
      env: {
        ...env,
        CATALOG_FILE: catalogFile,
        GATSBY_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        NODE_OPTIONS: [env.NODE_OPTIONS, '--disable-warning=DEP0040'].filter(Boolean).join(' '),
      },
    });
    if (background && child.pid) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // Not permitted here: it still runs, at the same priority.
      }
    }
    running = child;
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running = null;
      if (code === 0) resolve();
      else reject(new Error(`gatsby build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Stops a build in progress (on Ctrl-C) so no orphan keeps writing into public/. */
export function stopGatsbyBuild(): void {
  running?.kill('SIGTERM');
}

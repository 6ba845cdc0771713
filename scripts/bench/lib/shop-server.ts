/** The shop served exactly as `npm start` does, on a throwaway data directory (builds the site first when stale). */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../lib/build-stamp';

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`server did not answer at ${url}`);
}

export interface ShopServer {
  origin: string;
  stop(): void;
}

export async function startShop(port: number): Promise<ShopServer> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/start.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  try {
    await waitForServer(`${origin}/v1/health`, 20 * 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

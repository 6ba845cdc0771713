import fs from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR, runCompiledServer, runTsx, stopIfRunning, type SpawnedProcess } from './helpers/child-process';
import { makeTempDir, removeTempDir } from './helpers/temp-dir';

const FIXTURE = path.join(FIXTURES_DIR, 'database-process.ts');
const READY = /Ready: http:\/\/localhost:(\d+)/;

describe('the compiled server (dist/server.js, as npm run serve runs it) as a process', () => {
  let root: string;
  let dataDir: string;
  let publicDir: string;
  const running: SpawnedProcess[] = [];

  beforeAll(() => {
    root = makeTempDir('serve');
    dataDir = path.join(root, 'data');
    publicDir = path.join(root, 'public');
    fs.mkdirSync(publicDir);
    fs.writeFileSync(path.join(publicDir, '404.html'), '<h1>Không tìm thấy trang</h1>');
  });
  afterAll(async () => {
    await Promise.all(running.map(stopIfRunning));
    removeTempDir(root);
  });

  async function start(): Promise<{ proc: SpawnedProcess; url: string }> {
    const proc = runCompiledServer({ DATA_DIR: dataDir, PUBLIC_DIR: publicDir, PORT: '0', HOST: '127.0.0.1' });
    running.push(proc);
    const [, port] = await proc.waitFor(READY);
    return { proc, url: `http://127.0.0.1:${port}` };
  }

  async function menuLinks(url: string): Promise<string[]> {
    const response = await fetch(`${url}/v1/menu`);
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: Array<{ link: string }> };
    return items.map((item) => item.link);
  }

  it('serves, exits 0 on SIGTERM and leaves no lock behind', async () => {
    const { proc, url } = await start();
    expect((await fetch(`${url}/v1/health`)).status).toBe(200);
    expect(await menuLinks(url)).toHaveLength(8);
    expect((await fetch(`${url}/nope`)).status).toBe(404);

    proc.signal('SIGTERM');
    const { code, stderr } = await proc.exited;
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('refuses to start a second server on the same DATA_DIR, without a stack trace', async () => {
    const { proc } = await start();
    const second = runCompiledServer({ DATA_DIR: dataDir, PUBLIC_DIR: publicDir, PORT: '0', HOST: '127.0.0.1' });
    running.push(second);
    const result = await second.exited;
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/another process \(pid \d+\)/);
    expect(result.stderr).toContain('DATA_DIR');
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.stdout).not.toMatch(READY);

    proc.signal('SIGTERM');
    expect((await proc.exited).code).toBe(0);
  });

  it('keeps data across restarts and exits 0 on Ctrl-C (SIGINT to the process group)', async () => {
    const inserted = await runTsx(FIXTURE, ['insert', dataDir, 'do-boi']).exited;
    expect(inserted.code).toBe(0);

    const { proc, url } = await start();
    const links = await menuLinks(url);
    expect(links).toContain('do-boi');
    expect(links).toHaveLength(9);

    proc.signalGroup('SIGINT');
    const { code } = await proc.exited;
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    const again = await start();
    expect(await menuLinks(again.url)).toEqual(links);
    again.proc.signal('SIGINT');
    expect((await again.proc.exited).code).toBe(0);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['pgdata']);
  });
});

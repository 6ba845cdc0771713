import fs from 'node:fs';
import path from 'node:path';
import { DatabaseLockedError, openDatabase } from '../../server/db/client';
import { makeTempDir, removeTempDir } from './helpers/temp-dir';

describe('openDatabase', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = makeTempDir('pglite-client');
  });
  afterEach(() => removeTempDir(dataDir));

  it('refuses a second open of the same data directory, even within one process', async () => {
    const first = await openDatabase({ dataDir });
    try {
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(second).rejects.toThrow(`another process (pid ${process.pid})`);
      expect(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it("takes over a lock naming this process's pid that it does not hold (a restarted container's pid coming back)", async () => {
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), `${process.pid}\n`);
    const database = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    await database.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('pings, and closes safely twice (also concurrently)', async () => {
    const database = await openDatabase({ dataDir });
    expect(database.driver).toBe('pglite');
    expect(await database.ping()).toBeGreaterThanOrEqual(0);
    await Promise.all([database.close(), database.close()]);
    await database.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('needs a databaseUrl, a dataDir or memory', async () => {
    await expect(openDatabase({})).rejects.toThrow(/dataDir/);
  });
});

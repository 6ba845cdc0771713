/**
 * Throwaway PostgreSQL databases for the API tests and the benchmarks: created on a server reachable
 * at `adminUrl` (any database there) and dropped afterwards.
 */
import { Client } from 'pg';

async function withAdmin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createThrowawayDatabase(adminUrl: string, name: string): Promise<string> {
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A plain DROP cancels autovacuum workers by itself; WITH (FORCE) is only the fallback for our own
 * lingering sessions, because a role without pg_signal_backend may not terminate autovacuum (42501).
 */
export async function dropThrowawayDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}${attempt % 2 === 0 ? ' WITH (FORCE)' : ''}`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 10 || (code !== '55006' && code !== '42501')) throw error;
        await sleep(200 * attempt);
      }
    }
  });
}

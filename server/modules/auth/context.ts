/** What the accounts modules share: the database, settings, the data folder, the server secret and the mailer. */
import { randomBytes } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';
import type { ObjectStore } from '../../shared/storage';
import type { AccountsConfig } from './config';
import { createMailer, type Mailer } from './mailer';
import { createSmsSender, type SmsSender } from './sms';

export interface AccountsContext {
  db: Db;
  config: AccountsConfig;
  dataDir: string;
  /** Where uploaded photos are kept: DATA_DIR/uploads, or the S3 bucket every instance shares (../../shared/storage/). */
  storage: ObjectStore;
  mailer: Mailer;
  sms: SmsSender;
  /** The HMAC secret (SESSION_SECRET, else persisted): resolved once. */
  secret(): Promise<Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsContext;
  }
}

const SECRET_NAME = 'signing';

async function fileSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'secret');
  try {
    return (await fsp.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fsp.mkdir(dataDir, { recursive: true });
  const value = randomBytes(32).toString('hex');
  try {
    await fsp.writeFile(file, value, { flag: 'wx', mode: 0o600 });
    return value;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await fsp.readFile(file, 'utf8')).trim();
    throw error;
  }
}

async function tableSecret(db: Db): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('server secret missing');
  return row.value;
}

export function createAccountsContext(
  database: Database,
  config: AccountsConfig,
  dataDir: string,
  log: FastifyBaseLogger,
  storage: ObjectStore,
): AccountsContext {
  let secret: Promise<Buffer> | undefined;
  return {
    db: database.db,
    config,
    dataDir,
    storage,
    mailer: createMailer(config, dataDir, log),
    sms: createSmsSender(config, dataDir, log),
    secret() {
      secret ??= (async () => {
        if (config.sessionSecret) return Buffer.from(config.sessionSecret, 'utf8');
        const value = database.driver === 'postgres' ? await tableSecret(database.db) : await fileSecret(dataDir);
        return Buffer.from(value, 'hex');
      })().catch((error: unknown) => {
        secret = undefined;
        throw error;
      });
      return secret;
    },
  };
}

/** `now()` as the database sees it (one clock for every instance). */
export const dbNow = sql`now()`;

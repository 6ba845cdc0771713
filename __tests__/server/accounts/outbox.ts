/** The development mail outbox (DATA_DIR/outbox/*.json) of a test server, and the reset token in a link. */
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { AccountsServer } from './helpers';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
}

export async function outbox(server: AccountsServer): Promise<Array<OutboxMail & { file: string }>> {
  const dir = path.join(server.dataDir, 'outbox');
  const files = await fsp.readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files.sort().map(async (file) => ({ file, ...(JSON.parse(await fsp.readFile(path.join(dir, file), 'utf8')) as OutboxMail) })),
  );
}

export async function mailTo(server: AccountsServer, email: string): Promise<OutboxMail & { file: string }> {
  const mails = (await outbox(server)).filter((mail) => mail.to === email);
  expect(mails.length).toBeGreaterThan(0);
  return mails[mails.length - 1]!;
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** The 6-digit code of the latest mail or SMS to this address (both land in the outbox in development). */
export async function codeSentTo(server: AccountsServer, to: string): Promise<string> {
  const sent = (await outbox(server)).filter((message) => message.to === to);
  expect(sent.length).toBeGreaterThan(0);
  return /\b(\d{6})\b/.exec(sent[sent.length - 1]!.text)![1]!;
}

/**
 * The reminders tests' tools: runner instances whose clock is moved (never waited for), a local Web Push service
 * over TLS that decrypts what it receives (RFC 8291, with the browser's keys the test made), and the outbox read back.
 */
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import ece from 'http_ece';
import webpush from 'web-push';
import type { Db } from '../../../server/db/client';
import { JobRunner, type JobLogger } from '../../../server/jobs/runner';
import { defineReminderJob } from '../../../server/modules/reminder/plugin';
import type { ReminderSenders } from '../../../server/modules/reminder/send';

export const quiet: JobLogger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** The reminders job on a fresh runner (another instance, or this one after a restart), living `shift()` ahead. */
export function reminderInstance(db: Db, senders: ReminderSenders, shift: () => number, instanceId: string): JobRunner {
  const runner = new JobRunner({ db, log: quiet, instanceId, shiftMs: shift, pollIntervalMs: 20 });
  defineReminderJob(runner, db, senders, 15 * 60_000);
  return runner;
}

export interface PushMessageSeen {
  endpoint: string;
  title: string;
  body: string;
  link: string | null;
}

export interface PushService {
  url: string;
  agent: Agent;
  vapid: { publicKey: string; privateKey: string; subject: string };
  received: PushMessageSeen[];
  /** A browser's subscription (its keys kept here to decrypt what arrives for it). */
  subscribe(name: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  close(): Promise<void>;
}

/** A push service as a browser vendor runs one: TLS (a certificate made now), 201 for a known endpoint, 410 for a forgotten one. */
export async function startPushService(): Promise<PushService> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert, '-days', '1'], { stdio: 'ignore' });
  const browsers = new Map<string, { ecdh: ECDH; auth: string }>();
  const received: PushMessageSeen[] = [];
  const server: Server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const browser = browsers.get(request.url ?? '');
      if (!browser || !String(request.headers.authorization ?? '').startsWith('vapid t=')) {
        response.writeHead(browser ? 401 : 410).end();
        return;
      }
      const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }) as Buffer;
      received.push({ endpoint: request.url!, ...(JSON.parse(plain.toString('utf8')) as Omit<PushMessageSeen, 'endpoint'>) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const keys = webpush.generateVAPIDKeys();
  return {
    url: `https://127.0.0.1:${port}`,
    agent: new Agent({ ca: readFileSync(cert) }),
    vapid: { ...keys, subject: 'mailto:cuahang@thuedo.vn' },
    received,
    subscribe(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      browsers.set(`/push/${name}`, { ecdh, auth });
      return { endpoint: `https://127.0.0.1:${port}/push/${name}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The outbox's files of one kind (mail: `<stamp>-<to>.json`; reminders' SMS/Zalo: `reminder-sms-…`). */
export function outbox<T>(dataDir: string, match: (name: string) => boolean): T[] {
  const dir = path.join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter(match)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as T);
}

/**
 * Outgoing SMS: POSTed as JSON `{ to, text }` to SMS_URL (bearer SMS_TOKEN) — the shop's SMS gateway or a small
 * adapter in front of one — else written to `<dataDir>/outbox/` (and logged) like mail in development.
 */
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountsConfig } from './config';
import { outboxFileName } from './mailer';

export interface Sms {
  to: string;
  text: string;
}

export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

const TIMEOUT_MS = 10_000;

export function createSmsSender(config: AccountsConfig, dataDir: string, log: FastifyBaseLogger): SmsSender {
  const { smsUrl, smsToken } = config;
  if (smsUrl) {
    return {
      async send(sms) {
        const response = await fetch(smsUrl, {
          method: 'POST',
          signal: AbortSignal.timeout(TIMEOUT_MS),
          headers: { 'content-type': 'application/json', ...(smsToken ? { authorization: `Bearer ${smsToken}` } : {}) },
          body: JSON.stringify(sms),
        });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      },
    };
  }
  const outbox = path.join(dataDir, 'outbox');
  return {
    async send(sms) {
      await fsp.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `sms-${outboxFileName(sms.to)}`);
      await fsp.writeFile(file, JSON.stringify(sms, null, 2));
      log.info({ to: sms.to, file }, 'SMS written to the outbox (no SMS_URL)');
    },
  };
}

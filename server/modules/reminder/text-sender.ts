/**
 * The SMS/Zalo channel of reminders: a template and its params to a phone. REMINDER_SMS_SENDER picks the sender:
 * `outbox` (default) writes `<dataDir>/outbox/reminder-sms-….json` (no credentials needed, like mail without SMTP);
 * `http` POSTs `{ to, template, params, text }` as JSON to REMINDER_SMS_URL (bearer REMINDER_SMS_TOKEN) — the shop's
 * SMS gateway or a Zalo ZNS adapter that maps the template to its approved template id.
 */
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { outboxFileName } from '../auth/mailer';

export interface TemplatedText {
  to: string;
  template: string;
  params: Record<string, string | number>;
  /** The whole message, for a sender without templates (plain SMS). */
  text: string;
}

export interface TextSender {
  readonly name: string;
  send(message: TemplatedText): Promise<void>;
}

export interface TextSenderConfig {
  sender: 'outbox' | 'http';
  url: string | null;
  token: string | null;
}

export function loadTextSenderConfig(env: NodeJS.ProcessEnv = process.env): TextSenderConfig {
  const sender = env.REMINDER_SMS_SENDER?.trim() || 'outbox';
  if (sender !== 'outbox' && sender !== 'http') throw new Error(`REMINDER_SMS_SENDER must be outbox or http, got "${sender}"`);
  const url = env.REMINDER_SMS_URL?.trim() || null;
  if (sender === 'http' && !url) throw new Error('REMINDER_SMS_SENDER=http needs REMINDER_SMS_URL');
  return { sender, url, token: env.REMINDER_SMS_TOKEN?.trim() || null };
}

const TIMEOUT_MS = 10_000;

export function createTextSender(config: TextSenderConfig, dataDir: string, log: FastifyBaseLogger): TextSender {
  if (config.sender === 'http' && config.url) {
    const { url, token } = config;
    return {
      name: 'http',
      async send(message) {
        const response = await fetch(url, {
          method: 'POST',
          signal: AbortSignal.timeout(TIMEOUT_MS),
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(message),
        });
        if (!response.ok) throw new Error(`SMS/Zalo sender answered ${response.status}`);
      },
    };
  }
  const outbox = path.join(dataDir, 'outbox');
  return {
    name: 'outbox',
    async send(message) {
      await fsp.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `reminder-sms-${outboxFileName(`${message.template}-${String(message.params.code ?? '')}-${message.to}`)}`);
      await fsp.writeFile(file, JSON.stringify(message, null, 2), { flag: 'wx' });
      log.info({ to: message.to, template: message.template, file }, 'reminder SMS/Zalo written to the outbox');
    },
  };
}

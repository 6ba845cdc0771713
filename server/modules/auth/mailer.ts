/** Outgoing mail: SMTP through nodemailer when SMTP_URL is set, else a JSON file in `<dataDir>/outbox/` (and the link logged). */
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AccountsConfig } from './config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link inside the mail (logged in outbox mode). */
  link: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function outboxFileName(to: string, at: Date = new Date()): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  const safeTo = to.replace(/[^a-zA-Z0-9@._+-]/g, '_').slice(0, 200);
  return `${stamp}-${safeTo}.json`;
}

export function createMailer(config: AccountsConfig, dataDir: string, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    };
  }
  const outbox = path.join(dataDir, 'outbox');
  return {
    async send(mail) {
      await fsp.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, outboxFileName(mail.to));
      await fsp.writeFile(file, JSON.stringify(mail, null, 2));
      log.info({ to: mail.to, link: mail.link, file }, 'mail written to the outbox (no SMTP_URL)');
    },
  };
}

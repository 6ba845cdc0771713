/**
 * Reminders in the app: their senders (`app.reminders`: mail, Web Push, SMS/Zalo) and the recurring job that sends
 * them (every REMINDER_INTERVAL_MINUTES, default 15; 0: never), on the database's job runner.
 */
import type { FastifyInstance } from 'fastify';
import type { Agent } from 'node:https';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/runner';
import type { AccountsContext } from '../auth/context';
import { createPushSender, loadVapidConfig, type PushSender, type VapidConfig } from './push';
import { runReminders, type ReminderSenders } from './send';
import { createTextSender, loadTextSenderConfig, type TextSenderConfig } from './text-sender';

declare module 'fastify' {
  interface FastifyInstance {
    reminders: ReminderSenders;
  }
}

export const REMINDERS_JOB = 'reminders.send';

export interface RemindersConfig {
  everyMs: number;
  vapid: VapidConfig | null;
  text: TextSenderConfig;
  /** Tests: the TLS agent that reaches their local push service. */
  pushAgent?: Agent;
}

export function loadRemindersConfig(env: NodeJS.ProcessEnv = process.env): RemindersConfig {
  const raw = env.REMINDER_INTERVAL_MINUTES?.trim();
  const minutes = raw ? Number(raw) : 15;
  if (!(Number.isFinite(minutes) && minutes >= 0)) throw new Error(`REMINDER_INTERVAL_MINUTES must be a number ≥ 0, got "${raw}"`);
  return { everyMs: Math.round(minutes * 60_000), vapid: loadVapidConfig(env), text: loadTextSenderConfig(env) };
}

export function registerReminders(app: FastifyInstance, jobs: JobRunner, accounts: AccountsContext, config: RemindersConfig): ReminderSenders {
  const push: PushSender = createPushSender(config.vapid, config.pushAgent ? { agent: config.pushAgent } : {});
  if (!push.enabled) app.log.warn('VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY not set: Web Push is off (reminders go by the other channels)');
  const senders: ReminderSenders = {
    mailer: accounts.mailer,
    push,
    text: createTextSender(config.text, accounts.dataDir, app.log),
    siteUrl: accounts.config.siteUrl,
  };
  app.decorate('reminders', senders);
  if (config.everyMs > 0) defineReminderJob(jobs, accounts.db, senders, config.everyMs);
  return senders;
}

/** The recurring job on a runner (every instance defines it; each occurrence runs once). */
export function defineReminderJob(jobs: JobRunner, db: Db, senders: ReminderSenders, everyMs: number): void {
  jobs.every(REMINDERS_JOB, Math.max(100, Math.round(everyMs)), async ({ log, now }) => {
    const summary = await runReminders(db, senders, now(), log);
    if (summary.planned + summary.sent + summary.skipped + summary.failed > 0) log.info(summary, 'reminders sent');
  });
}

/**
 * Web Push through `web-push` with the shop's VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT — a
 * mailto: or https: contact). Without them push is off: said once in the log and at /v1/notification/push-config, and
 * reminders record the push channel as skipped; nothing crashes.
 */
import type { Agent } from 'node:https';
import webpush from 'web-push';

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  title: string;
  body: string;
  link: string | null;
}

export interface PushSender {
  readonly enabled: boolean;
  readonly publicKey: string | null;
  /** 'gone': the browser vendor forgot this subscription (404/410): delete it. */
  send(target: PushTarget, message: PushMessage): Promise<'sent' | 'gone'>;
}

export function loadVapidConfig(env: NodeJS.ProcessEnv = process.env): VapidConfig | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  const subject = env.VAPID_SUBJECT?.trim() || 'mailto:no-reply@localhost';
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject };
}

const TTL_SECONDS = 24 * 3600;

/** `agent`: tests reach a local push service over TLS with their own certificate. */
export function createPushSender(vapid: VapidConfig | null, options: { agent?: Agent } = {}): PushSender {
  if (!vapid) {
    return {
      enabled: false,
      publicKey: null,
      send: () => Promise.reject(new Error('Web Push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set')),
    };
  }
  // Checks the keys now: a wrong key fails the start, not the first reminder.
  webpush.getVapidHeaders('https://push.example', vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm');
  return {
    enabled: true,
    publicKey: vapid.publicKey,
    async send(target, message) {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          timeout: 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        throw error;
      }
    },
  };
}

/** The shopper's reminder channels and this browser's Web Push subscription (server/modules/reminder/routes.ts). */
import { del, get, post, put } from '../../shared/api/http';
import type { NotificationPreferences, PushConfig } from '../../../core/contracts/reminder';

export const fetchPreferences = () => get<NotificationPreferences>('/v1/notification/preferences');
export const savePreferences = (change: Partial<NotificationPreferences>) => put<NotificationPreferences>('/v1/notification/preferences', change);
export const fetchPushConfig = () => get<PushConfig>('/v1/notification/push-config');

/** Where this browser can receive Web Push at all (a service worker, the Push API, notifications). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID public key (base64url) as the Push API wants it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

export type PushOutcome = 'subscribed' | 'denied' | 'unsupported' | 'off';

/**
 * Asks the browser (its own permission prompt: only ever from a tap) and hands the subscription to the server.
 * 'off': the shop has no VAPID keys; 'denied': the shopper said no (or blocked notifications before).
 */
export async function subscribeToPush(): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  const config = await fetchPushConfig();
  if (!config.enabled || !config.publicKey) return 'off';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(config.publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  await post('/v1/notification/push-subscriptions', { endpoint, keys });
  return 'subscribed';
}

/** Forgets this browser's subscription, here and on the server. */
export async function unsubscribeFromPush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await del('/v1/notification/push-subscriptions', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/**
 * `/v1/notification/preferences`, `/v1/notification/push-config` and `/v1/notification/push-subscriptions`: the
 * shopper's reminder channels and her browsers' Web Push subscriptions (every query names the session's customer).
 */
import { and, eq } from 'drizzle-orm';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { notificationPreferences, pushSubscriptions } from '../../db/schema';
import { errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { requireCustomer } from '../../http/session';
import { STATUS_OK, StatusOk, ref } from '../../../core/contracts/common';
import { NotificationPreferences, NotificationPreferencesBody, PushConfig, PushSubscriptionBody, PushUnsubscribeBody } from '../../../core/contracts/reminder';
import type { ApiModule } from '../types';
import { DEFAULT_PREFERENCES } from './send';

const TAGS = ['Thông báo'];
/** A shopper's browsers: more than this many subscriptions and the oldest goes. */
const MAX_SUBSCRIPTIONS = 10;

export const reminderRoutes: ApiModule = async (fastify, { accounts }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = accounts;

  const preferencesOf = async (customerId: number): Promise<NotificationPreferences> => {
    const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.customerId, customerId));
    return row ? { app: row.app, email: row.email, push: row.push, sms: row.sms } : DEFAULT_PREFERENCES;
  };

  app.get(
    '/notification/preferences',
    { schema: { security: SHOPPER_SECURITY, summary: 'Các kênh nhận nhắc lịch của tôi', tags: TAGS, response: { 200: NotificationPreferences, ...errorResponses(401) } } },
    async (request) => preferencesOf((await requireCustomer(request)).customer.id),
  );

  app.put(
    '/notification/preferences',
    {
      schema: {
        security: SHOPPER_SECURITY,
        summary: 'Bật hoặc tắt từng kênh nhận nhắc lịch',
        tags: TAGS,
        body: NotificationPreferencesBody,
        response: { 200: NotificationPreferences, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const next = { ...(await preferencesOf(customer.id)), ...request.body };
      await db
        .insert(notificationPreferences)
        .values({ customerId: customer.id, ...next })
        .onConflictDoUpdate({ target: notificationPreferences.customerId, set: { ...next, updatedAt: new Date() } });
      return next;
    },
  );

  app.get(
    '/notification/push-config',
    { schema: { summary: 'Máy chủ có gửi thông báo đẩy không, và khóa công khai để đăng ký', tags: TAGS, response: { 200: PushConfig } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { enabled: fastify.reminders.push.enabled, publicKey: fastify.reminders.push.publicKey };
    },
  );

  app.post(
    '/notification/push-subscriptions',
    {
      schema: {
        security: SHOPPER_SECURITY,
        summary: 'Đăng ký nhận thông báo đẩy trên trình duyệt này',
        tags: TAGS,
        body: PushSubscriptionBody,
        response: { 200: ref(StatusOk), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const { endpoint, keys } = request.body;
      // The endpoint is the browser's: signing in as someone else on it moves it to her.
      await db
        .insert(pushSubscriptions)
        .values({ customerId: customer.id, endpoint, p256dh: keys.p256dh, auth: keys.auth })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { customerId: customer.id, p256dh: keys.p256dh, auth: keys.auth } });
      const mine = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customer.id)).orderBy(pushSubscriptions.id);
      for (const old of mine.slice(0, Math.max(0, mine.length - MAX_SUBSCRIPTIONS))) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, old.id));
      return STATUS_OK;
    },
  );

  app.delete(
    '/notification/push-subscriptions',
    {
      schema: {
        security: SHOPPER_SECURITY,
        summary: 'Hủy nhận thông báo đẩy trên trình duyệt này',
        tags: TAGS,
        body: PushUnsubscribeBody,
        response: { 200: ref(StatusOk), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.customerId, customer.id), eq(pushSubscriptions.endpoint, request.body.endpoint)));
      return STATUS_OK;
    },
  );
};

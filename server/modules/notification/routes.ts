/** `/v1/notification/…`: the shopper's own notifications (every query filters on the session's customer id). */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { HttpError, errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { requireCustomer } from '../../http/session';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, PaginationQuery, STATUS_OK, StatusOk, ref } from '../../../core/contracts/common';
import { NotificationList, UnreadCount } from '../../../core/contracts/notification';
import type { ApiModule } from '../types';
import { toNotificationDto } from './notify';

export const NOTIFICATION_NOT_FOUND = 'Không tìm thấy thông báo';
const TAGS = ['Thông báo'];

export const notificationRoutes: ApiModule = async (fastify, { accounts }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = accounts;

  const unreadOf = async (customerId: number) => {
    const [row] = await db
      .select({ unread: sql<number>`count(*)`.mapWith(Number) })
      .from(notifications)
      .where(and(eq(notifications.customerId, customerId), isNull(notifications.readAt)));
    return row?.unread ?? 0;
  };

  app.get(
    '/notification/list',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Thông báo của tôi, mới nhất trước',
        tags: TAGS,
        querystring: PaginationQuery(20, 100),
        response: {
          200: NotificationList,
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const page = request.query['pagination.page'];
      const limit = request.query['pagination.limit'];
      const mine = eq(notifications.customerId, customer.id);
      const [rows, [count], unread] = await Promise.all([
        db.select().from(notifications).where(mine).orderBy(desc(notifications.id)).limit(limit).offset((page - 1) * limit),
        db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(notifications).where(mine),
        unreadOf(customer.id),
      ]);
      return { items: rows.map(toNotificationDto), unread, pagination: { page, limit, total: count?.total ?? 0 } };
    },
  );

  app.get(
    '/notification/unread-count',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Số thông báo chưa đọc',
        tags: TAGS,
        response: { 200: UnreadCount, ...errorResponses(401) },
      },
    },
    async (request) => ({ unread: await unreadOf((await requireCustomer(request)).customer.id) }),
  );

  app.put(
    '/notification/read-all',
    { schema: { security: SHOPPER_SECURITY, summary: 'Đánh dấu tất cả đã đọc', tags: TAGS, response: { 200: ref(StatusOk), ...errorResponses(401) } } },
    async (request) => {
      const { customer } = await requireCustomer(request);
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.customerId, customer.id), isNull(notifications.readAt)));
      return STATUS_OK;
    },
  );

  app.put(
    '/notification/:id/read',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Đánh dấu một thông báo đã đọc',
        tags: TAGS,
        params: IdParams,
        response: { 200: ref(StatusOk), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.customerId, customer.id)))
        .returning({ id: notifications.id });
      if (!row) throw new HttpError(404, NOTIFICATION_NOT_FOUND);
      return STATUS_OK;
    },
  );
};

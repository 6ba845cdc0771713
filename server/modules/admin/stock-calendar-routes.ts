/** `/v1/admin/stock/calendar…`: the shop floor reads each size's units day by day (read only, so nothing to audit). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses } from '../../http/errors';
import { STAFF_SESSION_SECURITY } from '../../http/openapi';
import type { AdminScreen } from './back-office';
import { requireStaff } from './session';
import { CalendarProductList, CalendarProductQuery, StockCalendar, StockCalendarQuery } from '../../../core/contracts/stock-calendar';
import { calendarProducts, stockCalendar } from '../stock/calendar';

const TAGS = ['Quản trị: lịch đồ'];
const config = staffClient;
const security = STAFF_SESSION_SECURITY;
const SHOP_FLOOR = ['staff'] as const;

export const stockCalendarRoutes: AdminScreen = async (fastify, { database }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;

  app.get(
    '/stock/calendar',
    {
      config,
      schema: {
        security,
        summary: 'Lịch của một size: từng chiếc đồ theo ngày (giao, thuê, trả, vệ sinh, ngưng phục vụ) và số chiếc còn trống mỗi ngày',
        tags: TAGS,
        querystring: StockCalendarQuery,
        response: { 200: StockCalendar, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireStaff(db, request, SHOP_FLOOR);
      return stockCalendar(db, request.query);
    },
  );

  app.get(
    '/stock/calendar/products',
    { config, schema: { security, summary: 'Tìm sản phẩm để xem lịch (theo tên, gõ không dấu cũng được)', tags: TAGS, querystring: CalendarProductQuery, response: { 200: CalendarProductList, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      await requireStaff(db, request, SHOP_FLOOR);
      return calendarProducts(db, request.query.q);
    },
  );
};

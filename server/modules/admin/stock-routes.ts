/**
 * The back-office's stock screen (`/v1/admin/stock/…`, behind the staff guard of ./back-office.ts): find a
 * product, its sizes and units and where each is, take a unit out of service or end that, retire a unit, a unit's
 * history; and the units free for a rental line at hand-over.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses } from '../../http/errors';
import { STAFF_SESSION_SECURITY } from '../../http/openapi';
import type { AdminScreen } from './back-office';
import { requireStaff } from './session';
import { IdParams } from '../../../core/contracts/common';
import { OrderItemParams } from '../../../core/contracts/order';
import { BlockBody, BlockParams, FreeUnits, StockProduct, StockProductList, StockSearchQuery, UnitHistory, UnitParams } from '../../../core/contracts/stock';
import { createBlock, endBlock, retireUnit } from './unit-blocks';
import { freeUnitsForLine, searchStockProducts, stockProduct, unitHistory } from '../stock/view';

const TAGS = ['Quản trị'];
const config = staffClient;
const security = STAFF_SESSION_SECURITY;

export const stockAdminRoutes: AdminScreen = async (fastify, deps) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps.accounts;
  const productResponse = { 200: StockProduct, ...errorResponses(400, 401, 403, 404, 409) };

  app.get(
    '/stock/products',
    { config, schema: { security, summary: 'Kho: tìm sản phẩm theo tên (có dấu hoặc không dấu)', tags: TAGS, querystring: StockSearchQuery, response: { 200: StockProductList, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      await requireStaff(db, request, ['staff']);
      return searchStockProducts(db, request.query.q);
    },
  );

  app.get(
    '/stock/products/:id',
    { config, schema: { security, summary: 'Kho: các size và từng bộ đồ của sản phẩm, bộ đồ đang ở đâu', tags: TAGS, params: IdParams, response: { 200: StockProduct, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await requireStaff(db, request, ['staff']);
      return stockProduct(db, request.params.id);
    },
  );

  app.post(
    '/stock/units/:id/blocks',
    {
      config,
      schema: {
        security,
        summary: 'Ngưng phục vụ một bộ đồ trong các ngày (vệ sinh, sửa chữa, mất, khác); 409 khi làm thiếu đồ cho đơn đã đặt',
        tags: TAGS,
        params: UnitParams,
        body: BlockBody,
        response: { 201: StockProduct, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(db, request, ['staff']);
      const { productId } = await createBlock(db, staff, request.params.id, request.body);
      return reply.code(201).send(await stockProduct(db, productId));
    },
  );

  app.delete(
    '/stock/blocks/:id',
    { config, schema: { security, summary: 'Kết thúc (hoặc xóa, nếu chưa bắt đầu) lịch ngưng phục vụ', tags: TAGS, params: BlockParams, response: productResponse } },
    async (request) => {
      const staff = await requireStaff(db, request, ['staff']);
      const { productId } = await endBlock(db, staff, request.params.id);
      return stockProduct(db, productId);
    },
  );

  app.post(
    '/stock/units/:id/retire',
    { config, schema: { security, summary: 'Ngừng sử dụng một bộ đồ (không cho thuê nữa)', tags: TAGS, params: UnitParams, response: productResponse } },
    async (request) => {
      const staff = await requireStaff(db, request, ['staff']);
      const { productId } = await retireUnit(db, staff, request.params.id);
      return stockProduct(db, productId);
    },
  );

  app.get(
    '/stock/units/:id',
    { config, schema: { security, summary: 'Lịch sử một bộ đồ: các lần thuê, ảnh tình trạng, phí hư hỏng, ngưng phục vụ', tags: TAGS, params: UnitParams, response: { 200: UnitHistory, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await requireStaff(db, request, ['staff']);
      return unitHistory(db, request.params.id);
    },
  );

  app.get(
    '/orders/:id/items/:itemId/free-units',
    { config, schema: { security, summary: 'Các bộ đồ còn trống suốt thời gian thuê của dòng đơn (để chọn khi giao)', tags: TAGS, params: OrderItemParams, response: { 200: FreeUnits, ...errorResponses(401, 403, 404, 409) } } },
    async (request) => {
      await requireStaff(db, request, ['staff']);
      return freeUnitsForLine(db, request.params.id, request.params.itemId);
    },
  );
};

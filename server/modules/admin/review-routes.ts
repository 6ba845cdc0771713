/** `/v1/admin/reviews…`: every member of staff moderates shoppers' reviews (hide with a reason, show again), audited. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses } from '../../http/errors';
import { STAFF_SESSION_SECURITY } from '../../http/openapi';
import { forgetCatalogReads } from '../catalog/changes';
import type { AdminScreen } from './back-office';
import { IdParams, STATUS_OK, StatusOk, ref } from '../../../core/contracts/common';
import { AdminReviewList, AdminReviewQuery, HideReview } from '../../../core/contracts/review';
import { listAdminReviews, moderateReview } from './reviews';
import { requireStaff } from './session';

const TAGS = ['Quản trị: đánh giá'];
const config = staffClient;
const security = STAFF_SESSION_SECURITY;
const EVERY_ROLE = ['staff', 'marketing'] as const;

export const adminReviewRoutes: AdminScreen = async (fastify, { database }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;
  const changed = () => forgetCatalogReads(fastify, database);

  app.get(
    '/reviews',
    { config, schema: { security, summary: 'Đánh giá của khách, mới trước (đang hiện hoặc đã ẩn)', tags: TAGS, querystring: AdminReviewQuery, response: { 200: AdminReviewList, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      await requireStaff(db, request, EVERY_ROLE);
      return listAdminReviews(db, request.query);
    },
  );

  app.post(
    '/reviews/:id/hide',
    { config, schema: { security, summary: 'Ẩn một đánh giá (kèm lý do)', tags: TAGS, params: IdParams, body: HideReview, response: { 200: ref(StatusOk), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      await moderateReview(db, await requireStaff(db, request, EVERY_ROLE), request.params.id, { reason: request.body.reason });
      changed();
      return STATUS_OK;
    },
  );

  app.post(
    '/reviews/:id/show',
    { config, schema: { security, summary: 'Hiện lại một đánh giá đã ẩn', tags: TAGS, params: IdParams, response: { 200: ref(StatusOk), ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await moderateReview(db, await requireStaff(db, request, EVERY_ROLE), request.params.id, null);
      changed();
      return STATUS_OK;
    },
  );
};

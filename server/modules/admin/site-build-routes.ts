/**
 * `/v1/admin/site-build`: after a save, the back-office tells staff when shoppers' pre-rendered pages will show it
 * (the quiet period, SITE_REBUILD_QUIET_SECONDS, and the last rebuild's duration; server/http/site-build.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses } from '../../http/errors';
import { STAFF_SESSION_SECURITY } from '../../http/openapi';
import type { AdminScreen } from './back-office';
import { SiteBuildEta } from '../../../core/contracts/admin-catalog';
import { requireStaff } from './session';

const EVERY_ROLE = ['staff', 'marketing'] as const;

export const siteBuildRoutes: AdminScreen = async (fastify, { database }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/site-build',
    {
      config: staffClient,
      schema: {
        security: STAFF_SESSION_SECURITY,
        summary: 'Khi nào thay đổi vừa lưu hiển thị trên các trang dựng sẵn cho khách',
        tags: ['Quản trị: sản phẩm'],
        response: { 200: SiteBuildEta, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireStaff(database.db, request, EVERY_ROLE);
      return fastify.siteBuild.eta();
    },
  );
};

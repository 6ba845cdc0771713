/** The accountant's export (`GET /v1/admin/reports/export`): the owner's, audited like a staff action. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses, HttpError } from '../../http/errors';
import { EXPORT_FILE, STAFF_SESSION_SECURITY } from '../../http/openapi';
import type { AdminScreen } from './back-office';
import { recordAudit } from './audit';
import { accountantReport } from './report-export';
import { reportCsv, reportXlsx } from './report-files';
import { requireStaff } from './session';
import { ExportQuery } from '../../../core/contracts/report';
import { EXPORT_MAX_DAYS, REPORT_MESSAGES } from '../../../core/contracts/report-vocab';
import { isDay, parseDay } from '../../../core/rules/rental-dates';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A range of whole Vietnam days, both included, at most EXPORT_MAX_DAYS long. */
export function checkRange(from: string, to: string): void {
  if (!isDay(from) || !isDay(to)) throw new HttpError(400, REPORT_MESSAGES.badDay);
  if (from > to) throw new HttpError(400, REPORT_MESSAGES.rangeReversed);
  if ((parseDay(to) - parseDay(from)) / 86_400_000 + 1 > EXPORT_MAX_DAYS) throw new HttpError(400, REPORT_MESSAGES.rangeTooLong);
}

export const reportRoutes: AdminScreen = async (fastify, deps) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps.accounts;

  app.get(
    '/reports/export',
    {
      config: staffClient,
      schema: {
        security: STAFF_SESSION_SECURITY,
        summary: 'Xuất báo cáo kế toán (CSV hoặc Excel): đơn hàng, dòng đơn, thanh toán và hoàn tiền, phí trả muộn và hư hỏng, tiền cọc giữ cuối kỳ',
        tags: ['Quản trị'],
        querystring: ExportQuery,
        response: { 200: EXPORT_FILE, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(db, request, []);
      const { from, to } = request.query;
      const format = request.query.format ?? 'csv';
      checkRange(from, to);
      const report = await accountantReport(db, from, to);
      await recordAudit(db, staff, {
        action: 'report.export',
        entity: 'report',
        entityId: `${from}..${to}`,
        after: { dateFrom: from, dateTo: to, format, orders: report.sheets[0]!.rows.length, revenue: report.summary.revenue },
      });
      const name = `bao-cao-${from}-${to}.${format}`;
      reply.header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'xlsx') return reply.type(XLSX_TYPE).send(await reportXlsx(report));
      return reply.type('text/csv; charset=utf-8').send(reportCsv(report));
    },
  );
};

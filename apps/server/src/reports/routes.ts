import { reportEndpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { auditRequest } from '../audit';
import { sendCsv } from '../http/csv';
import { registerDomain } from '../http/endpoint';
import { reportCsv, reportFileName } from './csv';
import * as service from './service';

/** The admin reports and the dashboard charts (docs/product/admin.md). */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;

  registerDomain(app, reportEndpoints, {
    adminReports: async (request) => service.reports(db, service.reportRange(request.query, now())),
    exportAdminReport: async (request, reply) => {
      const { report, ...query } = request.query;
      const range = service.reportRange(query, now());
      const csv = await reportCsv(db, report, range);
      // A file leaving the system is on the record, as the campaign submissions' export is.
      await auditRequest(request, {
        action: 'report.export',
        targetType: 'report',
        targetId: report,
        details: { ...range },
      });
      return sendCsv(reply, reportFileName(report, range), csv);
    },
    adminDashboardCharts: async (request) => service.dashboardCharts(db, request.query.to, now()),
  });
}

import { dashboardEndpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { currentSession } from '../auth';
import { registerDomain } from '../http/endpoint';
import * as dashboards from './service';

/** The counts on the admin, practitioner and content writer dashboards. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  registerDomain(app, dashboardEndpoints, {
    adminSummary: async () => dashboards.adminSummary(db, now()),
    practitionerSummary: async (request) =>
      dashboards.practitionerSummary(db, (await currentSession(request)).user.id, now()),
    contentWriterSummary: async (request) =>
      dashboards.contentWriterSummary(db, (await currentSession(request)).user.id),
  });
}

import { endpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { currentSession } from '../auth';
import { registerEndpoint } from '../http/endpoint';
import * as dashboards from './service';

/** The counts on the admin, practitioner and content writer dashboards. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  registerEndpoint(app, endpoints.adminSummary, async () => dashboards.adminSummary(db, now()));
  registerEndpoint(app, endpoints.practitionerSummary, async (request) =>
    dashboards.practitionerSummary(db, (await currentSession(request)).user.id, now()),
  );
  registerEndpoint(app, endpoints.contentWriterSummary, async (request) =>
    dashboards.contentWriterSummary(db, (await currentSession(request)).user.id),
  );
}

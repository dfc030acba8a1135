import { endpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint';
import { listAudit } from './service';

/** `/admin/audit`'s endpoint: admins read the trail (the guard comes from the table's `access`). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.listAudit, async ({ query }) => listAudit(app.ctx.db, query));
}

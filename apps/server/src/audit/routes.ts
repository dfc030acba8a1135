import { auditEndpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { registerDomain } from '../http/endpoint';
import { listAudit } from './service';

/** `/admin/audit`'s endpoint: admins read the trail (the guard comes from the table's `access`). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  registerDomain(app, auditEndpoints, {
    listAudit: async ({ query }) => listAudit(app.ctx.db, query),
  });
}

import { defineEndpoints } from '../endpoint/define';
import { auditPage, auditQuery } from './audit';
import { auditRoutes } from './routes';

/** The audit endpoints' schemas, summaries and error answers, under the names of `auditRoutes`. */
export const auditEndpoints = defineEndpoints(auditRoutes, {
  listAudit: {
    summary: 'The audit trail, newest first, filtered by actor, action, target and date range',
    query: auditQuery,
    response: auditPage,
  },
});

import type { Route } from '../endpoint/route';

/** The audit endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const auditRoutes = {
  listAudit: {
    method: 'GET',
    path: '/api/admin/audit',
    access: 'admin',
    tag: 'audit',
  },
} as const satisfies Record<string, Route>;

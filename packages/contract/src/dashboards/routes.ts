import type { Route } from '../endpoint/route';

/** The dashboards endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const dashboardRoutes = {
  adminSummary: {
    method: 'GET',
    path: '/api/admin/summary',
    access: 'admin',
    tag: 'dashboards',
  },
  practitionerSummary: {
    method: 'GET',
    path: '/api/practitioner/summary',
    access: 'practitioner',
    tag: 'dashboards',
  },
  contentWriterSummary: {
    method: 'GET',
    path: '/api/content-writer/summary',
    access: 'contentWriter',
    tag: 'dashboards',
  },
} as const satisfies Record<string, Route>;

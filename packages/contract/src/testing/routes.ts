import type { Route } from '../endpoint/route';

/** The testing endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const testingRoutes = {
  sendTestSms: {
    method: 'POST',
    path: '/api/admin/testing/sms',
    access: 'admin',
    tag: 'testing',
  },
  sendTestEmail: {
    method: 'POST',
    path: '/api/admin/testing/email',
    access: 'admin',
    tag: 'testing',
  },
  outbox: {
    method: 'GET',
    path: '/api/admin/outbox',
    access: 'admin',
    tag: 'testing',
  },
} as const satisfies Record<string, Route>;

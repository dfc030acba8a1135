import type { Route } from '../endpoint/route';

/** The settings endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const settingsRoutes = {
  listSettings: {
    method: 'GET',
    path: '/api/settings',
    access: 'admin',
    tag: 'settings',
  },
  updateSetting: {
    method: 'PUT',
    path: '/api/settings/:key',
    access: 'admin',
    tag: 'settings',
    invalidates: ['listSettings'],
  },
} as const satisfies Record<string, Route>;

import type { Route } from '../endpoint/route';

/** The health endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const healthRoutes = {
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'session',
  },
  healthLive: {
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    tag: 'session',
  },
  healthReady: {
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    tag: 'session',
  },
  ready: {
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    tag: 'session',
  },
} as const satisfies Record<string, Route>;

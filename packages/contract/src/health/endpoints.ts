import { z } from 'zod';
import { defineEndpoints } from '../endpoint/define';
import { healthLive, healthReady } from './health';
import { healthRoutes } from './routes';

/** The health endpoints' schemas, summaries and error answers, under the names of `healthRoutes`. */
export const healthEndpoints = defineEndpoints(healthRoutes, {
  health: {
    summary: 'Whether the server is up',
    response: z.object({ status: z.literal('ok') }),
  },
  healthLive: {
    summary: 'Liveness: the process answers (no database call)',
    response: healthLive,
  },
  healthReady: {
    summary: 'Readiness, as `/api/ready` (kept for existing probes)',
    response: healthReady,
  },
  ready: {
    summary:
      'Readiness: 200 once this instance has migrated and connected and while its database answers; 503 before and during an outage, and while it shuts down',
    response: healthReady,
  },
});

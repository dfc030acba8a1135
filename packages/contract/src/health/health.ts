import { z } from 'zod';

/** `GET /api/health/live`, and `GET /api/ready` (and its older name `/api/health/ready`). */
export const healthLive = z.object({ status: z.literal('ok') });
export const healthReady = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});
export type HealthReady = z.infer<typeof healthReady>;

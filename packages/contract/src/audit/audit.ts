import { z } from 'zod';
import { safeString } from '../text';

export const AUDIT_MAX_LIMIT = 200;

const limitMessage = `limit must be a whole number from 1 to ${AUDIT_MAX_LIMIT}`;
const offsetMessage = 'offset must be a whole number of 0 or more';
const dateMessage = 'Dates must be ISO 8601, e.g. 2026-03-02 or 2026-03-02T09:00:00Z';

const isoDate = safeString({ error: dateMessage })
  .trim()
  .max(40, { message: dateMessage })
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: dateMessage });

/** `GET /api/admin/audit`: filters (all optional, combined with AND) and a page. */
export const auditQuery = z.object({
  actorId: z.coerce
    .number({ error: 'actorId must be a positive whole number' })
    .int({ message: 'actorId must be a positive whole number' })
    .positive({ message: 'actorId must be a positive whole number' })
    .max(2_147_483_647, { message: 'actorId must be a positive whole number' })
    .optional(),
  /** An action, or an action's prefix ending with a dot (`auth.`). */
  action: safeString().trim().max(100).optional(),
  targetType: safeString().trim().max(100).optional(),
  targetId: safeString().trim().max(254).optional(),
  /** From this instant (inclusive). */
  from: isoDate.optional(),
  /** Up to this instant (exclusive); a bare date means the end of that day. */
  to: isoDate.optional(),
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ message: limitMessage })
    .min(1, { message: limitMessage })
    .max(AUDIT_MAX_LIMIT, { message: limitMessage })
    .default(50),
  offset: z.coerce
    .number({ error: offsetMessage })
    .int({ message: offsetMessage })
    .min(0, { message: offsetMessage })
    .max(1_000_000, { message: offsetMessage })
    .default(0),
});
export type AuditQuery = z.input<typeof auditQuery>;

/** One row of the audit trail, as admins read it. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actorId: z.number().int().nullable(),
  actorRole: z.string().nullable(),
  /** The actor's name and email, when the actor is a user who still exists. */
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  items: z.array(auditEntry),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
});
export type AuditPage = z.infer<typeof auditPage>;

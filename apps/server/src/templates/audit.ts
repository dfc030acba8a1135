import { type AuditEntry, recordAudit } from '../audit';
import type { Db } from '../db/client';

/** Who made a template change, as `auditActor(request)` gives it. */
export type Actor = Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>;

/** One audit row for a template change: who, which template, the old and the new value. */
export function recordTemplateChange(
  tx: Db,
  change: {
    action: string;
    actor: Actor;
    targetType: string;
    targetId: string | number;
    old: unknown;
    new: unknown;
  },
  now: Date,
): Promise<void> {
  return recordAudit(
    tx,
    {
      ...change.actor,
      action: change.action,
      targetType: change.targetType,
      targetId: change.targetId,
      details: { old: change.old, new: change.new },
    },
    now,
  );
}

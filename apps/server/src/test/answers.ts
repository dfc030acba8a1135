import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** The answer is the status with the contract's message (and names the field, when given). */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  message: string,
  field?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
  if (field) expect(response.json().field).toBe(field);
}

/** The newest audit row of an action, if any. */
export async function lastAudit(db: Db, action: string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

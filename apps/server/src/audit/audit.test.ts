import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { createTestDatabase, TEST_EPOCH, type TestDatabase, testDriver } from '../test/helpers';
import { auditChainBreaks, recordAudit, withoutSecrets } from './index';

let database: TestDatabase;
const at = (seconds: number) => new Date(TEST_EPOCH.getTime() + seconds * 1000);

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

const rows = () => database.db.select().from(auditLog).orderBy(auditLog.id);

describe('the audit trail', () => {
  it('records who, what, when, the target, the address and the details, chained by hash', async () => {
    await recordAudit(
      database.db,
      {
        action: 'auth.sign_in',
        actorId: 3,
        actorRole: 'admin',
        ip: '203.0.113.9',
        details: { method: 'password' },
      },
      at(1),
    );
    await recordAudit(
      database.db,
      {
        action: 'legal_document.update',
        actorId: 3,
        actorRole: 'admin',
        targetType: 'legal_document',
        targetId: 12,
        details: { before: { title: 'Old' }, after: { title: 'New' } },
      },
      at(2),
    );
    const [first, second] = await rows();
    expect(first).toMatchObject({
      id: 1,
      action: 'auth.sign_in',
      actorId: 3,
      ip: '203.0.113.9',
      prevHash: null,
    });
    expect(second).toMatchObject({
      id: 2,
      targetType: 'legal_document',
      targetId: '12',
      prevHash: first?.hash,
    });
    expect(first?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await auditChainBreaks(database.db)).toEqual([]);
  });

  it('never stores a field named like a secret', async () => {
    await recordAudit(
      database.db,
      {
        action: 'auth.password_change',
        actorId: 3,
        details: { currentPassword: 'hunter2', nested: { otp: '123456', apiKey: 'k', kept: 'yes' } },
      },
      at(3),
    );
    const last = (await rows()).at(-1);
    expect(JSON.stringify(last?.details)).not.toMatch(/hunter2|123456/);
    expect(last?.details).toEqual({
      currentPassword: '[redacted]',
      nested: { otp: '[redacted]', apiKey: '[redacted]', kept: 'yes' },
    });
    expect(withoutSecrets({ sessionToken: 't', name: 'n' })).toEqual({
      sessionToken: '[redacted]',
      name: 'n',
    });
  });

  it('refuses UPDATE, DELETE and TRUNCATE to the application', async () => {
    const { db } = database;
    const refused = async (work: Promise<unknown>) => {
      const error = await work.then(
        () => null,
        (caught: unknown) => caught as Error & { cause?: Error },
      );
      // drizzle wraps the database's error; the words are PostgreSQL's, raised by the trigger.
      return `${error?.message ?? ''} ${error?.cause?.message ?? ''}`;
    };
    expect(await refused(db.update(auditLog).set({ action: 'nothing.happened' }))).toMatch(
      /append-only: UPDATE/,
    );
    expect(await refused(db.delete(auditLog))).toMatch(/append-only: DELETE/);
    expect(await refused(db.execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE/);
    expect(await rows()).toHaveLength(3);
  });

  it('chains inserts that race from several connections, one after another', async () => {
    // On PostgreSQL, a second pool on the same database races the first; on PGlite, promises interleave.
    const pools = [database.db, testDriver === 'postgres' ? await openSecondPool() : database.db];
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        recordAudit(
          pools[index % 2] as typeof database.db,
          { action: 'record.read', targetId: index },
          at(10 + index),
        ),
      ),
    );
    expect(await rows()).toHaveLength(23);
    expect(await auditChainBreaks(database.db)).toEqual([]);
  });

  it('shows where a row was removed or changed behind the triggers’ back', async () => {
    const { db } = database;
    // Only a change of schema can do this (the table's owner disabling the trigger); the chain still tells.
    await db.execute(sql`alter table audit_log disable trigger audit_log_no_update_or_delete`);
    try {
      await db.execute(sql`delete from audit_log where id = 5`);
      await db.execute(sql`update audit_log set details = '{"forged":true}' where id = 8`);
    } finally {
      await db.execute(sql`alter table audit_log enable trigger audit_log_no_update_or_delete`);
    }
    expect(await auditChainBreaks(db)).toEqual([6, 8]);
  });
});

/** A second connection pool to the test database (PostgreSQL only). */
async function openSecondPool() {
  const { openDatabase } = await import('../db/client');
  const url = database.url;
  if (!url) throw new Error('a second pool needs PostgreSQL');
  const opened = await openDatabase({ kind: 'postgres', url });
  afterAll(() => opened.close());
  return opened.db;
}

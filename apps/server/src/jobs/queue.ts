import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db, JobSql, SqlExecutor } from '../db/client';

export type JobQueue = PgBoss;

export interface JobQueueOptions {
  /** Whether this process runs maintenance and the cron clock (every process may; pg-boss locks them). */
  supervise?: boolean;
  /** How often workers look for due jobs. */
  pollingIntervalSeconds?: number;
  /** Worker and maintenance failures (pg-boss emits them; a job that throws is retried by pg-boss). */
  onError?: (error: Error) => void;
  /** Creates the queues and schedules, right after pg-boss's own schema, under the same start-up lock. */
  setUp?: (boss: JobQueue) => Promise<void>;
}

/**
 * pg-boss 10.4 (the last major for Node 20) on the application's own database: its tables live in the `pgboss`
 * schema, created and migrated by `start()`. It talks through `jobSql`, so on the embedded PGlite it shares the
 * single connection (no LISTEN/NOTIFY is needed: pg-boss polls) and on PostgreSQL the app's pool. Jobs survive a
 * restart because they are rows; several instances share them with `FOR UPDATE SKIP LOCKED`.
 *
 * Instances started together create pg-boss's schema and the queues one after the other, under the database's
 * start-up lock: pg-boss 10's `create_queue` deadlocks when two processes create queues at once, and the loser
 * would crash at start.
 */
export async function startJobQueue(sql: JobSql, options: JobQueueOptions = {}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => sql.executeSql(text, values) },
    supervise: options.supervise ?? true,
    schedule: options.supervise ?? true,
    migrate: true,
  });
  // pg-boss emits worker and maintenance errors; without a listener an EventEmitter 'error' would throw.
  boss.on('error', (error) => options.onError?.(error));
  await sql.exclusive(async () => {
    await boss.start();
    await options.setUp?.(boss);
  });
  return boss;
}

/**
 * pg-boss's SQL through a drizzle transaction, so a job is queued in the same transaction as the row it is about
 * (`send(name, data, { db: transactionSql(tx) })`): both commit, or neither. pg-boss numbers its parameters `$n`;
 * each becomes a drizzle parameter.
 */
export function transactionSql(tx: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks = text
        .split(/\$(\d+)\b/)
        .map((part, index) => (index % 2 === 1 ? sql.param(values[Number(part) - 1]) : sql.raw(part)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}

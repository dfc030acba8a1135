import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../seed/prepare';
import { TEST_EPOCH } from '../test/helpers';
import { type Database, openDatabase } from './client';
import { users } from './schema';

const adminUrl = process.env.TEST_DATABASE_URL;
const dropped: Array<() => Promise<void>> = [];

/** An empty PostgreSQL database of its own, as a new clinic network's first deploy finds it. */
async function emptyDatabaseUrl(server: string): Promise<string> {
  const name = `telehealth_startup_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  dropped.push(async () => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  for (const drop of dropped) await drop();
});

describe.skipIf(!adminUrl)('instances started together on one empty PostgreSQL database', () => {
  it('migrate and seed one after the other: every instance starts, and the demo data is there once', async () => {
    const url = await emptyDatabaseUrl(adminUrl as string);
    const instances: Database[] = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url })),
    );
    try {
      const results = await Promise.all(
        instances.map((database) => prepareDatabase(database, { seedDemo: true }, TEST_EPOCH)),
      );
      expect(results.filter((result) => result === 'seeded')).toHaveLength(1);
      expect(results.filter((result) => result === 'skipped-not-empty')).toHaveLength(2);
      const [row] = await (instances[0] as Database).db.select({ n: count() }).from(users);
      expect(row?.n).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  });

  it('holds the start-up lock on the direct connection when one is given (PgBouncer stays out of it)', async () => {
    const url = await emptyDatabaseUrl(adminUrl as string);
    const direct = new URL(url);
    direct.searchParams.set('application_name', 'telehealth-direct');
    const database = await openDatabase({ kind: 'postgres', url, directUrl: direct.toString() });
    try {
      const holders = await database.exclusive(async () => {
        const result = (await database.db.execute(
          sql`select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where l.locktype = 'advisory' and l.granted and l.database = (select oid from pg_database where datname = current_database())`,
        )) as unknown as { rows: { application_name: string }[] };
        return result.rows.map((row) => row.application_name);
      });
      expect(holders).toEqual(['telehealth-direct']);
    } finally {
      await database.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../seed/prepare';
import { type DatabaseSnapshots, TEST_EPOCH, testDriver } from './helpers';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots;
  }
}

/**
 * Migrates and seeds once per run, then every test file starts from a copy (`createTestDatabase`): migrating and
 * seeding in each file cost several seconds of CPU per file. On PGlite the copies load a dump of the data folder;
 * on PostgreSQL they are `CREATE DATABASE … TEMPLATE` of a template database made here and dropped at the end.
 */
export default async function setup(project: TestProject) {
  const stamp = `${process.pid}_${randomBytes(3).toString('hex')}`;
  if (testDriver === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
    const names = { seeded: `telehealth_tpl_${stamp}_seeded`, empty: `telehealth_tpl_${stamp}_empty` };
    const urlOf = (name: string) => {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const prefix = `telehealth_test_${stamp}`;
    /** Drops the templates, and any database of this run a test file left behind (saying which). */
    const dropTemplates = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        for (const name of Object.values(names))
          await client.query(`drop database if exists "${name}" with (force)`);
        const { rows } = await client.query<{ datname: string }>(
          'select datname from pg_database where starts_with(datname, $1)',
          [`${prefix}_`],
        );
        if (rows.length > 0)
          console.warn(
            `A test file did not dispose its database: ${rows.map((row) => row.datname).join(', ')} (dropped)`,
          );
        for (const { datname } of rows)
          await client.query(`drop database if exists "${datname}" with (force)`);
      } finally {
        await client.end();
      }
    };
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      // The seeded template starts as a copy of the empty one: one migration for both.
      await admin.query(`create database "${names.empty}"`);
      const empty = await openDatabase({ kind: 'postgres', url: urlOf(names.empty) });
      await prepareDatabase(empty, { seedDemo: false }, TEST_EPOCH);
      await empty.close();
      await admin.query(`create database "${names.seeded}" template "${names.empty}"`);
      const seeded = await openDatabase({ kind: 'postgres', url: urlOf(names.seeded) });
      await prepareDatabase(seeded, { seedDemo: true }, TEST_EPOCH);
      await seeded.close();
    } catch (error) {
      // A run that fails here leaves no template behind on the shared server.
      await admin.end();
      await dropTemplates();
      throw error;
    }
    await admin.end();
    project.provide('databaseSnapshots', { kind: 'postgres', ...names, prefix });
    return dropTemplates;
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'telehealth-test-snapshots-'));
  const files = { seeded: path.join(dir, 'seeded.tar'), empty: path.join(dir, 'empty.tar') };
  // One database, dumped once migrated and again once seeded: starting PGlite is most of a database's cost.
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const removeDumps = () => rm(dir, { recursive: true, force: true });
  try {
    for (const [kind, file] of [
      ['empty', files.empty],
      ['seeded', files.seeded],
    ] as const) {
      await prepareDatabase(database, { seedDemo: kind === 'seeded' }, TEST_EPOCH);
      const dump = await database.dumpDataDir?.();
      if (!dump) throw new Error('PGlite could not dump its data folder');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    }
  } catch (error) {
    await removeDumps();
    throw error;
  } finally {
    await database.close();
  }
  project.provide('databaseSnapshots', { kind: 'pglite', ...files });
  return removeDumps;
}

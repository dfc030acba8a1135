import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
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
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const urlOf = (name: string) => {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    };
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
    } finally {
      await admin.end();
    }
    project.provide('databaseSnapshots', { kind: 'postgres', ...names });
    return async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      for (const name of Object.values(names))
        await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'telehealth-test-snapshots-'));
  const files = { seeded: path.join(dir, 'seeded.tar'), empty: path.join(dir, 'empty.tar') };
  // One database, dumped once migrated and again once seeded: starting PGlite is most of a database's cost.
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
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
  } finally {
    await database.close();
  }
  project.provide('databaseSnapshots', { kind: 'pglite', ...files });
  return () => rm(dir, { recursive: true, force: true });
}

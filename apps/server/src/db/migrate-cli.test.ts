import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../paths';
import { testDriver } from '../test/helpers';

/** `npm run db:migrate` as a deployment runs it before its instances: the CLI from source, on a folder of its own. */
function migrate(dataDir: string): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/db/migrate-cli.ts'], {
    cwd: serverRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', SEED_DEMO: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out })));
}

// The CLI opens the database as the server does; PGlite keeps this to one folder (the PostgreSQL run skips it).
describe.skipIf(testDriver === 'postgres')('the migrate command', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telehealth-migrate-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates and seeds an empty database, and a second run finds nothing to do', {
    timeout: 120_000,
  }, async () => {
    const first = await migrate(dataDir);
    expect(first).toEqual({ code: 0, out: 'migrate: the database is up to date (demo data: seeded)\n' });
    const second = await migrate(dataDir);
    expect(second).toEqual({
      code: 0,
      out: 'migrate: the database is up to date (demo data: skipped-not-empty)\n',
    });
  });
});

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the test script, without types
import { pgliteFiles } from '../../scripts/pglite-files.mjs';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** Patterns of a test that runs on PGlite alone, or of code that opens PGlite itself. */
const pgliteOnly = [
  /skipIf\(\s*testDriver === 'postgres'/,
  /runIf\(\s*testDriver === 'pglite'/,
  /skipIf\(\s*testDriver !== 'pglite'/,
  /kind: 'pglite'/,
];

async function testFiles(): Promise<string[]> {
  const entries = await readdir(path.join(serverDir, 'src'), { recursive: true });
  return entries
    .filter((entry) => entry.endsWith('.test.ts'))
    .map((entry) => path.posix.join('src', entry.split(path.sep).join('/')));
}

describe('the files that run on PGlite beside the PostgreSQL run', () => {
  it('include every file with a test that runs on PGlite only', async () => {
    const listed = (file: string) => (pgliteFiles as string[]).some((entry) => file.startsWith(entry));
    const missing: string[] = [];
    for (const file of await testFiles()) {
      const text = await readFile(path.join(serverDir, file), 'utf8');
      if (pgliteOnly.some((pattern) => pattern.test(text)) && !listed(file)) missing.push(file);
    }
    expect(missing).toEqual([]);
  });

  it('name only files and folders that exist', async () => {
    const files = await testFiles();
    const stale = (pgliteFiles as string[]).filter((entry) => !files.some((file) => file.startsWith(entry)));
    expect(stale).toEqual([]);
  });
});

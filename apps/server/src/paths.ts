import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders found by walking up from this file, so the same code works from `src/` (tsx, vitest)
 * and from the single bundled `dist/main.js`.
 */
function findUp(start: string, test: (dir: string) => boolean): string | null {
  let dir = start;
  for (;;) {
    if (test(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function readPackageJson(dir: string): Record<string, unknown> | null {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/server */
export const serverRoot: string =
  findUp(here, (dir) => readPackageJson(dir)?.name === '@telehealth/server') ?? path.resolve(here, '..');

/** The monorepo root (the package.json with workspaces), or null when deployed without it. */
export const repoRoot: string | null = findUp(serverRoot, (dir) =>
  Array.isArray(readPackageJson(dir)?.workspaces),
);

export const migrationsFolder: string = path.join(serverRoot, 'drizzle');

/** Bundled data files (the Australian localities, the common passwords), shipped beside dist/ and drizzle/. */
export const assetsFolder: string = path.join(serverRoot, 'assets');

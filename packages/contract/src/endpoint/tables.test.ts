import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints, type RouteName, routes } from '../index';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const domains = readdirSync(src).filter(
  (name) => statSync(join(src, name)).isDirectory() && readdirSync(join(src, name)).includes('routes.ts'),
);

/** The relative modules a source file imports at run time (type-only imports and exports are left out). */
function runtimeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map(
    (match) => match[1] as string,
  );
}

/** Every module `file` reaches at run time, and the packages they import. */
function reach(file: string, seen = new Set<string>()): Set<string> {
  for (const specifier of runtimeImports(file)) {
    const target = specifier.startsWith('.') ? join(dirname(file), `${specifier}.ts`) : specifier;
    if (seen.has(target)) continue;
    seen.add(target);
    if (specifier.startsWith('.')) reach(target, seen);
  }
  return seen;
}

describe('the domains', () => {
  it('each define their routes and endpoints, and the tables compose all of them', () => {
    expect(domains.length).toBeGreaterThan(20);
    const composedRoutes = readFileSync(join(src, 'routes.ts'), 'utf8');
    const composedEndpoints = readFileSync(join(src, 'endpoints.ts'), 'utf8');
    const index = readFileSync(join(src, 'index.ts'), 'utf8');
    for (const domain of domains) {
      expect(composedRoutes, domain).toContain(`from './${domain}/routes'`);
      expect(composedEndpoints, domain).toContain(`from './${domain}/endpoints'`);
      expect(index, domain).toContain(`export * from './${domain}/index'`);
    }
  });

  it('never give two endpoints one name (a later domain would hide an earlier one in the tables)', async () => {
    let count = 0;
    for (const domain of domains) {
      const module = (await import(`../${domain}/routes.ts`)) as Record<string, unknown>;
      const [table] = Object.entries(module).filter(([name]) => name.endsWith('Routes'));
      count += Object.keys(table?.[1] as object).length;
    }
    expect(Object.keys(routes)).toHaveLength(count);
    expect(Object.keys(endpoints).sort()).toEqual((Object.keys(routes) as RouteName[]).sort());
  });

  it('keep the routes free of zod and of the summaries, so the first page downloads neither', () => {
    const reached = [...reach(join(src, 'routes.ts'))];
    expect(reached.filter((module) => !module.startsWith('/'))).toEqual([]);
    const modules = reached.map((module) => relative(src, module));
    expect(modules.filter((module) => module.endsWith('/endpoints.ts'))).toEqual([]);
    for (const module of modules)
      expect(readFileSync(join(src, module), 'utf8'), module).not.toMatch(/from 'zod'/);
  });

  it('can tell a module that reaches zod', () => {
    expect([...reach(join(src, 'endpoints.ts'))]).toContain('zod');
  });
});

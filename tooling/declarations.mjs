#!/usr/bin/env node
// A publishable package's type declarations, after tsup has built its JavaScript: TypeScript 7, the native compiler,
// emits a .d.ts beside each source file that an entry reaches (dist/ mirrors src/), in less than half the time tsup's
// declaration bundle took with TypeScript 6 (the five packages: 41 s before, 17 s after, one after the other).
// The entries are the package's own `exports` (each `source` and the `types` it promises): an entry whose emitted
// file is not where `types` says gets a one-line file there that re-exports it.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTsc } from './tsc-native.mjs';

const packageDir = process.cwd();

const { exports: entries = {} } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const typed = Object.values(entries).filter(
  (entry) => typeof entry === 'object' && entry.types?.endsWith('.d.ts') && entry.source,
);
if (typed.length === 0) {
  console.error(`${packageDir}: no export names both its "types" and its "source"`);
  process.exit(1);
}

const src = path.join(packageDir, 'src');
const dist = path.join(packageDir, 'dist');
/** Where TypeScript writes the declarations of a source file: its path below src/, below dist/. */
const emittedFor = (source) =>
  path.join(dist, path.relative(src, path.resolve(packageDir, source))).replace(/\.tsx?$/, '.d.ts');

// The package's own compiler options, its entries as the only roots: tests, stories and tools stay out.
const configDir = mkdtempSync(path.join(tmpdir(), 'declarations-'));
const config = path.join(configDir, 'tsconfig.json');
writeFileSync(
  config,
  JSON.stringify({
    extends: path.join(packageDir, 'tsconfig.json'),
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: src,
      outDir: dist,
    },
    files: typed.map((entry) => path.resolve(packageDir, entry.source)),
    // Ambient declarations in src/ (for untyped dependencies) are read as the package's own tsconfig reads them.
    include: [path.join(src, '**/*.d.ts')],
  }),
);
const result = runTsc(['-p', config], { stdio: 'inherit', cwd: packageDir });
rmSync(configDir, { recursive: true, force: true });
if (result.status !== 0) process.exit(result.status ?? 1);

/**
 * A relative import in a declaration file as Node's own resolution reads it: with the file's extension, and a folder
 * by its index (`./Button` -> `./Button/index.js`), so that a consumer compiling with `moduleResolution: node16` or
 * `nodenext` finds every file, as one compiling for a bundler does.
 */
function withExtension(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  // A vanilla-extract file (`./Button.css`, from Button.css.ts) has declarations like any other module.
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  if (specifier.endsWith('.js')) return specifier;
  throw new Error(`${fromFile}: cannot find the declarations of '${specifier}'`);
}

for (const entry of typed) {
  const promised = path.resolve(packageDir, entry.types);
  const emitted = emittedFor(entry.source);
  if (promised === emitted) continue;
  const target = `./${path
    .relative(path.dirname(promised), emitted)
    .replace(/\.d\.ts$/, '')
    .split(path.sep)
    .join('/')}`;
  writeFileSync(promised, `export * from '${target}';\n`);
}

for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.d.ts')) continue;
  const full = path.join(dist, file);
  const text = readFileSync(full, 'utf8');
  const rewritten = text.replace(
    /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g,
    (_, before, quote, specifier) => `${before}${quote}${withExtension(full, specifier)}${quote}`,
  );
  if (rewritten !== text) writeFileSync(full, rewritten);
}

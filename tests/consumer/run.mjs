#!/usr/bin/env node
// Proves another team can use @telehealth/ui from its published tarball alone: packs the built package, installs
// the tarball into a throwaway app (no workspace link), builds the app with Vite and checks the output.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const uiDir = join(repo, 'packages/ui');
if (!existsSync(join(uiDir, 'dist/index.js'))) {
  console.error(
    'packages/ui/dist is missing: build the package first (npx turbo run build --filter=@telehealth/ui)',
  );
  process.exit(1);
}

// Inside the repository, so the tarball's dependencies (react, radix-ui...) resolve from the root node_modules,
// as an install would provide them, without reaching the registry during a test.
const workDir = mkdtempSync(join(repo, 'tests/.consumer-'));
const fail = (message) => {
  console.error(`consumer check failed: ${message}`);
  process.exitCode = 1;
};

try {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', workDir], { cwd: uiDir, encoding: 'utf8' }),
  )[0];
  const listed = packed.files.map((file) => file.path);
  for (const required of [
    'package.json',
    'README.md',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/index.css',
  ]) {
    if (!listed.includes(required)) fail(`the tarball lacks ${required}`);
  }
  if (listed.some((path) => path.startsWith('src/'))) fail('the tarball ships src/');

  const installed = join(workDir, 'node_modules/@telehealth/ui');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(workDir, packed.filename), '-C', installed, '--strip-components=1']);

  writeFileSync(
    join(workDir, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(workDir, 'main.tsx'),
    `import '@telehealth/ui/styles.css';
import { Button, Field, Input, ThemeProvider, Toaster, toast } from '@telehealth/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <Field label="Email"><Input type="email" /></Field>
    <Button onClick={() => toast({ title: 'Saved' })}>Save</Button>
    <Toaster />
  </ThemeProvider>,
);
`,
  );
  writeFileSync(
    join(workDir, 'vite.config.mjs'),
    `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react()], logLevel: 'warn' });
`,
  );
  execFileSync(join(repo, 'node_modules/.bin/vite'), ['build', '--outDir', 'out'], {
    cwd: workDir,
    stdio: 'inherit',
  });

  const assets = readdirSync(join(workDir, 'out/assets'));
  const js = assets
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(workDir, 'out/assets', name), 'utf8'));
  const css = assets.filter((name) => name.endsWith('.css'));
  if (css.length === 0) fail('the app build has no stylesheet: styles.css did not resolve');
  if (!js.some((code) => code.includes('Save'))) fail('the app bundle does not contain the rendered Button');
  const resolvedFrom = readFileSync(join(installed, 'package.json'), 'utf8');
  if (!resolvedFrom.includes('"@telehealth/ui"')) fail('the installed package is not @telehealth/ui');
  if (!process.exitCode)
    console.log(
      `consumer check passed: ${packed.filename} (${packed.files.length} files, ${packed.size} bytes) builds in a plain Vite app`,
    );
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

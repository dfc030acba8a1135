#!/usr/bin/env node
// Proves another team can use @telehealth/contract, ui and forms from their published tarballs alone: packs the
// three built packages, checks what each tarball holds and declares, installs them into a throwaway app (no
// workspace link), builds the app with Vite, then renders a form from the built output in Chromium and checks
// that submitting it empty shows the contract's validation messages, word for word.
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
import { chromium } from '@playwright/test';
import { runTsc } from '../../tooling/tsc-native.mjs';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { serveFolder } from '../scripts/static-server.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/** The packages a consumer installs, with the files each tarball must hold. */
const packages = {
  contract: ['dist/index.js', 'dist/index.d.ts'],
  ui: [
    'dist/index.js',
    'dist/index.d.ts',
    'dist/index.css',
    // The entries of their own (package.json `exports`), each with its stylesheet.
    'dist/calendar.js',
    'dist/calendar.d.ts',
    'dist/calendar.css',
    'dist/signature-pad.js',
    'dist/signature-pad.d.ts',
    'dist/signature-pad.css',
  ],
  forms: ['dist/index.js', 'dist/index.d.ts'],
};
/** The sign-in form's words for an empty form, as the contract's loginInput says them. */
const expectedMessages = { Email: 'Valid email is required', Password: 'Password is required' };

const missing = Object.keys(packages).filter(
  (name) => !existsSync(join(repo, `packages/${name}/dist/index.js`)),
);
if (missing.length > 0) {
  console.error(
    `packages/{${missing.join(',')}}/dist is missing: build them first (npx turbo run build --filter=@telehealth/forms)`,
  );
  process.exit(1);
}

// Inside the repository, so the tarballs' own dependencies (react, radix-ui, zod...) resolve from the root
// node_modules as an install would provide them, without reaching the registry during a test. The three
// @telehealth packages resolve from the app's node_modules, where the tarballs are unpacked.
const workDir = mkdtempSync(join(repo, 'tests/.consumer-'));
const failures = [];
const fail = (message) => failures.push(message);

/** A bare import's package name: `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function checkTarball(name, packed, required) {
  const listed = packed.files.map((file) => file.path);
  for (const path of ['package.json', 'README.md', ...required]) {
    if (!listed.includes(path)) fail(`the ${name} tarball lacks ${path}`);
  }
  if (listed.some((path) => path.startsWith('src/'))) fail(`the ${name} tarball ships src/`);
}

/** Every package the built code imports must be declared, or an install outside this repository breaks. */
function checkDeclaredImports(name, dir, manifest) {
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const code = readdirSync(join(dir, 'dist'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, 'dist', file), 'utf8'))
    .join('\n');
  const imported = new Set(
    // A specifier holds no whitespace or comma: a message ending in the word 'from' ('to must be after from')
    // followed by another string is not an import.
    [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./\s,][^"'\s,]*)["']/g)].map((match) =>
      packageName(match[1]),
    ),
  );
  for (const dependency of imported) {
    if (!dependency.startsWith('node:') && !declared.has(dependency))
      fail(`@telehealth/${name} imports ${dependency} but does not declare it in dependencies or peers`);
  }
  for (const [dependency, range] of Object.entries({
    ...manifest.dependencies,
    ...manifest.peerDependencies,
  })) {
    if (/^(workspace|file|link):/.test(range))
      fail(`@telehealth/${name} declares ${dependency}@${range}, which no registry install can satisfy`);
  }
}

/** The installed @telehealth packages must satisfy each other's declared ranges (0.x: same minor). */
function checkInternalRanges(manifests) {
  for (const [name, manifest] of Object.entries(manifests)) {
    for (const [dependency, range] of Object.entries({
      ...manifest.dependencies,
      ...manifest.peerDependencies,
    })) {
      const target = manifests[dependency.replace('@telehealth/', '')];
      if (!dependency.startsWith('@telehealth/') || !target) continue;
      const wanted = range.replace(/^[\^~=]/, '');
      const [major, minor] = target.version.split('.');
      const compatible =
        range === target.version ||
        range === '*' ||
        (/^[\^~]/.test(range) && wanted.split('.').slice(0, 2).join('.') === `${major}.${minor}`);
      if (!compatible)
        fail(`@telehealth/${name} wants ${dependency}@${range}, but the packed version is ${target.version}`);
    }
  }
}

const appSource = `import '@telehealth/ui/styles.css';
import { SignInForm } from '@telehealth/forms';
import { Button, ThemeProvider, Toaster, toast } from '@telehealth/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [signedIn, setSignedIn] = useState<string | null>(null);
  return (
    <ThemeProvider>
      <main>
        <h1>Consumer</h1>
        <SignInForm onSubmit={(values) => setSignedIn(values.email)} />
        {signedIn ? <p role="status">Signed in as {signedIn}</p> : null}
        <Button onClick={() => toast({ title: 'Saved' })}>Save</Button>
        <Toaster />
      </main>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
`;

// Every entry of the three packages, named by a consumer's code: its declarations must resolve and type-check.
const declarationsSource = `import { authMessages } from '@telehealth/contract';
import { richTextPolicy } from '@telehealth/contract/sanitize';
import { SignInForm, type SignInFormProps } from '@telehealth/forms';
import { Button, type ButtonProps } from '@telehealth/ui';
import { Calendar } from '@telehealth/ui/calendar';
import { LineChart } from '@telehealth/ui/charts';
import { RichTextEditor } from '@telehealth/ui/rich-text-editor';
import { SignaturePad } from '@telehealth/ui/signature-pad';
import * as tokens from '@telehealth/ui/tokens';

export const used: unknown[] = [authMessages, richTextPolicy, SignInForm, Button, Calendar, LineChart, RichTextEditor, SignaturePad, tokens];
export type Used = [SignInFormProps['onSubmit'], ButtonProps['variant']];
`;

/**
 * The packages' declarations (dist/*.d.ts, one per source file) as a consumer's compiler reads them, every
 * declaration file checked (skipLibCheck off): for a bundler, and with Node's own resolution (nodenext), which needs
 * every relative import in them to name its file.
 */
function checkDeclarations() {
  // The app (it imports a stylesheet, which Vite's client types declare) for a bundler; the entries for both.
  for (const [module, moduleResolution, files, types] of [
    ['esnext', 'bundler', ['main.tsx', 'declarations.ts'], ['vite/client']],
    ['nodenext', 'nodenext', ['declarations.ts'], []],
  ]) {
    writeFileSync(
      join(workDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module,
          moduleResolution,
          target: 'es2022',
          lib: ['es2023', 'dom', 'dom.iterable'],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types,
        },
        files,
      }),
    );
    const checked = runTsc(['-p', workDir], { cwd: workDir, encoding: 'utf8' });
    if (checked.status !== 0)
      fail(
        `the declarations do not type-check with moduleResolution ${moduleResolution}:\n${checked.stdout}`,
      );
  }
}

// Fails the build when a module comes from the workspace (packages/...) rather than the unpacked tarballs.
const viteConfig = `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const workspace = ${JSON.stringify(join(repo, 'packages/'))};
export default defineConfig({
  logLevel: 'warn',
  plugins: [
    react(),
    {
      name: 'no-workspace-links',
      buildEnd() {
        const linked = [...this.getModuleIds()].filter((id) => id.startsWith(workspace));
        if (linked.length > 0) this.error('resolved from the workspace, not the tarballs: ' + linked.join(', '));
      },
    },
  ],
});
`;

async function renderInChromium(outDir) {
  const server = await serveFolder(outDir, 0);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const address = server.address();
    await page.goto(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.waitFor({ timeout: 15_000 });
    await form.getByRole('button', { name: 'Sign in' }).click();
    for (const [label, message] of Object.entries(expectedMessages)) {
      const field = form.getByLabel(label, { exact: true });
      try {
        await page.getByText(message, { exact: true }).waitFor({ timeout: 5_000 });
      } catch {
        fail(`submitting the empty form did not show "${message}"`);
        continue;
      }
      if ((await field.getAttribute('aria-invalid')) !== 'true') fail(`${label} is not marked aria-invalid`);
      const description = await field.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      if (!description.includes(message)) fail(`${label} is not described by "${message}"`);
    }
    // The stylesheet of ui's tarball reached the page: the primary button is not the browser's default grey.
    const buttonBackground = await form
      .getByRole('button', { name: 'Sign in' })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    if (['rgba(0, 0, 0, 0)', 'rgb(239, 239, 239)', 'rgb(240, 240, 240)'].includes(buttonBackground))
      fail(`the Sign in button is unstyled (${buttonBackground}): styles.css did not apply`);
    // And valid values reach onSubmit, trimmed and lower-cased by the contract.
    await form.getByLabel('Email', { exact: true }).fill(' Patient@Example.com ');
    await form.getByLabel('Password', { exact: true }).fill('Telehealth#2026');
    await form.getByRole('button', { name: 'Sign in' }).click();
    try {
      await page.getByText('Signed in as patient@example.com', { exact: true }).waitFor({ timeout: 5_000 });
    } catch {
      fail('valid values did not reach onSubmit as the contract parses them');
    }
    for (const error of errors) fail(`the page threw: ${error}`);
  } finally {
    await browser.close();
    server.close();
  }
}

try {
  const manifests = {};
  const summary = [];
  for (const [name, required] of Object.entries(packages)) {
    const dir = join(repo, 'packages', name);
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', workDir], { cwd: dir, encoding: 'utf8' }),
    )[0];
    checkTarball(name, packed, required);
    const installed = join(workDir, 'node_modules/@telehealth', name);
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', join(workDir, packed.filename), '-C', installed, '--strip-components=1']);
    manifests[name] = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    checkDeclaredImports(name, installed, manifests[name]);
    summary.push(`${packed.filename} (${packed.files.length} files, ${packed.size} bytes)`);
  }
  checkInternalRanges(manifests);

  writeFileSync(
    join(workDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  );
  writeFileSync(join(workDir, 'main.tsx'), appSource);
  writeFileSync(join(workDir, 'declarations.ts'), declarationsSource);
  checkDeclarations();
  writeFileSync(join(workDir, 'vite.config.mjs'), viteConfig);
  execFileSync(join(repo, 'node_modules/.bin/vite'), ['build', '--outDir', 'out'], {
    cwd: workDir,
    stdio: 'inherit',
  });
  const assets = readdirSync(join(workDir, 'out/assets'));
  if (!assets.some((name) => name.endsWith('.css')))
    fail('the app build has no stylesheet: styles.css did not resolve');

  await renderInChromium(join(workDir, 'out'));

  if (failures.length > 0) {
    console.error(`consumer check failed:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `consumer check passed: ${summary.join(', ')} install, type-check (bundler and nodenext), build in a plain Vite app, and the sign-in form shows the contract's messages`,
    );
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

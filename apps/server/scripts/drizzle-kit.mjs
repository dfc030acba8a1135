// Runs drizzle-kit with drizzle-orm resolvable. npm hoists drizzle-kit to the root node_modules but keeps
// drizzle-orm in this workspace's node_modules, where the root copy of drizzle-kit cannot see it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const hooks = new URL('./drizzle-orm-resolve.mjs', import.meta.url).href;

const result = spawnSync(process.execPath, ['--import', hooks, bin, ...process.argv.slice(2)], {
  cwd: serverDir,
  stdio: 'inherit',
  // require() honours NODE_PATH; import() needs the resolve hook.
  env: { ...process.env, NODE_PATH: path.join(serverDir, 'node_modules') },
});
process.exit(result.status ?? 1);

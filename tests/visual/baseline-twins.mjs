#!/usr/bin/env node
// Which story baselines are byte-identical, and whether the baselines removed since a git revision each had a
// byte-identical twin that stayed: story pictures may go only as exact duplicates of a picture still checked.
//
//   node tests/visual/baseline-twins.mjs            groups of identical files in __screenshots__ today
//   node tests/visual/baseline-twins.mjs <rev>      also the files removed or changed since <rev>; exits 1 when a
//                                                   removed file has no identical file left
//
// Files are compared by their git blob id, which is a hash of the bytes alone, so the working tree and a revision
// compare directly.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('./__screenshots__', import.meta.url));
const repository = execFileSync('git', ['rev-parse', '--show-toplevel'], {
  cwd: folder,
  encoding: 'utf8',
}).trim();
const folderInRepository = relative(repository, folder);

/** @param {Buffer} bytes */
const blobId = (bytes) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

/** @returns {Map<string, string>} file name to blob id */
function workingTree() {
  const files = new Map();
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.png'))
    .sort()) {
    files.set(name, blobId(readFileSync(join(folder, name))));
  }
  return files;
}

/** @param {string} revision @returns {Map<string, string>} */
function atRevision(revision) {
  const listing = execFileSync('git', ['ls-tree', '-r', revision, '--', `${folderInRepository}/`], {
    cwd: repository,
    encoding: 'utf8',
  });
  const files = new Map();
  for (const line of listing.split('\n').filter(Boolean)) {
    const [meta, path] = line.split('\t');
    if (path.endsWith('.png')) files.set(path.slice(folderInRepository.length + 1), meta.split(' ')[2]);
  }
  return files;
}

/** @param {Map<string, string>} files @returns {Map<string, string[]>} blob id to the files holding it */
function byContent(files) {
  const groups = new Map();
  for (const [name, id] of files) groups.set(id, [...(groups.get(id) ?? []), name]);
  return groups;
}

/** @param {string} label @param {Map<string, string>} files */
function describe(label, files) {
  const groups = byContent(files);
  const twins = [...groups.values()].filter((names) => names.length > 1);
  console.log(
    `${label}: ${files.size} files, ${groups.size} distinct pictures; ` +
      `${twins.length} groups of identical files hold ${twins.flat().length} files`,
  );
  return twins;
}

const revision = process.argv[2];
const now = workingTree();

if (!revision) {
  for (const names of describe('__screenshots__', now)) console.log(`  ${names.join('  ')}`);
  process.exit(0);
}

const before = atRevision(revision);
describe(`at ${revision}`, before);
describe('now', now);
const keptContent = byContent(now);
let orphans = 0;
const removed = [...before.keys()].filter((name) => !now.has(name));
console.log(`\nremoved since ${revision}: ${removed.length}`);
for (const name of removed) {
  const twin = keptContent.get(before.get(name) ?? '')?.[0];
  if (!twin) orphans += 1;
  console.log(`  ${name}  ${twin ? `= ${twin}` : 'NO IDENTICAL FILE KEPT'}`);
}
const added = [...now.keys()].filter((name) => !before.has(name));
const changed = [...now.keys()].filter((name) => before.has(name) && before.get(name) !== now.get(name));
console.log(`added: ${added.length}${added.map((name) => `\n  ${name}`).join('')}`);
console.log(`changed: ${changed.length}${changed.map((name) => `\n  ${name}`).join('')}`);
if (orphans > 0) {
  console.error(`\n${orphans} removed pictures have no byte-identical file left`);
  process.exit(1);
}

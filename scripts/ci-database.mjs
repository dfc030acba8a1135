#!/usr/bin/env node
// Creates (or drops) a throwaway PostgreSQL database for a CI run; prints its URL on success.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { Client } = require('pg');

const admin = process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const [action, target] = process.argv.slice(2);

async function main() {
  const client = new Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    if (action === 'create') {
      const name = `telehealth_ci_${Date.now()}_${process.pid}`;
      await client.query(`CREATE DATABASE "${name}"`);
      const url = new URL(admin);
      url.pathname = `/${name}`;
      process.stdout.write(url.toString());
    } else if (action === 'drop' && target) {
      const name = new URL(target).pathname.slice(1);
      if (!/^telehealth_ci_\d+_\d+$/.test(name)) throw new Error(`Refusing to drop ${name}`);
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } else {
      throw new Error('usage: ci-database.mjs create | drop <url>');
    }
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(`ci-database: ${error.message}`);
  process.exit(1);
});

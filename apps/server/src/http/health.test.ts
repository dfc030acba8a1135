import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app';
import {
  createTestDatabase,
  login,
  SESSION_COOKIE,
  type TestDatabase,
  testConfig,
  testDriver,
} from '../test/helpers';
import { createTestServer } from '../test/server';
import { listen, socketUrl } from '../test/ws';
import { loggerOptions } from './log';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database?.dispose();
});

describe('health', () => {
  it('answers liveness without the database and readiness with it', async () => {
    const { app } = await createTestServer({ database });
    try {
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      for (const url of ['/api/ready', '/api/health/ready']) {
        const ready = await app.inject({ method: 'GET', url });
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
      }
      expect(live.headers['x-instance']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('names the instance in X-Instance on every answer and on a socket upgrade when INSTANCE_NAME is set', async () => {
    const { app } = await createTestServer({ database, config: { instanceName: 'app-2' } });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).headers['x-instance']).toBe('app-2');
      expect((await app.inject({ method: 'GET', url: '/api/no-such-thing' })).headers['x-instance']).toBe(
        'app-2',
      );
      const base = await listen(app);
      const { sid } = await login(app, 'patient@example.com');
      const me = (
        await app.inject({ method: 'GET', url: '/api/user', cookies: { [SESSION_COOKIE]: sid as string } })
      ).json();
      const ws = new WebSocket(socketUrl(base, me.id), { headers: { cookie: `${SESSION_COOKIE}=${sid}` } });
      const upgraded = await new Promise<string | string[] | undefined>((resolve, reject) => {
        ws.once('upgrade', (response) => resolve(response.headers['x-instance']));
        ws.once('error', reject);
      });
      ws.terminate();
      expect(upgraded).toBe('app-2');
    } finally {
      await app.close();
    }
  });
});

describe('production over plain HTTP', () => {
  async function startupLog(overrides: Parameters<typeof testConfig>[0]): Promise<string> {
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig(overrides),
      db: database.db,
      logger: loggerOptions('info', { write: (line: string) => lines.push(line) }),
    });
    await app.close();
    return lines.join('\n');
  }

  it('warns at start that HSTS is off and the Secure session cookie needs https', async () => {
    expect(await startupLog({ nodeEnv: 'production', trustProxy: false, cookieSecure: false })).toContain(
      'HSTS is off and the Secure session cookie works only for browsers that reach the site over https',
    );
  });

  it('does not warn behind a trusted proxy, with COOKIE_SECURE, or outside production', async () => {
    for (const overrides of [
      { nodeEnv: 'production', trustProxy: true, cookieSecure: false },
      { nodeEnv: 'production', trustProxy: false, cookieSecure: true },
      { nodeEnv: 'development', trustProxy: false, cookieSecure: false },
    ]) {
      expect(await startupLog(overrides)).not.toContain('HSTS is off');
    }
  });
});

// Stops connections to a throwaway PostgreSQL database (ALLOW_CONNECTIONS false, then terminate its backends),
// then lets them back in: requests answer 503 with Retry-After meanwhile, and the server recovers by itself.
describe.skipIf(testDriver !== 'postgres')('a database outage on PostgreSQL', () => {
  it('answers 503 with Retry-After, then recovers', async () => {
    const throwaway = await createTestDatabase({ seed: true });
    const name = new URL(throwaway.url as string).pathname.slice(1);
    const { app } = await createTestServer({ database: throwaway });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toMatchObject({ errorType: 'unavailable' });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const signIn = await login(app, 'admin@example.com', undefined, '10.99.0.1');
      expect(signIn.response.statusCode).toBe(503);
      expect(signIn.response.headers['retry-after']).toBe('5');
      expect(signIn.response.json()).toMatchObject({ errorType: 'unavailable' });

      await admin.query(`alter database "${name}" allow_connections true`);
      let recovered = 0;
      for (let attempt = 0; attempt < 20 && recovered !== 200; attempt++) {
        recovered = (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode;
        if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(recovered).toBe(200);
      expect((await login(app, 'admin@example.com', undefined, '10.99.0.2')).response.statusCode).toBe(200);
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`).catch(() => {});
      await admin.end();
      await app.close();
      await throwaway.dispose();
    }
  }, 60_000);

  it('a transaction whose connection is terminated fails its caller, and the process does not crash', async () => {
    const throwaway = await createTestDatabase({ seed: false });
    const name = new URL(throwaway.url as string).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    // Vitest's own handler would fail the run on its own; this one makes the reason the assertion below.
    process.on('uncaughtException', onUncaught);
    try {
      const transaction = throwaway.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The client is checked out of the pool and idle in the transaction when its backend is terminated.
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        // The backends end a moment after the signal: wait until none is left.
        const remaining = async () =>
          (await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]))
            .rows[0]?.n;
        while ((await remaining()) !== 0) await new Promise((resolve) => setTimeout(resolve, 10));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uncaught).toEqual([]);
      // The pool dropped the broken client and serves the next query on a new connection.
      expect(await throwaway.db.execute(sql`select 1 as one`)).toBeTruthy();
    } finally {
      process.off('uncaughtException', onUncaught);
      await admin.end();
      await throwaway.dispose();
    }
  }, 60_000);
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusEvent, createPgBus, type EventBus } from '../bus';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { sessions, users } from '../db/schema';
import {
  createTestDatabase,
  login,
  SESSION_COOKIE,
  sessionCookieOf,
  type TestDatabase,
  testClock,
  testDriver,
} from '../test/helpers';
import { createTestServer } from '../test/server';
import { listen, openSocket, refusedUpgrade } from '../test/ws';
import { endSessions, hashToken, touchIntervalMs } from './sessions';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  ({ app } = await createTestServer({ database }));
}, 90_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

function getUser(target: FastifyInstance, sid: string | undefined) {
  return target.inject({
    method: 'GET',
    url: '/api/user',
    ...(sid ? { cookies: { [SESSION_COOKIE]: sid } } : {}),
  });
}

async function userIdOf(email: string): Promise<number> {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? 0;
}

/** What a password change and disabling an account do: end every session of the user. */
function endAllSessionsOf(target: FastifyInstance, userId: number) {
  return endSessions(target.ctx, { userId });
}

describe('the session check', () => {
  it('refuses a session ended by logout at once, although it was just looked up', async () => {
    const { sid } = await login(app, 'practitioner@example.com');
    expect((await getUser(app, sid)).statusCode).toBe(200);
    expect((await getUser(app, sid)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: sid as string },
    });
    expect((await getUser(app, sid)).statusCode).toBe(401);
  });

  it('refuses every session of a user at once after a password change or a disabled account', async () => {
    const first = (await login(app, 'writer@example.com', undefined, '10.9.0.1')).sid;
    const second = (await login(app, 'writer@example.com', undefined, '10.9.0.2')).sid;
    expect((await getUser(app, first)).statusCode).toBe(200);
    expect((await getUser(app, second)).statusCode).toBe(200);
    await endAllSessionsOf(app, await userIdOf('writer@example.com'));
    expect((await getUser(app, first)).statusCode).toBe(401);
    expect((await getUser(app, second)).statusCode).toBe(401);
  });

  it('refuses the session a new sign-in replaced, at once', async () => {
    const { sid: old } = await login(app, 'james.wilson@example.com', undefined, '10.9.0.3');
    expect((await getUser(app, old)).statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'james.wilson@example.com', password: 'Telehealth#2026' },
      cookies: { [SESSION_COOKIE]: old as string },
      remoteAddress: '10.9.0.3',
    });
    expect(again.statusCode).toBe(200);
    expect((await getUser(app, old)).statusCode).toBe(401);
  });

  it('answers a refused session by clearing the cookie and its hint', async () => {
    const { sid } = await login(app, 'oliver.smith@example.com', undefined, '10.9.0.4');
    await endAllSessionsOf(app, await userIdOf('oliver.smith@example.com'));
    const response = await app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { [SESSION_COOKIE]: sid as string, th_session: '1' },
    });
    expect(response.statusCode).toBe(401);
    const cleared = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
    expect(cleared).toEqual({ sid: '', th_session: '' });
  });

  it('gives the guards the user without the password hash', async () => {
    const { sid } = await login(app, 'charlotte.martin@example.com', undefined, '10.9.0.5');
    const response = await getUser(app, sid);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/password|argon2/i);
    expect(response.json()).toMatchObject({ email: 'charlotte.martin@example.com' });
  });
});

describe('the session cache and the bus', () => {
  it('trusts nothing it cached once the bus reconnects (a session-ended event may have been missed)', async () => {
    const { sid } = await login(app, 'oliver.smith@example.com');
    expect((await getUser(app, sid)).statusCode).toBe(200);
    // Ended behind the bus's back, as when its event is lost: the cache still answers for it...
    await database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(sid as string)));
    expect((await getUser(app, sid)).statusCode).toBe(200);
    // ... until the listener comes back and says events may have been lost.
    await app.ctx.bus.publish({ t: 'reconnected' });
    expect((await getUser(app, sid)).statusCode).toBe(401);
  });
});

describe('the idle limit', () => {
  it('writes lastSeenAt at least four times per idle period', () => {
    expect(touchIntervalMs({ idleMs: 60_000, absoluteMs: 3_600_000 })).toBe(15_000);
    expect(touchIntervalMs({ idleMs: 30 * 60_000, absoluteMs: 3_600_000 })).toBe(60_000);
  });

  it('never signs out a user who stays active with a 1-minute limit, and signs them out after 1 idle minute', async () => {
    const clock = testClock();
    const { app: timed } = await createTestServer({ database, clock, config: { sessionIdleMinutes: 1 } });
    try {
      const { sid } = await login(timed, 'patient@example.com', undefined, '10.9.1.1');
      // One request every 10 s for five minutes, then one 59 s after the last.
      for (let step = 0; step < 30; step++) {
        clock.advance(10_000);
        expect((await getUser(timed, sid)).statusCode).toBe(200);
      }
      clock.advance(59_000);
      expect((await getUser(timed, sid)).statusCode).toBe(200);
      clock.advance(60_000);
      expect((await getUser(timed, sid)).statusCode).toBe(401);
    } finally {
      await timed.close();
    }
  });

  it('measures idle time from the last request, however lastSeenAt was written', async () => {
    const clock = testClock();
    const { app: timed } = await createTestServer({ database, clock, config: { sessionIdleMinutes: 1 } });
    try {
      const { sid } = await login(timed, 'patient@example.com', undefined, '10.9.1.2');
      // 14 s after sign-in: no write (the interval is 15 s), yet the next minute counts from here.
      clock.advance(14_000);
      expect((await getUser(timed, sid)).statusCode).toBe(200);
      const [row] = await database.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(sid as string)));
      expect(row?.at.getTime()).toBe(clock.now().getTime() - 14_000);
      clock.advance(55_000);
      expect((await getUser(timed, sid)).statusCode).toBe(200);
    } finally {
      await timed.close();
    }
  });
});

/** Resolves when `bus` delivers a session-ended event for the user. */
function sessionEndedOn(bus: EventBus, userId: number): Promise<BusEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('no session-ended event within 5 s'));
    }, 5_000);
    const unsubscribe = bus.subscribe((event) => {
      if (event.t !== 'session-ended' || event.userId !== userId) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(event);
    });
  });
}

// Two server processes on one PostgreSQL database, each with its own pool, session cache and LISTEN connection.
describe.skipIf(testDriver !== 'postgres')('the session check on two servers', () => {
  let shared: TestDatabase;
  let secondPool: Database;
  let one: FastifyInstance;
  let two: FastifyInstance;

  beforeAll(async () => {
    shared = await createTestDatabase({ seed: true });
    const url = shared.url as string;
    secondPool = await openDatabase({ kind: 'postgres', url });
    ({ app: one } = await createTestServer({
      database: shared,
      bus: await createPgBus({ url, db: shared.db }),
    }));
    ({ app: two } = await createTestServer({
      database: secondPool,
      bus: await createPgBus({ url, db: secondPool.db }),
    }));
  }, 90_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await secondPool?.close();
    await shared?.dispose();
  });

  async function idOf(email: string): Promise<number> {
    const [row] = await shared.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id ?? 0;
  }

  it('refuses on the second server a session ended by logout on the first', async () => {
    const { sid } = await login(one, 'patient@example.com');
    expect((await getUser(two, sid)).statusCode).toBe(200);
    expect((await getUser(two, sid)).statusCode).toBe(200);
    const heard = sessionEndedOn(two.ctx.bus, await idOf('patient@example.com'));
    await one.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: sid as string },
    });
    await heard;
    expect((await getUser(two, sid)).statusCode).toBe(401);
    expect((await getUser(one, sid)).statusCode).toBe(401);
  });

  it('refuses on the second server every session ended by a password change on the first', async () => {
    const { sid } = await login(one, 'practitioner@example.com');
    expect((await getUser(two, sid)).statusCode).toBe(200);
    const userId = await idOf('practitioner@example.com');
    const heard = sessionEndedOn(two.ctx.bus, userId);
    await endAllSessionsOf(one, userId);
    await heard;
    expect((await getUser(two, sid)).statusCode).toBe(401);
  });
});

describe('the session cookie in production', () => {
  let production: FastifyInstance;
  const name = loadConfig({ NODE_ENV: 'production' }).sessionCookie.name;

  beforeAll(async () => {
    ({ app: production } = await createTestServer({
      database,
      config: {
        nodeEnv: 'production',
        isProduction: true,
        sessionCookie: loadConfig({ NODE_ENV: 'production' }).sessionCookie,
      },
    }));
  }, 90_000);
  afterAll(async () => production?.close());

  it('is __Host-sid: Secure, HttpOnly, SameSite=Lax, path /, no Domain, even on a plain-http request', async () => {
    expect(name).toBe('__Host-sid');
    const { response } = await login(production, 'patient@example.com', undefined, '10.9.1.1');
    const line = [response.headers['set-cookie']].flat().find((item) => item?.startsWith(`${name}=`));
    expect(line).toBeDefined();
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).not.toMatch(/Domain=/i);
    // No cookie under the development name.
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('is the one name the API, the socket upgrade and logout read', async () => {
    const { response } = await login(production, 'patient@example.com', undefined, '10.9.1.2');
    const token = sessionCookieOf(response, name) as string;
    const asUser = (cookies: Record<string, string>) =>
      production.inject({ method: 'GET', url: '/api/user', cookies });
    expect((await asUser({ [name]: token })).statusCode).toBe(200);
    // The development name carries nothing in production.
    expect((await asUser({ [SESSION_COOKIE]: token })).statusCode).toBe(401);

    const baseUrl = await listen(production);
    const me = (await asUser({ [name]: token })).json() as { id: number };
    const socket = await openSocket(baseUrl, { sid: token, cookieName: name, userId: me.id });
    await socket.close();
    const refused = await refusedUpgrade(baseUrl, { sid: token, userId: me.id });
    expect(refused.status).toBe(401);

    const loggedOut = await production.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [name]: token },
    });
    const cleared = [loggedOut.headers['set-cookie']].flat().find((item) => item?.startsWith(`${name}=;`));
    expect(cleared).toMatch(/; Secure/);
    expect((await asUser({ [name]: token })).statusCode).toBe(401);
  });
});

import { authMessages, rateLimitMessages, user as userSchema } from '@telehealth/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, sessions, users } from '../db/schema';
import {
  createTestDatabase,
  login,
  SESSION_COOKIE,
  sessionCookieOf,
  type TestDatabase,
  testClock,
} from '../test/helpers';
import { createTestServer } from '../test/server';
import {
  ACCOUNT_FREE_FAILURES,
  accountDelayMs,
  LOGIN_WINDOW_MS,
  MAX_ADDRESS_FAILURES,
  MAX_PAIR_FAILURES,
} from './rate-limit';
import { SIGN_UP_RATE_LIMIT } from './routes';
import { hashToken } from './sessions';

const MINUTE = 60_000;

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  ({ app } = await createTestServer({ database }));
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

async function userCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

function getUser(target: FastifyInstance, sid: string | undefined) {
  return target.inject({ method: 'GET', url: '/api/user', cookies: sid ? { [SESSION_COOKIE]: sid } : {} });
}

const newPatient = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'Grace.Hopper@Example.com',
  phone: '0412 345 678',
  password: 'Compiler#1952',
};

describe('POST /api/auth/register', () => {
  it('creates a patient, signs them in and answers 201 with the user', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: newPatient });
    expect(response.statusCode).toBe(201);
    const body = userSchema.parse(response.json());
    expect(body).toMatchObject({
      email: 'grace.hopper@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'patient',
      isAdmin: false,
      isPractitioner: false,
      isContentWriter: false,
      country: 'Australia',
      timezone: 'Australia/Sydney',
      // The mobile is the profile's, in E.164, where reminders and texts go.
      phone: '+61412345678',
    });
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain('$argon2');

    const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sidHeader = [response.headers['set-cookie']]
      .flat()
      .find((line) => line?.startsWith(`${SESSION_COOKIE}=`));
    expect(sidHeader).toMatch(/HttpOnly/);
    expect(sidHeader).toMatch(/SameSite=Lax/);
    // The hint the web app reads to know a session may exist: no secret in it, readable by the page.
    const hint = response.cookies.find((item) => item.name === 'th_session');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();

    const me = await getUser(app, cookie?.value);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);

    const [stored] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'grace.hopper@example.com'));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.phone).toBe('+61412345678');
  });

  it('stores only a hash of the session token', async () => {
    const { sid } = await login(app, newPatient.email, newPatient.password);
    expect(sid).toBeDefined();
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(sid as string)));
    expect(rows).toHaveLength(1);
    const raw = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(raw.some((row) => row.tokenHash === sid)).toBe(false);
  });

  it('answers 409 on the email field for an existing address, whatever its case', async () => {
    const before = await userCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newPatient, email: '  GRACE.HOPPER@example.COM ' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: authMessages.emailTaken,
      errorType: 'conflict',
      field: 'email',
    });
    expect(response.cookies).toHaveLength(0);
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ ...newPatient, firstName: ' ' }, 'firstName', 'First name is required'],
    [{ ...newPatient, lastName: '' }, 'lastName', 'Last name is required'],
    [{ ...newPatient, email: 'not-an-email' }, 'email', 'Valid email is required'],
    [{ ...newPatient, password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ ...newPatient, password: 'nouppercase1!' }, 'password', 'Must contain at least one uppercase letter'],
    [{ ...newPatient, password: 'NoSpecial123' }, 'password', 'Must contain at least one special character'],
    [
      { lastName: 'X', email: 'x@example.com', phone: '0412 345 678', password: 'Valid#Pass1' },
      'firstName',
      'First name is required',
    ],
    [{ ...newPatient, phone: ' ' }, 'phone', 'Mobile number is required'],
    [
      { firstName: 'X', lastName: 'Y', email: 'x@example.com', password: 'Valid#Pass1' },
      'phone',
      'Mobile number is required',
    ],
    [
      { ...newPatient, phone: '(02) 9876 5432' },
      'phone',
      'Enter an Australian mobile number, such as 0412 345 678',
    ],
    [
      { ...newPatient, phone: '+64 21 123 4567' },
      'phone',
      'Enter an Australian mobile number, such as 0412 345 678',
    ],
  ])('answers 400 naming the field and writes nothing (%#)', async (payload, field, message) => {
    const before = await userCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        ...payload,
        email: payload.email === newPatient.email ? 'fresh@example.com' : payload.email,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field, errorType: 'validation' });
    expect(response.cookies).toHaveLength(0);
    expect(await userCount()).toBe(before);
  });

  it('answers 400 for a body that is not an object', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'validation' });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, case-insensitively on the email', async () => {
    const { response, sid } = await login(app, 'Admin@Example.com');
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json())).toMatchObject({ email: 'admin@example.com', isAdmin: true });
    expect(sid).toBeDefined();
    expect((await getUser(app, sid)).json()).toMatchObject({ email: 'admin@example.com', role: 'admin' });
  });

  it('answers an identical 401 for a wrong password and for an unknown email', async () => {
    const wrong = await login(app, 'patient@example.com', 'Wrong#Password1', '10.1.0.1');
    const unknown = await login(app, 'nobody@example.com', 'Wrong#Password1', '10.1.0.2');
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    expect(wrong.response.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.response.body).toBe(wrong.response.body);
    expect(wrong.sid).toBeUndefined();
    expect(unknown.sid).toBeUndefined();
  });

  it('answers 400 with the field for a missing password', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Password is required',
      field: 'password',
      errorType: 'validation',
    });
  });

  it('issues a new session id at every sign-in and ends the one the browser held', async () => {
    const first = await login(app, 'writer@example.com');
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'writer@example.com', password: 'Telehealth#2026' },
      cookies: { [SESSION_COOKIE]: first.sid as string },
    });
    const secondSid = sessionCookieOf(second);
    expect(secondSid).toBeDefined();
    expect(secondSid).not.toBe(first.sid);
    expect((await getUser(app, first.sid)).statusCode).toBe(401);
    expect((await getUser(app, secondSid)).statusCode).toBe(200);

    const third = await login(app, 'writer@example.com');
    expect(third.sid).not.toBe(secondSid);
    // Without the old cookie the other browser's session stays valid.
    expect((await getUser(app, secondSid)).statusCode).toBe(200);
  });
});

describe('the sign-up rate limit', () => {
  it(`allows ${SIGN_UP_RATE_LIMIT.max} sign-ups an hour per address, then answers 429`, async () => {
    const ip = '10.6.0.1';
    for (let n = 0; n < SIGN_UP_RATE_LIMIT.max; n++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName: '', lastName: '', email: `bulk${n}@example.com`, password: 'x' },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(400);
    }
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Bulk',
        lastName: 'Account',
        email: 'bulk@example.com',
        phone: '0412 345 678',
        password: 'Telehealth#2026',
      },
      remoteAddress: ip,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: rateLimitMessages.signUp, errorType: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [created] = await database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'bulk@example.com'));
    expect(created?.n).toBe(0);
  });
});

describe('brute-force limits', () => {
  it(`stops an account and address pair after ${MAX_PAIR_FAILURES} failures, and nobody else`, async () => {
    const clock = testClock();
    const { app: limited } = await createTestServer({ database, clock });
    try {
      for (let attempt = 1; attempt <= MAX_PAIR_FAILURES; attempt++) {
        const { response } = await login(limited, 'james.wilson@example.com', 'Wrong#Password1', '10.2.0.5');
        expect(response.statusCode).toBe(401);
        clock.advance(accountDelayMs(attempt)); // wait out the account's delay each time
      }
      const blocked = await login(limited, 'james.wilson@example.com', 'Telehealth#2026', '10.2.0.5');
      expect(blocked.response.statusCode).toBe(429);
      expect(blocked.response.json()).toEqual({
        message: authMessages.tooManyAttempts,
        errorType: 'rate_limited',
      });
      expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.sid).toBeUndefined();
      // Another account from that address, and the account from another address, are unaffected.
      expect(
        (await login(limited, 'admin@example.com', 'Telehealth#2026', '10.2.0.5')).response.statusCode,
      ).toBe(200);
      const elsewhere = await login(limited, 'james.wilson@example.com', 'Telehealth#2026', '10.2.9.9');
      expect(elsewhere.response.statusCode).toBe(200);
      // The success forgave the account's failures in the shared table.
      const left = await database.db
        .select({ n: count() })
        .from(rateLimits)
        .where(eq(rateLimits.key, 'sign-in-account:james.wilson@example.com'));
      expect(left[0]?.n).toBe(0);
    } finally {
      await limited.close();
    }
  });

  it('slows an account down with growing delays, from any address, instead of locking it', async () => {
    const clock = testClock(new Date('2026-05-01T00:00:00Z'));
    const { app: limited } = await createTestServer({ database, clock });
    const email = 'oliver.smith@example.com';
    try {
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 8; attempt++) {
        const { response } = await login(limited, email, 'Wrong#Password1', `10.4.0.${attempt}`);
        expect(response.statusCode).toBe(401);
        if (attempt <= ACCOUNT_FREE_FAILURES) continue;
        // Even the right password, from another address, waits; the refusal itself does not count.
        const next = await login(limited, email, 'Telehealth#2026', `10.4.1.${attempt}`);
        expect(next.response.statusCode).toBe(429);
        expect(next.response.json()).toEqual({
          message: authMessages.signInDelayed,
          errorType: 'rate_limited',
        });
        waits.push(Number(next.response.headers['retry-after']));
        clock.advance(accountDelayMs(attempt));
      }
      expect(waits).toEqual([1, 2, 4, 8]);
      expect(accountDelayMs(ACCOUNT_FREE_FAILURES)).toBe(0);
      expect(accountDelayMs(20)).toBe(300_000);
      const after = await login(limited, email, 'Telehealth#2026', '10.4.2.1');
      expect(after.response.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts the delay from the last failure and lifts it exactly then', async () => {
    const clock = testClock(new Date('2026-06-01T00:00:00Z'));
    const { app: limited } = await createTestServer({ database, clock });
    const email = 'charlotte.martin@example.com';
    try {
      for (let attempt = 1; attempt <= ACCOUNT_FREE_FAILURES + 2; attempt++) {
        expect((await login(limited, email, 'Wrong#1', `10.5.0.${attempt}`)).response.statusCode).toBe(401);
        clock.advance(accountDelayMs(attempt));
      }
      expect((await login(limited, email, 'Wrong#1', '10.5.0.50')).response.statusCode).toBe(401);
      const delay = accountDelayMs(ACCOUNT_FREE_FAILURES + 3);
      const early = await login(limited, email, 'Telehealth#2026', '10.5.0.51');
      expect(early.response.statusCode).toBe(429);
      expect(early.response.headers['retry-after']).toBe(String(delay / 1000));
      clock.advance(delay);
      expect((await login(limited, email, 'Telehealth#2026', '10.5.0.51')).response.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it(`keeps a ceiling of ${MAX_ADDRESS_FAILURES} failures per address, high enough for a shared clinic connection`, async () => {
    const clock = testClock(new Date('2026-04-01T00:00:00Z'));
    const { app: limited } = await createTestServer({ database, clock });
    try {
      // Ten failures (a whole locked-out pair's worth, under the old rule) from one address leave it open.
      for (let attempt = 0; attempt < MAX_ADDRESS_FAILURES; attempt++) {
        const { response } = await login(limited, `guess${attempt}@example.com`, 'Wrong#1', '10.3.0.9');
        expect(response.statusCode).toBe(401);
        if (attempt === 10) {
          expect(
            (await login(limited, 'writer@example.com', 'Telehealth#2026', '10.3.0.9')).response.statusCode,
          ).toBe(200);
        }
      }
      const blocked = await login(limited, 'writer@example.com', 'Telehealth#2026', '10.3.0.9');
      expect(blocked.response.statusCode).toBe(429);
      expect(blocked.response.json()).toMatchObject({ message: authMessages.tooManyAttempts });
      expect(
        (await login(limited, 'writer@example.com', 'Telehealth#2026', '10.3.0.10')).response.statusCode,
      ).toBe(200);
      clock.advance(LOGIN_WINDOW_MS);
      expect(
        (await login(limited, 'writer@example.com', 'Telehealth#2026', '10.3.0.9')).response.statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe('POST /api/auth/logout', () => {
  it('ends the session, clears the cookie and the old cookie no longer works', async () => {
    const { sid } = await login(app, 'practitioner@example.com');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: sid as string },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out successfully' });
    const cleared = response.cookies.find((item) => item.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await getUser(app, sid)).statusCode).toBe(401);
    const [row] = await database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(sid as string)));
    expect(row?.n).toBe(0);
  });

  it('announces the ended session on the bus, so every process forgets it and closes its sockets', async () => {
    const { sid } = await login(app, 'writer@example.com');
    const [session] = await database.db
      .select({ id: sessions.id, userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(sid as string)));
    const seen: unknown[] = [];
    const unsubscribe = app.ctx.bus.subscribe((event) => {
      if (event.t === 'session-ended') seen.push(event);
    });
    try {
      await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { [SESSION_COOKIE]: sid as string },
      });
    } finally {
      unsubscribe();
    }
    expect(seen).toEqual([
      expect.objectContaining({ t: 'session-ended', userId: session?.userId, sessionIds: [session?.id] }),
    ]);
  });

  it('is fine when not signed in, also with an empty JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out successfully' });
  });
});

describe('GET /api/user', () => {
  it('answers 401 when anonymous or with a made-up cookie', async () => {
    for (const sid of [undefined, 'x', 'A'.repeat(43)]) {
      const response = await getUser(app, sid);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authenticated' });
    }
  });
});

describe('session expiry', () => {
  it('expires after 30 idle minutes, and activity keeps it alive', async () => {
    const clock = testClock();
    const { app: timed } = await createTestServer({ database, clock });
    try {
      const { sid } = await login(timed, 'patient@example.com', 'Telehealth#2026', '10.4.0.1');
      clock.advance(29 * MINUTE);
      expect((await getUser(timed, sid)).statusCode).toBe(200);
      clock.advance(29 * MINUTE);
      expect((await getUser(timed, sid)).statusCode).toBe(200);
      clock.advance(30 * MINUTE);
      expect((await getUser(timed, sid)).statusCode).toBe(401);
      const [row] = await database.db
        .select({ n: count() })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(sid as string)));
      expect(row?.n).toBe(0);
    } finally {
      await timed.close();
    }
  });

  it('writes lastSeenAt at most once a minute', async () => {
    const clock = testClock();
    const { app: timed } = await createTestServer({ database, clock });
    try {
      const { sid } = await login(timed, 'patient@example.com', 'Telehealth#2026', '10.4.0.2');
      const lastSeen = async () => {
        const [row] = await database.db
          .select({ at: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(sid as string)));
        return row?.at.getTime();
      };
      const start = await lastSeen();
      clock.advance(30_000);
      await getUser(timed, sid);
      expect(await lastSeen()).toBe(start);
      clock.advance(31_000);
      await getUser(timed, sid);
      expect(await lastSeen()).toBe(clock.now().getTime());
    } finally {
      await timed.close();
    }
  });

  it('expires 12 hours after sign-in however active it is', async () => {
    const clock = testClock();
    const { app: timed } = await createTestServer({ database, clock });
    try {
      const { sid } = await login(timed, 'patient@example.com', 'Telehealth#2026', '10.4.0.3');
      for (let step = 0; step < 12 * 4 - 1; step++) {
        clock.advance(15 * MINUTE);
        await getUser(timed, sid);
      }
      // 11 h 45 min in: still valid.
      expect((await getUser(timed, sid)).statusCode).toBe(200);
      clock.advance(15 * MINUTE);
      expect((await getUser(timed, sid)).statusCode).toBe(401);
    } finally {
      await timed.close();
    }
  });

  it('follows SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS', async () => {
    const clock = testClock();
    const { app: timed } = await createTestServer({
      database,
      clock,
      config: { sessionIdleMinutes: 5, sessionAbsoluteHours: 1 },
    });
    try {
      const { sid } = await login(timed, 'patient@example.com', 'Telehealth#2026', '10.4.0.4');
      clock.advance(5 * MINUTE);
      expect((await getUser(timed, sid)).statusCode).toBe(401);
    } finally {
      await timed.close();
    }
  });

  it('removes abandoned sessions when someone signs in later', async () => {
    const clock = testClock(new Date('2026-05-01T00:00:00Z'));
    const { app: timed } = await createTestServer({ database, clock });
    try {
      const { sid } = await login(timed, 'patient@example.com', 'Telehealth#2026', '10.4.0.6');
      const rowsFor = async (token: string | undefined) => {
        const [row] = await database.db
          .select({ n: count() })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token as string)));
        return row?.n;
      };
      expect(await rowsFor(sid)).toBe(1);
      clock.advance(13 * 60 * MINUTE);
      await login(timed, 'writer@example.com', 'Telehealth#2026', '10.4.0.7');
      expect(await rowsFor(sid)).toBe(0);
    } finally {
      await timed.close();
    }
  });

  it('keeps sessions in the database, so a restarted server still knows them', async () => {
    const { sid } = await login(app, 'patient@example.com', 'Telehealth#2026', '10.4.0.5');
    const { app: other } = await createTestServer({ database });
    try {
      expect((await getUser(other, sid)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

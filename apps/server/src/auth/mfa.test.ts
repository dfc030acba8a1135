import { authMessages, mfaMessages, RECOVERY_CODE_COUNT, user as userSchema } from '@telehealth/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { auditLog, mfaRecoveryCodes, userMfa, users } from '../db/schema';
import { seededAccounts } from '../test/accounts';
import {
  createTestDatabase,
  DEMO_PASSWORD,
  login,
  SESSION_COOKIE,
  sessionCookieOf,
  type TestDatabase,
  testClock,
} from '../test/helpers';
import { createTestServer } from '../test/server';
import { MFA_CHALLENGE_TTL_MS, TOTP_STEP_MS, totpAt, verifyMfaCode } from './mfa';
import { MAX_PAIR_FAILURES } from './rate-limit';

let database: TestDatabase;
let app: FastifyInstance;
let strictApp: FastifyInstance;
const clock = testClock();

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  ({ app } = await createTestServer({ database, clock }));
  ({ app: strictApp } = await createTestServer({ database, clock, config: { requireStaffMfa: true } }));
}, 60_000);

afterAll(async () => {
  await app?.close();
  await strictApp?.close();
  await database?.dispose();
});

const post = (
  target: FastifyInstance,
  url: string,
  payload: object,
  sid?: string,
  remoteAddress = '127.0.0.1',
) =>
  target.inject({
    method: 'POST',
    url,
    payload,
    cookies: sid ? { [SESSION_COOKIE]: sid } : {},
    remoteAddress,
  });

async function actions(userEmail: string): Promise<string[]> {
  const rows = await database.db.select().from(auditLog).orderBy(auditLog.id);
  const [row] = await database.db.select().from(users).where(eq(users.email, userEmail));
  return rows.filter((item) => item.targetId === String(row?.id)).map((item) => item.action);
}

/** Enrols a signed-in staff member; answers the secret and the recovery codes. */
async function enrol(email: string) {
  const { sid } = await login(app, email);
  const started = await post(app, '/api/auth/mfa/enrolment', { factor: 'totp' }, sid);
  expect(started.statusCode).toBe(200);
  const { secret, otpauthUri, qrCodeDataUrl } = started.json();
  expect(otpauthUri).toMatch(
    new RegExp(`^otpauth://totp/Telehealth:${encodeURIComponent(email)}\\?secret=${secret}`),
  );
  expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  const confirmed = await post(
    app,
    '/api/auth/mfa/enrolment/confirm',
    { code: totpAt(secret, clock.now()) },
    sid,
  );
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[], sid };
}

/** A sign-in's challenge (password step). */
async function challengeFor(target: FastifyInstance, email: string, remoteAddress = '127.0.0.1') {
  const { response, sid } = await login(target, email, DEMO_PASSWORD, remoteAddress);
  expect(response.statusCode).toBe(200);
  expect(sid).toBeUndefined();
  return response.json() as { mfaRequired?: true; mfaEnrolmentRequired?: true; challenge: string };
}

describe('staff two-step sign-in', () => {
  it('enrols an admin: the QR code, the secret, then 10 recovery codes shown once and stored hashed', async () => {
    clock.advance(TOTP_STEP_MS * 4);
    const { recoveryCodes, sid } = await enrol(seededAccounts.admin);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await database.db.select().from(mfaRecoveryCodes);
    expect(stored.map((row) => row.codeHash).join()).not.toContain(recoveryCodes[0]?.slice(0, 5));
    const status = await app.inject({
      method: 'GET',
      url: '/api/auth/mfa',
      cookies: { [SESSION_COOKIE]: sid ?? '' },
    });
    expect(status.json()).toEqual({ enrolled: true, recoveryCodesLeft: 10 });
    const again = await post(app, '/api/auth/mfa/enrolment', { factor: 'totp' }, sid);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(mfaMessages.alreadyEnrolled);
    expect(await actions(seededAccounts.admin)).toContain('mfa.enrolled');
  });

  it('refuses a wrong first code and keeps the factor off', async () => {
    const { sid } = await login(app, seededAccounts.james);
    const started = (await post(app, '/api/auth/mfa/enrolment', { factor: 'totp' }, sid)).json();
    const wrong = await post(app, '/api/auth/mfa/enrolment/confirm', { code: '000000' }, sid);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: mfaMessages.codeRejected, field: 'code' });
    expect((await login(app, seededAccounts.james)).sid).toBeDefined();
    // Left pending: a later start replaces the secret.
    const restarted = (await post(app, '/api/auth/mfa/enrolment', { factor: 'totp' }, sid)).json();
    expect(restarted.secret).not.toBe(started.secret);
  });

  it('needs a session (or a sign-in challenge) to start', async () => {
    expect((await post(app, '/api/auth/mfa/enrolment', { factor: 'totp' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/auth/mfa' })).statusCode).toBe(401);
  });

  it('signs in with a code after the password; the same code is refused on replay', async () => {
    clock.advance(TOTP_STEP_MS * 2);
    const secret = await secretOf(seededAccounts.admin);
    const first = await challengeFor(app, seededAccounts.admin);
    expect(first).toEqual({ mfaRequired: true, challenge: expect.any(String) });
    const code = totpAt(secret, clock.now());
    const verified = await post(app, '/api/auth/mfa/verify', { challenge: first.challenge, code });
    expect(verified.statusCode).toBe(200);
    expect(userSchema.parse(verified.json()).email).toBe(seededAccounts.admin);
    expect(sessionCookieOf(verified)).toBeDefined();
    // The challenge is single-use.
    const reused = await post(app, '/api/auth/mfa/verify', { challenge: first.challenge, code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(mfaMessages.challengeExpired);

    const second = await challengeFor(app, seededAccounts.admin);
    const replay = await post(app, '/api/auth/mfa/verify', { challenge: second.challenge, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: mfaMessages.codeRejected, field: 'code' });
    expect(sessionCookieOf(replay)).toBeUndefined();
    expect(await actions(seededAccounts.admin)).toEqual(
      expect.arrayContaining(['mfa.verified', 'mfa.failed']),
    );
  });

  it('accepts a code one step early or late, not two', async () => {
    const secret = await secretOf(seededAccounts.admin);
    clock.advance(TOTP_STEP_MS * 10);
    const at = clock.now().getTime();
    const tryCode = async (offsetSteps: number) => {
      const { challenge } = await challengeFor(app, seededAccounts.admin);
      const code = totpAt(secret, new Date(at + offsetSteps * TOTP_STEP_MS));
      return (await post(app, '/api/auth/mfa/verify', { challenge, code })).statusCode;
    };
    expect(await tryCode(-2)).toBe(400);
    expect(await tryCode(-1)).toBe(200);
    expect(await tryCode(2)).toBe(400);
    expect(await tryCode(1)).toBe(200);
    // Step 0 is earlier than the step +1 just taken: refused, as a replay would be.
    expect(await tryCode(0)).toBe(400);
  });

  it('accepts each recovery code once', async () => {
    clock.advance(TOTP_STEP_MS * 4);
    const { recoveryCodes } = await enrol(seededAccounts.sarah);
    const recovery = recoveryCodes[3] ?? '';
    const { challenge } = await challengeFor(app, seededAccounts.sarah);
    const used = await post(app, '/api/auth/mfa/verify', { challenge, code: recovery.toUpperCase() });
    expect(used.statusCode).toBe(200);
    const again = await challengeFor(app, seededAccounts.sarah);
    const reused = await post(app, '/api/auth/mfa/verify', { challenge: again.challenge, code: recovery });
    expect(reused.statusCode).toBe(400);
    expect(await actions(seededAccounts.sarah)).toContain('mfa.recovery_used');
  });

  it('expires a challenge after 5 minutes', async () => {
    const secret = await secretOf(seededAccounts.admin);
    const { challenge } = await challengeFor(app, seededAccounts.admin);
    clock.advance(MFA_CHALLENGE_TTL_MS + 1000);
    const late = await post(app, '/api/auth/mfa/verify', { challenge, code: totpAt(secret, clock.now()) });
    expect(late.statusCode).toBe(401);
  });

  it('counts failed codes toward the sign-in limits of the account, and a right password does not forgive them', async () => {
    clock.advance(TOTP_STEP_MS * 4);
    const secret = await secretOf(seededAccounts.admin);
    const address = '198.51.100.77';
    let last = 0;
    for (let i = 0; i < MAX_PAIR_FAILURES + 1; i += 1) {
      // A right password each time: it must not forgive the wrong codes, or the guessing would never stop.
      const { response } = await login(app, seededAccounts.admin, DEMO_PASSWORD, address);
      if (response.statusCode === 429) {
        last = 429;
        break;
      }
      const { challenge } = response.json();
      last = (await post(app, '/api/auth/mfa/verify', { challenge, code: '123456' }, undefined, address))
        .statusCode;
      if (last === 429) break;
    }
    expect(last).toBe(429);
    // Even the right code waits now.
    const { response } = await login(app, seededAccounts.admin, DEMO_PASSWORD, address);
    if (response.statusCode === 200) {
      const blocked = await post(
        app,
        '/api/auth/mfa/verify',
        { challenge: response.json().challenge, code: totpAt(secret, clock.now()) },
        undefined,
        address,
      );
      expect(blocked.statusCode).toBe(429);
    } else {
      expect(response.statusCode).toBe(429);
      expect([authMessages.tooManyAttempts, authMessages.signInDelayed]).toContain(response.json().message);
    }
    clock.advance(60 * 60_000);
  });

  it('turns off with a current code, and sign-in needs the password only again', async () => {
    clock.advance(TOTP_STEP_MS * 4);
    const { recoveryCodes } = await enrol(seededAccounts.james);
    const { challenge } = await challengeFor(app, seededAccounts.james);
    const signedIn = await post(app, '/api/auth/mfa/verify', { challenge, code: recoveryCodes[0] ?? '' });
    const sid = sessionCookieOf(signedIn);
    const wrong = await post(app, '/api/auth/mfa/disable', { code: '000000' }, sid);
    expect(wrong.statusCode).toBe(400);
    const off = await post(app, '/api/auth/mfa/disable', { code: recoveryCodes[1] ?? '' }, sid);
    expect(off.json()).toEqual({ message: mfaMessages.disabled });
    expect((await login(app, seededAccounts.james)).sid).toBeDefined();
    expect(await actions(seededAccounts.james)).toContain('mfa.disabled');
  });

  it('with REQUIRE_STAFF_MFA, makes staff without a factor enrol before the session starts', async () => {
    clock.advance(TOTP_STEP_MS * 4);
    const due = await challengeFor(strictApp, seededAccounts.james);
    expect(due).toEqual({ mfaEnrolmentRequired: true, challenge: expect.any(String) });
    // The challenge is not a session.
    const noSession = await post(strictApp, '/api/auth/mfa/enrolment', { factor: 'totp' });
    expect(noSession.statusCode).toBe(401);
    const started = await post(strictApp, '/api/auth/mfa/enrolment', {
      factor: 'totp',
      challenge: due.challenge,
    });
    expect(started.statusCode).toBe(200);
    const { secret } = started.json();
    const confirmed = await post(strictApp, '/api/auth/mfa/enrolment/confirm', {
      challenge: due.challenge,
      code: totpAt(secret, clock.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(confirmed.json().user.email).toBe(seededAccounts.james);
    expect(sessionCookieOf(confirmed)).toBeDefined();
    // Next time, a code.
    expect(await challengeFor(strictApp, seededAccounts.james)).toEqual({
      mfaRequired: true,
      challenge: expect.any(String),
    });
    // Patients are never asked.
    expect((await login(strictApp, seededAccounts.liam)).sid).toBeDefined();
    // A verify challenge cannot start an enrolment.
    const verifyChallenge = (await challengeFor(strictApp, seededAccounts.james)).challenge;
    expect(
      (await post(strictApp, '/api/auth/mfa/enrolment', { factor: 'totp', challenge: verifyChallenge }))
        .statusCode,
    ).toBe(401);
  });
});

describe('content writers are staff', () => {
  it('see their status, enrol, and then sign in with a code', async () => {
    clock.advance(TOTP_STEP_MS * 4);
    const { sid } = await login(app, seededAccounts.writer);
    const status = await app.inject({
      method: 'GET',
      url: '/api/auth/mfa',
      cookies: { [SESSION_COOKIE]: sid ?? '' },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ enrolled: false, recoveryCodesLeft: 0 });
    const { secret, recoveryCodes } = await enrol(seededAccounts.writer);
    const { challenge } = await challengeFor(app, seededAccounts.writer);
    clock.advance(TOTP_STEP_MS);
    const verified = await post(app, '/api/auth/mfa/verify', {
      challenge,
      code: totpAt(secret, clock.now()),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().isContentWriter).toBe(true);
    // Off again, for the tests below that sign the writer in with the password alone.
    const off = await post(
      app,
      '/api/auth/mfa/disable',
      { code: recoveryCodes[0] ?? '' },
      sessionCookieOf(verified),
    );
    expect(off.statusCode).toBe(200);
  });

  it('must enrol at sign-in when staff two-step sign-in is required, as admins and practitioners must', async () => {
    const due = await challengeFor(strictApp, seededAccounts.writer);
    expect(due).toEqual({ mfaEnrolmentRequired: true, challenge: expect.any(String) });
  });
});

describe('patients may turn two-step sign-in on', () => {
  it('enrol from their session, then sign in with a code or a recovery code, each once', async () => {
    clock.advance(TOTP_STEP_MS * 4);
    const { secret, recoveryCodes, sid } = await enrol(seededAccounts.oliver);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const status = await app.inject({
      method: 'GET',
      url: '/api/auth/mfa',
      cookies: { [SESSION_COOKIE]: sid ?? '' },
    });
    expect(status.json()).toEqual({ enrolled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect(await actions(seededAccounts.oliver)).toContain('mfa.enrolled');

    // The password alone no longer signs in.
    const first = await challengeFor(app, seededAccounts.oliver);
    expect(first).toEqual({ mfaRequired: true, challenge: expect.any(String) });
    clock.advance(TOTP_STEP_MS);
    const code = totpAt(secret, clock.now());
    const withCode = await post(app, '/api/auth/mfa/verify', { challenge: first.challenge, code });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().role).toBe('patient');

    const second = await challengeFor(app, seededAccounts.oliver);
    const withRecovery = await post(app, '/api/auth/mfa/verify', {
      challenge: second.challenge,
      code: recoveryCodes[0] ?? '',
    });
    expect(withRecovery.statusCode).toBe(200);
    const third = await challengeFor(app, seededAccounts.oliver);
    const reusedRecovery = await post(app, '/api/auth/mfa/verify', {
      challenge: third.challenge,
      code: recoveryCodes[0] ?? '',
    });
    expect(reusedRecovery.statusCode).toBe(400);

    // Turned off with a current code, by the patient.
    const off = await post(
      app,
      '/api/auth/mfa/disable',
      { code: recoveryCodes[1] ?? '' },
      sessionCookieOf(withRecovery),
    );
    expect(off.json()).toEqual({ message: mfaMessages.disabled });
    expect((await login(app, seededAccounts.oliver)).sid).toBeDefined();
  });

  it('are never made to enrol, even where staff must', async () => {
    expect((await login(strictApp, seededAccounts.charlotte)).sid).toBeDefined();
  });
});

describe('a TOTP code is accepted once', () => {
  it('within its whole window, on the next step too', async () => {
    clock.advance(TOTP_STEP_MS * 4);
    const secret = await secretOf(seededAccounts.sarah);
    const code = totpAt(secret, clock.now());
    const first = await challengeFor(app, seededAccounts.sarah);
    expect((await post(app, '/api/auth/mfa/verify', { challenge: first.challenge, code })).statusCode).toBe(
      200,
    );
    // The code is still inside the ±1 step window 29 s and 30 s later: still refused.
    for (const later of [29_000, 1_000]) {
      clock.advance(later);
      const again = await challengeFor(app, seededAccounts.sarah);
      const replay = await post(app, '/api/auth/mfa/verify', { challenge: again.challenge, code });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ message: mfaMessages.codeRejected, field: 'code' });
    }
  });

  it('even when two instances check it at the same moment: the database lets one through', async () => {
    const secret = await secretOf(seededAccounts.admin);
    const [admin] = await database.db.select().from(users).where(eq(users.email, seededAccounts.admin));
    const userId = admin?.id ?? 0;
    // A second instance's own connection pool on PostgreSQL (on PGlite, the one connection serialises them).
    const second = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : null;
    try {
      for (let round = 0; round < 3; round += 1) {
        clock.advance(TOTP_STEP_MS * 2);
        const now = clock.now();
        const code = totpAt(secret, now);
        const results = await Promise.all(
          [database.db, second?.db ?? database.db, database.db, second?.db ?? database.db].map((db) =>
            verifyMfaCode(db, userId, code, now),
          ),
        );
        expect(results.filter((result) => result === 'totp')).toHaveLength(1);
        expect(results.filter((result) => result === null)).toHaveLength(3);
      }
    } finally {
      await second?.close();
    }
  });
});

describe('GET /api/auth/sign-in-policy', () => {
  it('tells the sign-in page whether staff must use two-step sign-in', async () => {
    const relaxed = await app.inject({ method: 'GET', url: '/api/auth/sign-in-policy' });
    expect(relaxed.statusCode).toBe(200);
    expect(relaxed.json()).toEqual({ staffTwoStepRequired: false });
    const strict = await strictApp.inject({ method: 'GET', url: '/api/auth/sign-in-policy' });
    expect(strict.json()).toEqual({ staffTwoStepRequired: true });
  });
});

async function secretOf(email: string): Promise<string> {
  const [row] = await database.db
    .select({ secret: userMfa.secret })
    .from(userMfa)
    .innerJoin(users, eq(users.id, userMfa.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no factor for ${email}`);
  return row.secret;
}

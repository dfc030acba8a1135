import {
  emailVerificationMessages,
  passwordChangeMessages,
  passwordRequirements,
  profileMessages,
} from '@telehealth/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, emailOtps, outboundMessages, sessions, users } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/accounts';
import { login, SESSION_COOKIE } from '../test/helpers';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';
import { hashOtp } from './email-verification';

let h: TestServer<Role>;
let adminId: number;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  const [admin] = await h.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
  adminId = admin?.id ?? 0;
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const profile = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'admin@example.com',
  phone: '0290000001',
  contactEmail: 'alex.morgan@example.com',
  contactMobile: '0412000001',
  timezone: 'Australia/Perth',
  address: '1 Martin Place',
  addressLine2: '',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'Australia',
  dpid: '',
  lat: -33.8675,
  lng: 151.2094,
};

const putProfile = (payload: object, role: 'admin' | 'patient' | null = 'admin') =>
  h.as(role, { method: 'PUT', url: '/api/admin/profile', payload });

async function adminRow() {
  const [row] = await h.database.db.select().from(users).where(eq(users.id, adminId));
  if (!row) throw new Error('no admin');
  return row;
}

describe('PUT /api/admin/profile', () => {
  it('saves the fields, lat and lng included, and audits what changed', async () => {
    const response = await putProfile(profile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: profileMessages.profileUpdated });
    const row = await adminRow();
    expect(row.timezone).toBe('Australia/Perth');
    expect(row.lat).toBeCloseTo(-33.8675);
    expect(row.lng).toBeCloseTo(151.2094);
    expect(row.addressLine2).toBeNull();
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'profile.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.details).toMatchObject({
      changes: { timezone: { oldValue: 'Australia/Sydney', newValue: 'Australia/Perth' } },
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: ' ' }, 'lastName', 'Last name is required'],
    [{ email: 'nope' }, 'email', 'Valid email is required'],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'Timezone is required'],
    [{ contactEmail: 'x@' }, 'contactEmail', 'Must be a valid email or empty'],
  ])('refuses %j with 400 and the spec message', async (change, field, message) => {
    const response = await putProfile({ ...profile, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
  });

  it('is seen at once by the next request of the same session (no cached copy of the old profile)', async () => {
    const before = await h.as('admin', { method: 'GET', url: '/api/user' });
    expect(before.statusCode).toBe(200);
    expect((await putProfile({ ...profile, firstName: 'Robin' })).statusCode).toBe(200);
    const after = await h.as('admin', { method: 'GET', url: '/api/user' });
    expect(after.json().firstName).toBe('Robin');
    await putProfile(profile);
  });

  it('refuses a change of email', async () => {
    const response = await putProfile({ ...profile, email: 'someone@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: profileMessages.emailReadOnly, field: 'email' });
    expect((await adminRow()).email).toBe('admin@example.com');
  });

  it('is admin only', async () => {
    expect((await putProfile(profile, null)).statusCode).toBe(401);
    expect((await putProfile(profile, 'patient')).statusCode).toBe(403);
  });
});

describe('email verification', () => {
  const status = () => h.as('admin', { method: 'GET', url: '/api/auth/email-verification-status' });
  const send = (email = 'admin@example.com') =>
    h.as('admin', { method: 'POST', url: '/api/auth/send-email-otp', payload: { email } });
  const verify = (otp: string, email = 'admin@example.com') =>
    h.as('admin', { method: 'POST', url: '/api/auth/verify-email-otp', payload: { email, otp } });

  async function lastCodeEmail() {
    const [row] = await h.database.db
      .select()
      .from(outboundMessages)
      .where(
        and(eq(outboundMessages.channel, 'email'), eq(outboundMessages.relatedType, 'email_verification')),
      )
      .orderBy(desc(outboundMessages.id))
      .limit(1);
    return row;
  }
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

  beforeEach(async () => {
    await h.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, adminId));
    await h.database.db.delete(emailOtps);
    h.clock.advance(61_000);
  });

  it('sends a code by the email_verification template, stores only its hash, and verifies once', async () => {
    expect((await status()).json()).toEqual({ verified: false, codeActive: false, resendInSeconds: 0 });
    const sent = await send();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Verification code sent' });
    const email = await lastCodeEmail();
    expect(email?.recipient).toBe('admin@example.com');
    expect(email?.subject).toContain('verification code');
    const code = codeIn(email?.body ?? '');
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await h.database.db.select().from(emailOtps).where(eq(emailOtps.userId, adminId));
    expect(stored?.codeHash).toBe(hashOtp(adminId, code));
    expect(stored?.codeHash).not.toContain(code);
    const verified = await verify(code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Email verified' });
    expect((await status()).json()).toEqual({ verified: true, codeActive: false, resendInSeconds: 0 });
    // Used once: the same code again finds no code.
    const again = await verify(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(emailVerificationMessages.noCode);
    // Verified: nothing more to send.
    expect((await send()).statusCode).toBe(409);
  });

  it('refuses a resend within 60 seconds, with the seconds left', async () => {
    expect((await send()).statusCode).toBe(200);
    h.clock.advance(20_000);
    const early = await send();
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Please wait 40 seconds before requesting another code');
    h.clock.advance(40_000);
    expect((await send()).statusCode).toBe(200);
  });

  it("answers 'Invalid verification code.' to a wrong code and ends the code after 5 wrong tries", async () => {
    expect((await send()).statusCode).toBe(200);
    const code = codeIn((await lastCodeEmail())?.body ?? '');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await verify(wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid verification code.', field: 'otp' });
    }
    const fifth = await verify(wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(emailVerificationMessages.tooManyAttempts);
    const right = await verify(code);
    expect(right.statusCode).toBe(429);
    // The code is spent: the dialog offers a new one rather than reopening for it.
    expect((await status()).json()).toMatchObject({ verified: false, codeActive: false });
  });

  it('says whether a code is still open and how long until another may be sent', async () => {
    expect((await send()).statusCode).toBe(200);
    h.clock.advance(20_000);
    // The dialog reopens for this code, and Resend waits 40 seconds.
    expect((await status()).json()).toEqual({ verified: false, codeActive: true, resendInSeconds: 40 });
    h.clock.advance(40_000);
    expect((await status()).json()).toEqual({ verified: false, codeActive: true, resendInSeconds: 0 });
    h.clock.advance(9 * 60_000);
    expect((await status()).json()).toEqual({ verified: false, codeActive: false, resendInSeconds: 0 });
  });

  it('refuses a code after 10 minutes', async () => {
    expect((await send()).statusCode).toBe(200);
    const code = codeIn((await lastCodeEmail())?.body ?? '');
    h.clock.advance(10 * 60_000 + 1000);
    const response = await verify(code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(emailVerificationMessages.codeExpired);
  });

  it('refuses codes that are not 6 digits, and another address', async () => {
    const short = await verify('12345');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Enter the 6-digit code', field: 'otp' });
    const other = await send('someone@example.com');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(emailVerificationMessages.notYourEmail);
    expect(
      (
        await h.as('admin', {
          method: 'GET',
          url: '/api/auth/email-verification-status?email=someone@example.com',
        })
      ).json(),
    ).toEqual({ verified: false, codeActive: false, resendInSeconds: 0 });
  });

  it('is admin only', async () => {
    expect(
      (await h.as('patient', { method: 'GET', url: '/api/auth/email-verification-status' })).statusCode,
    ).toBe(403);
    expect(
      (
        await h.as(null, {
          method: 'POST',
          url: '/api/auth/send-email-otp',
          payload: { email: 'admin@example.com' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/admin/password', () => {
  const change = (payload: object, sid?: string) =>
    h.app.inject({
      method: 'PUT',
      url: '/api/admin/password',
      payload,
      cookies: { [SESSION_COOKIE]: sid ?? h.sids.admin },
    });

  it.each(passwordRequirements.map((requirement) => requirement.message))(
    'refuses a new password that breaks a requirement: %s',
    async (message) => {
      const candidates: Record<string, string> = {
        'Password must be at least 8 characters': 'Ab1!',
        'Must contain at least one lowercase letter': 'ABCDEFG1!',
        'Must contain at least one uppercase letter': 'abcdefg1!',
        'Must contain at least one number': 'Abcdefgh!',
        'Must contain at least one special character': 'Abcdefgh1',
      };
      const response = await change({ currentPassword: DEMO_PASSWORD, newPassword: candidates[message] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, field: 'newPassword' });
    },
  );

  it("refuses a wrong current password and an empty one with the spec's words", async () => {
    const wrong = await change({ currentPassword: 'Wrong#Pass1', newPassword: 'Fresh#Passw0rd' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: passwordChangeMessages.currentIncorrect,
      field: 'currentPassword',
    });
    const empty = await change({ currentPassword: '', newPassword: 'Fresh#Passw0rd' });
    expect(empty.json()).toMatchObject({ message: 'Current password is required', field: 'currentPassword' });
  });

  it('refuses a common password', async () => {
    const response = await change({ currentPassword: DEMO_PASSWORD, newPassword: 'P@ssw0rd' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: passwordChangeMessages.tooCommon,
      field: 'newPassword',
    });
  });

  it('changes the password, ends every session of the user, clears the cookie and emails the user', async () => {
    const other = await login(h.app, 'admin@example.com');
    const response = await change({ currentPassword: DEMO_PASSWORD, newPassword: 'Fresh#Passw0rd-2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: passwordChangeMessages.updated });
    expect(response.headers['set-cookie']).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${SESSION_COOKIE}=;`),
        expect.stringContaining('th_session=;'),
      ]),
    );
    expect(await h.database.db.select().from(sessions).where(eq(sessions.userId, adminId))).toEqual([]);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/user',
          cookies: { [SESSION_COOKIE]: other.sid ?? '' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await login(h.app, 'admin@example.com')).response.statusCode).toBe(401);
    expect((await login(h.app, 'admin@example.com', 'Fresh#Passw0rd-2026')).response.statusCode).toBe(200);
    const [notice] = await h.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.relatedType, 'password_change'))
      .orderBy(desc(outboundMessages.id))
      .limit(1);
    expect(notice?.recipient).toBe('admin@example.com');
    expect(notice?.subject).toContain('Your password was changed');
    expect(notice?.body).not.toContain('Fresh#Passw0rd');
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.password_change'))
      .limit(1);
    expect(JSON.stringify(audit?.details)).not.toContain('Fresh#Passw0rd');
  });
});

describe('wrong current passwords', () => {
  it('are limited to 5 in 15 minutes per user', async () => {
    const { sid } = await login(h.app, 'admin@example.com', 'Fresh#Passw0rd-2026');
    const attempt = () =>
      h.app.inject({
        method: 'PUT',
        url: '/api/admin/password',
        payload: { currentPassword: 'Wrong#Pass1', newPassword: 'Another#Passw0rd-9' },
        cookies: { [SESSION_COOKIE]: sid ?? '' },
      });
    // One wrong password was already tried above; the fifth wrong one in the window is the last answered.
    const statuses: number[] = [];
    for (let count = 1; count <= 5; count++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toBe(passwordChangeMessages.tooManyWrong);
  });
});

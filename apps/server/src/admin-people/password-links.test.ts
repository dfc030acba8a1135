import { createHash } from 'node:crypto';
import { adminPeopleMessages, passwordChangeMessages } from '@telehealth/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMessages, passwordSetTokens, users } from '../db/schema';
import { expectError, lastAudit } from '../test/answers';
import { login } from '../test/helpers';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';
import { PASSWORD_LINK_FAILURE_LIMIT } from './routes';

let h: TestServer<Role>;
const NEW_PASSWORD = 'Welcome#2026x';
const APP_URL = 'https://clinic.example.com.au';

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles, delivery: { appUrl: APP_URL } });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

let addresses = 0;
/** Each test from its own address, so the failure limit of one never reaches another. */
const nextAddress = () => `198.51.100.${++addresses}`;

async function addWriter(email: string): Promise<{ id: number; token: string }> {
  const response = await h.as('admin', {
    method: 'POST',
    url: '/api/admin/content-writers',
    payload: { firstName: 'Ruby', lastName: 'Park', email },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id, token: await lastLinkTo(email) };
}

/** The token of the newest email to the address, read from the outbox as the recipient would read the email. */
async function lastLinkTo(email: string): Promise<string> {
  const [message] = await h.database.db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.recipient, email))
    .orderBy(desc(outboundMessages.id))
    .limit(1);
  const match = message?.body.match(
    /https:\/\/clinic\.example\.com\.au\/set-password\?token=([A-Za-z0-9_-]+)/,
  );
  if (!match?.[1]) throw new Error(`no link in the email to ${email}`);
  return match[1];
}

const checkLink = (token: string, remoteAddress = nextAddress()) =>
  h.app.inject({ method: 'GET', url: `/api/auth/password-link/${token}`, remoteAddress });
const setPassword = (token: string, password = NEW_PASSWORD, remoteAddress = nextAddress()) =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/set-password',
    payload: { token, password },
    remoteAddress,
  });

describe('the set-password link', () => {
  it('is emailed to a new practitioner, works once, and then they sign in with the new password', async () => {
    const created = await h.as('admin', {
      method: 'POST',
      url: '/api/admin/practitioners',
      payload: {
        firstName: 'Mia',
        lastName: 'Rossi',
        email: 'mia.rossi@example.com',
        specialization: 'General Practice',
        appointmentLimit: 4,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [email] = await h.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, 'mia.rossi@example.com'));
    expect(email).toMatchObject({
      channel: 'email',
      subject: adminPeopleMessages.linkEmailSubject,
      status: 'sent',
    });
    expect(email?.body).toContain('Hi Mia,');
    const token = await lastLinkTo('mia.rossi@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(email?.html).toContain(`href="${APP_URL}/set-password?token=${token}"`);

    // The database keeps only the SHA-256; the token is nowhere but in the email as sent.
    const [row] = await h.database.db
      .select()
      .from(passwordSetTokens)
      .where(eq(passwordSetTokens.userId, created.json().userId));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row?.expiresAt.getTime()).toBe(h.clock.now().getTime() + 48 * 3_600_000);
    const tables = await h.database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const holding: string[] = [];
    for (const { table_name: table } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
      const found = await h.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text like ${`%${token}%`}`,
      );
      if (Number((found as unknown as { rows: { n: number }[] }).rows[0]?.n) > 0) holding.push(table);
    }
    expect(holding).toEqual(['outbound_messages']);

    const check = await checkLink(token);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({ firstName: 'Mia', email: 'mia.rossi@example.com' });

    expectError(await setPassword(token, 'short'), 400, 'Password must be at least 8 characters', 'password');
    expectError(await setPassword(token, 'Password1!'), 400, passwordChangeMessages.tooCommon, 'password');
    const set = await setPassword(token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ message: adminPeopleMessages.passwordSet });

    expectError(await setPassword(token, 'Another#2026x'), 404, adminPeopleMessages.linkInvalid);
    expectError(await checkLink(token), 404, adminPeopleMessages.linkInvalid);

    const signIn = await login(h.app, 'mia.rossi@example.com', NEW_PASSWORD);
    expect(signIn.response.statusCode, signIn.response.body).toBe(200);
    expect(signIn.sid).toBeDefined();
    const [user] = await h.database.db.select().from(users).where(eq(users.email, 'mia.rossi@example.com'));
    expect(user?.emailVerified).toBe(true);
    const audit = await lastAudit(h.database.db, 'auth.password_set');
    expect(audit).toMatchObject({ actorId: user?.id, targetId: String(user?.id) });
    const listed = (await h.as('admin', { method: 'GET', url: '/api/admin/practitioners?q=rossi' })).json();
    expect(listed.items[0].invitationPending).toBe(false);
  });

  it('expires 48 hours after it was made', async () => {
    const { token } = await addWriter('late.writer@example.com');
    h.clock.advance(48 * 3_600_000 - 1000);
    expect((await checkLink(token)).statusCode).toBe(200);
    h.clock.advance(2000);
    expectError(await checkLink(token), 404, adminPeopleMessages.linkInvalid);
    expectError(await setPassword(token), 404, adminPeopleMessages.linkInvalid);
    const signIn = await login(h.app, 'late.writer@example.com', NEW_PASSWORD);
    expect(signIn.response.statusCode).toBe(401);
    // Two days on, the harness's sessions have gone idle: the next tests sign in afresh.
    for (const role of ['admin', 'writer'] as const) {
      const { sid } = await login(h.app, `${role}@example.com`);
      if (!sid) throw new Error(`${role} could not sign in`);
      h.sids[role] = sid;
    }
  });

  it('stops working when a new one is sent, and the new one works', async () => {
    const { id, token: first } = await addWriter('resent.writer@example.com');
    const resent = await h.as('admin', {
      method: 'POST',
      url: `/api/admin/content-writers/${id}/password-link`,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: adminPeopleMessages.linkSent });
    const second = await lastLinkTo('resent.writer@example.com');
    expect(second).not.toBe(first);
    expectError(await checkLink(first), 404, adminPeopleMessages.linkInvalid);
    expect((await setPassword(second)).statusCode).toBe(200);
  });

  it('does not work for a disabled account, and no new one is sent to it', async () => {
    const { id, token } = await addWriter('off.writer@example.com');
    expect(
      (await h.as('admin', { method: 'POST', url: `/api/admin/content-writers/${id}/disable` })).statusCode,
    ).toBe(200);
    expectError(await checkLink(token), 404, adminPeopleMessages.linkInvalid);
    expectError(await setPassword(token), 404, adminPeopleMessages.linkInvalid);
    expectError(
      await h.as('admin', { method: 'POST', url: `/api/admin/content-writers/${id}/password-link` }),
      409,
      adminPeopleMessages.linkForDisabled,
    );
  });

  it('sent again to an account with a password resets it and ends its sessions', async () => {
    const [writer] = await h.database.db.select().from(users).where(eq(users.email, 'writer@example.com'));
    if (!writer) throw new Error('seed changed');
    expect((await h.as('writer', { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    await h.as('admin', { method: 'POST', url: `/api/admin/content-writers/${writer.id}/password-link` });
    expect((await setPassword(await lastLinkTo('writer@example.com'))).statusCode).toBe(200);
    expect((await h.as('writer', { method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await login(h.app, 'writer@example.com', NEW_PASSWORD)).sid).toBeDefined();
  });

  it('refuses an address that keeps trying links that do not work', async () => {
    const address = nextAddress();
    const { token } = await addWriter('limited.writer@example.com');
    for (let attempt = 0; attempt < PASSWORD_LINK_FAILURE_LIMIT.max; attempt++)
      expect((await checkLink(`guess-${attempt}`, address)).statusCode).toBe(404);
    const blocked = await checkLink(token, address);
    expectError(blocked, 429, adminPeopleMessages.tooManyLinkAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expectError(
      await setPassword(token, NEW_PASSWORD, address),
      429,
      adminPeopleMessages.tooManyLinkAttempts,
    );
    // Another address is not affected, and the link still works there.
    expect((await checkLink(token)).statusCode).toBe(200);
  });

  it('refuses a body without a token or password with the field', async () => {
    const response = await h.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toMatch(/^(token|password)$/);
  });
});

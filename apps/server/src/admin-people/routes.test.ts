import {
  adminPeopleMessages,
  authMessages,
  buildPath,
  type Endpoint,
  endpoints,
  pathParamNames,
} from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentSettings, assessments, practitioners, users } from '../db/schema';
import { expectError, lastAudit } from '../test/answers';
import { login, SESSION_COOKIE } from '../test/helpers';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;
let liamId: number;
let adminId: number;
let sarahId: number;
let writerId: number;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  const db = h.database.db;
  const [liam] = await db.select().from(users).where(eq(users.email, 'patient@example.com'));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
  const [writer] = await db.select().from(users).where(eq(users.email, 'writer@example.com'));
  const [sarah] = await db.select().from(practitioners).where(eq(practitioners.name, 'Sarah Chen'));
  if (!liam || !admin || !writer || !sarah) throw new Error('seed changed');
  liamId = liam.id;
  adminId = admin.id;
  writerId = writer.id;
  sarahId = sarah.id;
}, 60_000);

afterAll(async () => {
  await h?.close();
});

type Inject = Parameters<TestServer<Role>['as']>[1];
const asAdmin = (options: Inject) => h.as('admin', options);

const newPractitioner = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Mia',
  lastName: 'Rossi',
  email: `mia.${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: '0400 111 222',
  specialization: 'General Practice',
  bio: 'Mia consults by video.',
  ahpraNumber: 'MED0009876543',
  prescriberNumber: '7654321',
  appointmentLimit: 3,
  ...overrides,
});

async function createPractitioner(overrides: Record<string, unknown> = {}) {
  const response = await asAdmin({
    method: 'POST',
    url: '/api/admin/practitioners',
    payload: newPractitioner(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; userId: number; email: string };
}

// ---------------------------------------------------------------- who may call

const adminEndpoints = (Object.values(endpoints) as Endpoint[]).filter(
  (endpoint) => endpoint.tag === 'admin people',
);

describe('who may call the admin people endpoints', () => {
  it('covers every endpoint of the area', () => {
    expect(adminEndpoints.map((endpoint) => endpoint.name).sort()).toEqual(
      [
        'activatePractitioner',
        'adminContentWriters',
        'adminPatient',
        'adminPatients',
        'adminPractitioner',
        'adminPractitionerDetails',
        'adminPractitioners',
        'createContentWriter',
        'createPractitioner',
        'deactivatePractitioner',
        'disableContentWriter',
        'enableContentWriter',
        'resendContentWriterLink',
        'resendPractitionerLink',
        'updatePractitioner',
      ].sort(),
    );
  });

  it.each(adminEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: 401 for a visitor, 403 for a practitioner, a writer and a patient',
    async (_name, endpoint) => {
      const url = buildPath(
        endpoint.path,
        Object.fromEntries(pathParamNames(endpoint.path).map((name) => [name, String(sarahId)])),
      );
      const request = { method: endpoint.method, url, payload: endpoint.method === 'GET' ? undefined : {} };
      expectError(await h.as(null, request), 401, authMessages.notAuthenticated);
      for (const role of ['practitioner', 'writer', 'patient'] satisfies Role[])
        expectError(await h.as(role, request), 403, authMessages.forbidden);
    },
  );
});

// ---------------------------------------------------------------- patients

describe('patients', () => {
  it('lists patients only, a page at a time, sorted on the server', async () => {
    const response = await asAdmin({
      method: 'GET',
      url: '/api/admin/patients?pageSize=5&sort=name&dir=asc',
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(page.items.map((item: { lastName: string }) => item.lastName)).toEqual([
      'Anderson',
      'Brown',
      'Clarke',
      'Harris',
      'Jones',
    ]);
    const last = (await asAdmin({ method: 'GET', url: '/api/admin/patients?pageSize=5&page=3' })).json();
    expect(last.items).toHaveLength(2);
    const byEmail = (await asAdmin({ method: 'GET', url: '/api/admin/patients?sort=email&dir=desc' })).json();
    expect(byEmail.items[0].email).toBe('william.jones@example.com');
    const emails = byEmail.items.map((item: { email: string }) => item.email);
    expect(emails).not.toContain('admin@example.com');
    expect(emails).not.toContain('practitioner@example.com');
  });

  it('searches by name, email and phone, the phone in either spelling', async () => {
    const find = async (q: string) =>
      (await asAdmin({ method: 'GET', url: `/api/admin/patients?q=${encodeURIComponent(q)}` }))
        .json()
        .items.map((item: { id: number }) => item.id);
    // Liam's number was stored as 0412345678.
    expect(await find('0412 345 678')).toEqual([liamId]);
    expect(await find('+61412345678')).toEqual([liamId]);
    expect(await find('liam nguyen')).toEqual([liamId]);
    expect(await find('PATIENT@example')).toEqual([liamId]);
    expect(await find('%')).toEqual([]);
    // A number saved from the profile is stored as E.164: the local spelling finds it too.
    await h.database.db
      .update(users)
      .set({ phone: '+61412000011' })
      .where(eq(users.email, 'noah.brown@example.com'));
    const [noah] = await h.database.db.select().from(users).where(eq(users.email, 'noah.brown@example.com'));
    expect(await find('0412 000 011')).toEqual([noah?.id]);
  });

  it('refuses a bad query with the field', async () => {
    expectError(
      await asAdmin({ method: 'GET', url: '/api/admin/patients?sort=phone' }),
      400,
      'Sort by one of: name, email, createdAt.',
      'sort',
    );
    expectError(
      await asAdmin({ method: 'GET', url: '/api/admin/patients?pageSize=500' }),
      400,
      'Page size must be a whole number from 1 to 100.',
      'pageSize',
    );
    expectError(
      await asAdmin({ method: 'GET', url: `/api/admin/patients?q=${'x'.repeat(101)}` }),
      400,
      'Search for 100 characters or fewer.',
      'q',
    );
  });

  it('answers the whole record in one request and writes the read to the audit log', async () => {
    const response = await asAdmin({ method: 'GET', url: `/api/admin/patients/${liamId}` });
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json();
    expect(record.patient).toMatchObject({ id: liamId, firstName: 'Liam', lastName: 'Nguyen' });
    for (const part of [
      'assessments',
      'upcomingAppointments',
      'pastAppointments',
      'prescriptions',
      'payments',
    ])
      expect(record[part].items, part).toBeInstanceOf(Array);
    expect(record.assessments.total).toBeGreaterThan(0);
    const audit = await lastAudit(h.database.db, 'patient_record.read');
    expect(audit).toMatchObject({
      actorId: adminId,
      actorRole: 'admin',
      targetType: 'patient',
      targetId: String(liamId),
    });
  });

  it('lists appointments as upcoming or past by their start alone: a moved one dated ahead is upcoming', async () => {
    const record = (await asAdmin({ method: 'GET', url: `/api/admin/patients/${liamId}` })).json() as {
      upcomingAppointments: { items: { startsAt: string; status: string }[] };
      pastAppointments: { items: { startsAt: string; status: string }[] };
    };
    const now = h.clock.now().getTime();
    const upcoming = record.upcomingAppointments.items;
    const past = record.pastAppointments.items;
    expect(upcoming.every((item) => Date.parse(item.startsAt) >= now)).toBe(true);
    expect(past.every((item) => Date.parse(item.startsAt) < now)).toBe(true);
    // The seed's follow-up, moved to the next day: the old booking and the new one are both ahead.
    expect(upcoming.map((item) => item.status)).toEqual(expect.arrayContaining(['rescheduled', 'scheduled']));
    expect(past.map((item) => item.status)).not.toContain('rescheduled');
  });

  it('answers 404 for an id that is not a patient, and 400 for one that is not an id', async () => {
    expectError(
      await asAdmin({ method: 'GET', url: `/api/admin/patients/${writerId}` }),
      404,
      adminPeopleMessages.patientNotFound,
    );
    expectError(
      await asAdmin({ method: 'GET', url: '/api/admin/patients/999999' }),
      404,
      adminPeopleMessages.patientNotFound,
    );
    expectError(
      await asAdmin({ method: 'GET', url: '/api/admin/patients/abc' }),
      400,
      'ID must be a positive whole number',
      'id',
    );
  });
});

// ---------------------------------------------------------------- practitioners

describe('practitioners', () => {
  it('lists them with the active filter and a search', async () => {
    const all = (await asAdmin({ method: 'GET', url: '/api/admin/practitioners' })).json();
    expect(all.items.map((item: { name: string }) => item.name)).toEqual(
      expect.arrayContaining(['Sarah Chen', 'James Wilson', 'Priya Patel']),
    );
    const inactive = (
      await asAdmin({ method: 'GET', url: '/api/admin/practitioners?active=inactive' })
    ).json();
    expect(inactive.items.map((item: { name: string }) => item.name)).toEqual(['Priya Patel']);
    const found = (await asAdmin({ method: 'GET', url: '/api/admin/practitioners?q=wilson' })).json();
    expect(found.items.map((item: { name: string }) => item.name)).toEqual(['James Wilson']);
    expectError(
      await asAdmin({ method: 'GET', url: '/api/admin/practitioners?active=maybe' }),
      400,
      adminPeopleMessages.activeFilterInvalid,
      'active',
    );
  });

  it('adds a practitioner with a profile, an appointment setting and an audit row without secrets', async () => {
    const created = await createPractitioner({
      email: 'Mia.Rossi@Example.com',
      ahpraNumber: 'med 0009876543',
    });
    expect(created).toMatchObject({
      email: 'mia.rossi@example.com',
      name: 'Mia Rossi',
      phone: '+61400111222',
      ahpraNumber: 'MED0009876543',
      isActive: true,
      invitationPending: true,
      disabledAt: null,
    });
    const [setting] = await h.database.db
      .select()
      .from(appointmentSettings)
      .where(eq(appointmentSettings.practitionerId, created.id));
    expect(setting?.appointmentDuration).toBe(15);
    const audit = await lastAudit(h.database.db, 'practitioner.create');
    expect(audit?.details).toMatchObject({ new: { email: 'mia.rossi@example.com', appointmentLimit: 3 } });
    expect(JSON.stringify(audit?.details)).not.toMatch(/password/i);
    const read = await asAdmin({ method: 'GET', url: `/api/admin/practitioners/${created.id}` });
    expect(read.json()).toEqual(created);
  });

  it('refuses a taken email with 409 on the email field, and bad input with the field', async () => {
    expectError(
      await asAdmin({
        method: 'POST',
        url: '/api/admin/practitioners',
        payload: newPractitioner({ email: 'PATIENT@example.com' }),
      }),
      409,
      authMessages.emailTaken,
      'email',
    );
    const bad: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'First name is required', 'firstName'],
      [{ email: 'nope' }, 'Valid email is required', 'email'],
      [{ phone: '12345' }, adminPeopleMessages.phoneInvalid, 'phone'],
      [{ ahpraNumber: 'MED123' }, 'Invalid AHPRA registration number', 'ahpraNumber'],
      [{ prescriberNumber: 'abc' }, 'Prescriber number must be digits only (up to 10)', 'prescriberNumber'],
      [{ appointmentLimit: 0 }, adminPeopleMessages.appointmentLimitInvalid, 'appointmentLimit'],
      [{ appointmentLimit: '4' }, adminPeopleMessages.appointmentLimitInvalid, 'appointmentLimit'],
    ];
    for (const [input, message, field] of bad)
      expectError(
        await asAdmin({ method: 'POST', url: '/api/admin/practitioners', payload: newPractitioner(input) }),
        400,
        message,
        field,
      );
  });

  it('edits a practitioner, keeps the name they chose unless the admin renames them, and audits old and new', async () => {
    const created = await createPractitioner();
    await h.database.db
      .update(practitioners)
      .set({ name: 'Dr Mia Rossi' })
      .where(eq(practitioners.id, created.id));
    const edit = (input: Record<string, unknown>) =>
      asAdmin({
        method: 'PUT',
        url: `/api/admin/practitioners/${created.id}`,
        payload: newPractitioner({ email: created.email, ...input }),
      });
    const saved = await edit({ bio: 'A new bio.' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Dr Mia Rossi', bio: 'A new bio.' });
    const renamed = await edit({ lastName: 'Bianchi' });
    expect(renamed.json()).toMatchObject({ name: 'Mia Bianchi', lastName: 'Bianchi' });
    const audit = await lastAudit(h.database.db, 'practitioner.update');
    expect(audit?.details).toMatchObject({ old: { lastName: 'Rossi' }, new: { lastName: 'Bianchi' } });
    // 15-minute appointments fit at most 4 an hour.
    expectError(
      await edit({ appointmentLimit: 5 }),
      400,
      'Duration × limit (15 × 5 = 75) exceeds 60 minutes limit',
      'appointmentLimit',
    );
    expectError(await edit({ email: 'writer@example.com' }), 409, authMessages.emailTaken, 'email');
  });

  it('answers 404 for an id that is not a practitioner, on every practitioner route', async () => {
    for (const [method, suffix] of [
      ['GET', ''],
      ['PUT', ''],
      ['GET', '/details'],
      ['POST', '/activate'],
      ['POST', '/deactivate'],
      ['POST', '/password-link'],
    ] as const) {
      const response = await asAdmin({
        method,
        url: `/api/admin/practitioners/999999${suffix}`,
        payload: method === 'GET' ? undefined : newPractitioner(),
      });
      expectError(response, 404, adminPeopleMessages.practitionerNotFound);
    }
  });

  it('deactivates: out of booking, signed out at once, no sign-in; activating reverses both', async () => {
    const { sid } = await login(h.app, 'james.wilson@example.com');
    const [james] = await h.database.db
      .select()
      .from(practitioners)
      .where(eq(practitioners.name, 'James Wilson'));
    if (!sid || !james) throw new Error('james could not sign in');
    const bookable = async () =>
      (await h.as('patient', { method: 'GET', url: '/api/practitioners/bookable' }))
        .json()
        .map((item: { id: number }) => item.id);
    expect(await bookable()).toContain(james.id);

    const off = await asAdmin({ method: 'POST', url: `/api/admin/practitioners/${james.id}/deactivate` });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ isActive: false, disabledAt: expect.any(String) });
    expect(await bookable()).not.toContain(james.id);
    const me = await h.app.inject({ method: 'GET', url: '/api/user', cookies: { [SESSION_COOKIE]: sid } });
    expect(me.statusCode).toBe(401);
    const refused = await login(h.app, 'james.wilson@example.com');
    expectError(refused.response, 403, adminPeopleMessages.accountDisabled);
    expect(refused.sid).toBeUndefined();
    // A wrong password still says only that the pair is wrong.
    expectError(
      (await login(h.app, 'james.wilson@example.com', 'Wrong#Pass1')).response,
      401,
      authMessages.invalidCredentials,
    );
    expect((await lastAudit(h.database.db, 'auth.sign_in_disabled'))?.targetId).toBe(
      'james.wilson@example.com',
    );
    expect((await lastAudit(h.database.db, 'practitioner.deactivate'))?.details).toEqual({
      old: { isActive: true, disabled: false },
      new: { isActive: false, disabled: true },
    });

    const on = await asAdmin({ method: 'POST', url: `/api/admin/practitioners/${james.id}/activate` });
    expect(on.json()).toMatchObject({ isActive: true, disabledAt: null });
    expect(await bookable()).toContain(james.id);
    expect((await login(h.app, 'james.wilson@example.com')).sid).toBeDefined();
  });

  it('refuses to let an admin deactivate their own practitioner profile', async () => {
    const [own] = await h.database.db
      .insert(practitioners)
      .values({ userId: adminId, name: 'Alex Morgan' })
      .returning();
    if (!own) throw new Error('no row');
    expectError(
      await asAdmin({ method: 'POST', url: `/api/admin/practitioners/${own.id}/deactivate` }),
      409,
      adminPeopleMessages.cannotDisableSelf,
    );
    const me = await asAdmin({ method: 'GET', url: '/api/user' });
    expect(me.statusCode).toBe(200);
    await h.database.db.delete(practitioners).where(eq(practitioners.id, own.id));
  });

  it('shows the schedule, appointments and review statistics of this month (their timezone) and all time', async () => {
    const created = await createPractitioner();
    const now = h.clock.now();
    const at = (iso: string) => new Date(iso);
    const rows = [
      // Decided in February: all time only (the month began at 2026-02-28T13:00Z in Sydney).
      { status: 'approved', submittedAt: at('2026-02-10T00:00:00Z'), decidedAt: at('2026-02-10T02:00:00Z') },
      // Decided this month, in Sydney, though still February in UTC.
      { status: 'approved', submittedAt: at('2026-02-28T12:00:00Z'), decidedAt: at('2026-02-28T14:00:00Z') },
      { status: 'declined', submittedAt: at('2026-03-01T00:00:00Z'), decidedAt: at('2026-03-01T04:00:00Z') },
      { status: 'in_review', submittedAt: at('2026-03-01T06:00:00Z'), decidedAt: null },
      { status: 'in_review', submittedAt: at('2026-02-01T06:00:00Z'), decidedAt: null },
    ] as const;
    await h.database.db.insert(assessments).values(
      rows.map((row) => ({
        type: 'weight_loss' as const,
        patientId: liamId,
        practitionerId: created.id,
        status: row.status,
        submittedAt: row.submittedAt,
        decidedAt: row.decidedAt,
        paid: true,
        createdAt: row.submittedAt,
      })),
    );
    const response = await asAdmin({ method: 'GET', url: `/api/admin/practitioners/${created.id}/details` });
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json();
    expect(details.practitioner.id).toBe(created.id);
    expect(details.schedule).toMatchObject({ timezone: 'Australia/Sydney', ranges: [] });
    expect(details.appointments).toEqual([]);
    expect(details.reviews).toEqual({
      monthStartsAt: '2026-02-28T13:00:00.000Z',
      thisMonth: { approved: 1, declined: 1, inReview: 1, averageDecisionSeconds: 3 * 3600 },
      allTime: { approved: 2, declined: 1, inReview: 2, averageDecisionSeconds: (2 + 2 + 4) * 1200 },
    });
    expect(now.toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  it("shows the seeded practitioner's appointments in the window", async () => {
    const details = (
      await asAdmin({ method: 'GET', url: `/api/admin/practitioners/${sarahId}/details` })
    ).json();
    expect(details.schedule.ranges.length).toBeGreaterThan(0);
    for (const appointment of details.appointments) expect(appointment.status).not.toBe('rescheduled');
  });
});

// ---------------------------------------------------------------- content writers

describe('content writers', () => {
  it('lists, adds and filters writers by status', async () => {
    const added = await asAdmin({
      method: 'POST',
      url: '/api/admin/content-writers',
      payload: { firstName: 'Ruby', lastName: 'Park', email: 'ruby.park@example.com' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      email: 'ruby.park@example.com',
      invitationPending: true,
      disabledAt: null,
    });
    const list = (await asAdmin({ method: 'GET', url: '/api/admin/content-writers?sort=email' })).json();
    const emails = list.items.map((item: { email: string }) => item.email);
    expect(emails).toEqual(expect.arrayContaining(['ruby.park@example.com', 'writer@example.com']));
    expect(emails).toEqual([...emails].sort());
    expect(emails).not.toContain('admin@example.com');
    expectError(
      await asAdmin({
        method: 'POST',
        url: '/api/admin/content-writers',
        payload: { firstName: 'Ruby', lastName: 'Park', email: 'RUBY.park@example.com' },
      }),
      409,
      authMessages.emailTaken,
      'email',
    );
    expectError(
      await asAdmin({ method: 'POST', url: '/api/admin/content-writers', payload: { firstName: 'Ruby' } }),
      400,
      'Last name is required',
      'lastName',
    );
    expectError(
      await asAdmin({ method: 'GET', url: '/api/admin/content-writers?status=gone' }),
      400,
      adminPeopleMessages.statusFilterInvalid,
      'status',
    );
  });

  it("disabling a writer makes the writer's next request 401 at once; enabling lets them sign in again", async () => {
    const before = await h.as('writer', { method: 'GET', url: '/api/user' });
    expect(before.statusCode).toBe(200);
    const off = await asAdmin({ method: 'POST', url: `/api/admin/content-writers/${writerId}/disable` });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().disabledAt).toEqual(expect.any(String));
    expect((await h.as('writer', { method: 'GET', url: '/api/writer/articles' })).statusCode).toBe(401);
    const disabled = (
      await asAdmin({ method: 'GET', url: '/api/admin/content-writers?status=disabled' })
    ).json();
    expect(disabled.items.map((item: { id: number }) => item.id)).toEqual([writerId]);
    expectError(
      (await login(h.app, 'writer@example.com')).response,
      403,
      adminPeopleMessages.accountDisabled,
    );
    expect((await lastAudit(h.database.db, 'content_writer.disable'))?.details).toEqual({
      old: { disabled: false },
      new: { disabled: true },
    });

    const on = await asAdmin({ method: 'POST', url: `/api/admin/content-writers/${writerId}/enable` });
    expect(on.json().disabledAt).toBeNull();
    const again = await login(h.app, 'writer@example.com');
    expect(again.sid).toBeDefined();
    h.sids.writer = again.sid as string;
  });

  it('answers 404 for an id that is not a writer, and refuses an admin disabling themselves', async () => {
    for (const suffix of ['/disable', '/enable', '/password-link'])
      expectError(
        await asAdmin({ method: 'POST', url: `/api/admin/content-writers/${liamId}${suffix}` }),
        404,
        adminPeopleMessages.contentWriterNotFound,
      );
    await h.database.db.update(users).set({ isContentWriter: true }).where(eq(users.id, adminId));
    try {
      expectError(
        await asAdmin({ method: 'POST', url: `/api/admin/content-writers/${adminId}/disable` }),
        409,
        adminPeopleMessages.cannotDisableSelf,
      );
    } finally {
      await h.database.db
        .update(users)
        .set({ isContentWriter: false })
        .where(and(eq(users.id, adminId)));
    }
  });
});

import { TZDate } from '@date-fns/tz';
import {
  type AvailabilityInput,
  addressMessages,
  practitionerMessages,
  SIGNATURE_DATA_URL_PREFIX,
  SIGNATURE_MAX_BYTES,
} from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appointments, assessments, practitioners, users } from '../db/schema';
import { demoSignaturePng } from '../seed/practitioners';
import { tinyPng } from '../test/admin-tools';
import { expectError, lastAudit as lastAuditOf } from '../test/answers';
import { login, SESSION_COOKIE } from '../test/helpers';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';
import { signatureTooManyPixels } from './signature';

let h: TestServer<Role>;
let jamesSid: string;
let sarahId: number;
let sarahUserId: number;
let jamesId: number;
let liamId: number;

const SYDNEY = 'Australia/Sydney';
const HOUR = 3_600_000;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  const { sid } = await login(h.app, 'james.wilson@example.com');
  if (!sid) throw new Error('james could not sign in');
  jamesSid = sid;
  const db = h.database.db;
  const [sarah] = await db.select().from(practitioners).where(eq(practitioners.name, 'Sarah Chen'));
  const [james] = await db.select().from(practitioners).where(eq(practitioners.name, 'James Wilson'));
  const [liam] = await db.select().from(users).where(eq(users.email, 'patient@example.com'));
  if (!sarah || !james || !liam) throw new Error('seed changed');
  sarahId = sarah.id;
  sarahUserId = sarah.userId;
  jamesId = james.id;
  liamId = liam.id;
}, 60_000);

afterAll(async () => {
  await h?.close();
});

type Inject = Parameters<TestServer<Role>['as']>[1];
const asSarah = (options: Inject) => h.as('practitioner', options);
const asJames = (options: Inject) => h.app.inject({ ...options, cookies: { [SESSION_COOKIE]: jamesSid } });

const lastAudit = (action: string) => lastAuditOf(h.database.db, action);

const validProfile = {
  name: 'Sarah Chen',
  specialization: 'General Practice',
  bio: 'GP',
  timezone: SYDNEY,
  ahpraNumber: 'MED0001234567',
  prescriberNumber: '2345678',
  // As seeded: without them a practitioner cannot prescribe.
  practiceAddress: 'Level 3, 88 Pitt Street, Sydney NSW 2000',
  practicePhone: '02 9000 0001',
};

describe('access', () => {
  const calls: Inject[] = [
    { method: 'GET', url: '/api/practitioner/profile' },
    { method: 'PUT', url: '/api/practitioner/profile', payload: validProfile },
    { method: 'PUT', url: '/api/practitioner/signature', payload: { image: 'x' } },
    { method: 'DELETE', url: '/api/practitioner/signature' },
    { method: 'GET', url: '/api/practitioner/availability' },
    { method: 'PUT', url: '/api/practitioner/availability', payload: { ranges: [] } },
    { method: 'GET', url: '/api/practitioner/time-off' },
    { method: 'POST', url: '/api/practitioner/time-off', payload: {} },
    { method: 'DELETE', url: '/api/practitioner/time-off/1' },
    { method: 'GET', url: '/api/practitioner/appointments?from=x&to=y' },
    { method: 'POST', url: '/api/practitioner/appointments/1/outcome', payload: { status: 'completed' } },
  ];

  it.each(['patient', 'writer'] satisfies Role[])('refuses a %s with 403 on every call', async (role) => {
    for (const call of calls) expect((await h.as(role, call)).statusCode, String(call.url)).toBe(403);
  });

  it('refuses a visitor with 401 on every call', async () => {
    for (const call of calls) expect((await h.as(null, call)).statusCode, String(call.url)).toBe(401);
  });

  it('answers 404 to a staff member who has no practitioner profile (the admin passes the guard)', async () => {
    expectError(
      await h.as('admin', { method: 'GET', url: '/api/practitioner/profile' }),
      404,
      practitionerMessages.noProfile,
    );
    expectError(
      await h.as('admin', { method: 'GET', url: '/api/practitioner/availability' }),
      404,
      practitionerMessages.noProfile,
    );
  });
});

describe('the profile', () => {
  it("answers the seeded practitioner's profile: Sarah has no signature and cannot prescribe", async () => {
    const response = await asSarah({ method: 'GET', url: '/api/practitioner/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: sarahId,
      name: 'Sarah Chen',
      email: 'practitioner@example.com',
      timezone: SYDNEY,
      ahpraNumber: 'MED0001234567',
      prescriberNumber: '2345678',
      signature: null,
      canPrescribe: false,
    });
    const james = (await asJames({ method: 'GET', url: '/api/practitioner/profile' })).json();
    expect(james.signature).toMatch(/^data:image\/png;base64,/);
    expect(james.canPrescribe).toBe(true);
  });

  it.each([
    ['ahpraNumber', { ahpraNumber: 'MED123' }, practitionerMessages.ahpraInvalid],
    ['ahpraNumber', { ahpraNumber: 'ME00012345678' }, practitionerMessages.ahpraInvalid],
    ['prescriberNumber', { prescriberNumber: '12AB34' }, practitionerMessages.prescriberInvalid],
    ['prescriberNumber', { prescriberNumber: '12345678901' }, practitionerMessages.prescriberInvalid],
    ['timezone', { timezone: 'Mars/Olympus' }, practitionerMessages.timezoneRequired],
    ['name', { name: '   ' }, practitionerMessages.nameRequired],
    ['name', { name: 'x'.repeat(101) }, practitionerMessages.nameTooLong],
    ['bio', { bio: 'x'.repeat(2001) }, practitionerMessages.bioTooLong],
    ['practiceAddress', { practiceAddress: '88 Pitt Street Sydney' }, addressMessages.oneLineFormat],
    [
      'practiceAddress',
      { practiceAddress: '88 Pitt Street, Sydney Narnia 2000' },
      addressMessages.oneLineState,
    ],
    [
      'practiceAddress',
      { practiceAddress: '88 Pitt Street, Sydney NSW ABCDE' },
      addressMessages.oneLinePostcode,
    ],
    [
      'practiceAddress',
      { practiceAddress: '88 Pitt Street, Sydney VIC 2000' },
      'Postcode 2000 is not in VIC: please check the state and postcode',
    ],
  ])('refuses a bad %s with the contract message', async (field, change, message) => {
    const response = await asSarah({
      method: 'PUT',
      url: '/api/practitioner/profile',
      payload: { ...validProfile, ...change },
    });
    expectError(response, 400, message, field);
  });

  it('saves every field and the timezone in one go, normalised, audited, and tells sessions of the user change', async () => {
    const publish = vi.spyOn(h.app.ctx.bus, 'publish');
    const response = await asSarah({
      method: 'PUT',
      url: '/api/practitioner/profile',
      payload: {
        ...validProfile,
        name: '  Sarah Chen  ',
        bio: 'Preventive care.',
        ahpraNumber: 'med 000 123 4568',
        prescriberNumber: '234 5679',
        timezone: 'Australia/Adelaide',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Sarah Chen',
      bio: 'Preventive care.',
      ahpraNumber: 'MED0001234568',
      prescriberNumber: '2345679',
      timezone: 'Australia/Adelaide',
    });
    const [user] = await h.database.db.select().from(users).where(eq(users.id, sarahUserId));
    expect(user?.timezone).toBe('Australia/Adelaide');
    expect(publish).toHaveBeenCalledWith({ t: 'user-changed', userId: sarahUserId });
    const audit = await lastAudit('practitioner.profile_update');
    expect(audit?.details).toMatchObject({
      old: { ahpraNumber: 'MED0001234567', timezone: SYDNEY },
      new: { ahpraNumber: 'MED0001234568', timezone: 'Australia/Adelaide' },
    });
    expect(JSON.stringify(audit?.details)).not.toContain('signature');

    // The same timezone again publishes nothing; empty codes are "not set".
    publish.mockClear();
    const back = await asSarah({
      method: 'PUT',
      url: '/api/practitioner/profile',
      payload: { ...validProfile, timezone: 'Australia/Adelaide', prescriberNumber: '' },
    });
    expect(back.json().prescriberNumber).toBeNull();
    expect(publish).not.toHaveBeenCalledWith(expect.objectContaining({ t: 'user-changed' }));
    publish.mockRestore();
    expect(
      (await asSarah({ method: 'PUT', url: '/api/practitioner/profile', payload: validProfile })).statusCode,
    ).toBe(200);
  });
});

describe('the signature', () => {
  const put = (image: string) =>
    asSarah({ method: 'PUT', url: '/api/practitioner/signature', payload: { image } });
  const dataUrl = (bytes: Buffer) => `${SIGNATURE_DATA_URL_PREFIX}${bytes.toString('base64')}`;

  it('stores a real PNG re-encoded, audits its digest only, and lets the practitioner prescribe; DELETE removes it', async () => {
    const png = demoSignaturePng();
    // Base64 with line breaks decodes to the same bytes; what is stored is the clean encoding.
    const wrapped = `${SIGNATURE_DATA_URL_PREFIX}${png.toString('base64').replace(/(.{76})/g, '$1\n')}`;
    const response = await put(wrapped);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ signature: dataUrl(png), canPrescribe: true });
    expect((await asSarah({ method: 'GET', url: '/api/practitioner/profile' })).json().signature).toBe(
      dataUrl(png),
    );
    const audit = await lastAudit('practitioner.signature_update');
    expect(audit?.details).toMatchObject({ bytes: png.length, width: 160, height: 48 });
    expect((audit?.details as { sha256?: string } | undefined)?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(audit?.details)).not.toContain(png.toString('base64').slice(0, 40));

    const removed = await asSarah({ method: 'DELETE', url: '/api/practitioner/signature' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ signature: null, canPrescribe: false });
    expect(await lastAudit('practitioner.signature_delete')).toBeTruthy();
  });

  it('accepts the 1×1 PNG too', async () => {
    expect((await put(dataUrl(tinyPng))).statusCode).toBe(200);
    await asSarah({ method: 'DELETE', url: '/api/practitioner/signature' });
  });

  it('refuses a JPEG or a text file behind the PNG data URL prefix with 415', async () => {
    const jpeg = Buffer.from(
      'ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffd9',
      'hex',
    );
    expectError(await put(dataUrl(jpeg)), 415, practitionerMessages.signatureNotPng, 'image');
    expectError(
      await put(dataUrl(Buffer.from('just some text, not a picture'))),
      415,
      practitionerMessages.signatureNotPng,
      'image',
    );
    // Only the first 8 bytes of a PNG, with no IHDR.
    expectError(
      await put(dataUrl(tinyPng.subarray(0, 12))),
      415,
      practitionerMessages.signatureNotPng,
      'image',
    );
  });

  it('refuses another label or an empty image as the contract does (400)', async () => {
    expectError(
      await put(`data:image/jpeg;base64,${tinyPng.toString('base64')}`),
      400,
      practitionerMessages.signatureNotPng,
      'image',
    );
    expectError(await put(''), 400, practitionerMessages.signatureEmpty, 'image');
  });

  it('refuses more than 256 KB of bytes with 413 (and a string far too long with 400, by the contract)', async () => {
    const padded = Buffer.concat([tinyPng, Buffer.alloc(SIGNATURE_MAX_BYTES + 1 - tinyPng.length)]);
    expectError(await put(dataUrl(padded)), 413, practitionerMessages.signatureTooLarge, 'image');
    const huge = Buffer.concat([tinyPng, Buffer.alloc(SIGNATURE_MAX_BYTES * 2)]);
    expectError(await put(dataUrl(huge)), 400, practitionerMessages.signatureTooLarge, 'image');
  });

  it('refuses a PNG that claims more than 2000 × 1000 pixels with 413', async () => {
    const wide = Buffer.from(demoSignaturePng());
    wide.writeUInt32BE(4000, 16);
    expectError(await put(dataUrl(wide)), 413, signatureTooManyPixels, 'image');
    const [row] = await h.database.db.select().from(practitioners).where(eq(practitioners.id, sarahId));
    expect(row?.signatureImage).toBeNull();
  });
});

// ---------------------------------------------------------------- the schedule

/** A paid assessment of the demo patient, to book against. */
async function paidAssessment(): Promise<number> {
  const [row] = await h.database.db
    .insert(assessments)
    .values({ type: 'erectile_dysfunction', patientId: liamId, status: 'awaiting_review', paid: true })
    .returning();
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function slotsOf(practitionerId: number): Promise<string[]> {
  const response = await h.as('patient', {
    method: 'GET',
    url: `/api/availability?practitionerId=${practitionerId}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().slots.map((slot: { startsAt: string }) => slot.startsAt);
}

/** Books Sarah's first free slot as the demo patient, through the booking API. */
async function bookSarah(): Promise<{ id: number; startsAt: string }> {
  const [startsAt] = await slotsOf(sarahId);
  if (!startsAt) throw new Error('no slot');
  const response = await h.as('patient', {
    method: 'POST',
    url: '/api/appointments',
    payload: { assessmentId: await paidAssessment(), practitionerId: sarahId, startsAt },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id, startsAt };
}

const localWeekday = (at: string | Date) => new TZDate(new Date(at).getTime(), SYDNEY).getDay();
const localHour = (at: string | Date) => new TZDate(new Date(at).getTime(), SYDNEY).getHours();
const weekdaysNineToFive = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

const putWeek = (payload: AvailabilityInput, as = asSarah) =>
  as({ method: 'PUT', url: '/api/practitioner/availability', payload });

async function insertAppointment(values: {
  practitionerId: number;
  startsAt: Date;
  status?: 'scheduled' | 'rescheduled' | 'cancelled';
}) {
  const [row] = await h.database.db
    .insert(appointments)
    .values({ patientId: liamId, durationMinutes: 15, status: 'scheduled', ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

describe('weekly availability', () => {
  it("answers the week in the practitioner's timezone, Monday first", async () => {
    const response = await asSarah({ method: 'GET', url: '/api/practitioner/availability' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ timezone: SYDNEY, ranges: weekdaysNineToFive });
    const james = (await asJames({ method: 'GET', url: '/api/practitioner/availability' })).json();
    expect(james.ranges.slice(0, 2)).toEqual([
      { weekday: 1, start: '08:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '18:00' },
    ]);
    expect(james.ranges.at(-1)).toEqual({ weekday: 6, start: '13:00', end: '18:00' });
  });

  it.each([
    [
      [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
      ],
      practitionerMessages.overlap,
      'ranges.1.start',
    ],
    [[{ weekday: 2, start: '12:00', end: '09:00' }], practitionerMessages.endAfterStart, 'ranges.0.end'],
    [[{ weekday: 2, start: '09:00', end: '09:00' }], practitionerMessages.endAfterStart, 'ranges.0.end'],
    [[{ weekday: 2, start: '25:00', end: '26:00' }], practitionerMessages.timeInvalid, 'ranges.0.start'],
    [[{ weekday: 2, start: '9am', end: '17:00' }], practitionerMessages.timeInvalid, 'ranges.0.start'],
    [[{ weekday: 2, start: '09:00', end: '24:01' }], practitionerMessages.timeInvalid, 'ranges.0.end'],
    [[{ weekday: 7, start: '09:00', end: '10:00' }], practitionerMessages.weekdayInvalid, 'ranges.0.weekday'],
  ])('refuses %j with the contract message', async (ranges, message, field) => {
    expectError(await putWeek({ ranges, confirm: true }), 400, message, field);
  });

  it('the booking engine uses a saved week at once, and a week ending at 24:00 is allowed', async () => {
    const before = await slotsOf(sarahId);
    expect(before.some((at) => localWeekday(at) === 1)).toBe(true);
    const saved = await putWeek({ ranges: [{ weekday: 0, start: '20:00', end: '24:00' }], confirm: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      saved: true,
      ranges: [{ weekday: 0, start: '20:00', end: '24:00' }],
    });
    const after = await slotsOf(sarahId);
    expect(after.length).toBeGreaterThan(0);
    expect(after).not.toEqual(before);
    for (const at of after) {
      expect(localWeekday(at)).toBe(0);
      expect(localHour(at)).toBeGreaterThanOrEqual(20);
    }
    expect((await putWeek({ ranges: weekdaysNineToFive, confirm: true })).json().saved).toBe(true);
    expect(await slotsOf(sarahId)).toEqual(before);
  });

  it('lists booked appointments the new hours leave out and saves nothing without confirm; with it, saves and they stay booked', async () => {
    const booked = await bookSarah();
    const dayOf = localWeekday(booked.startsAt);
    const without = weekdaysNineToFive.filter((range) => range.weekday !== dayOf);
    const auditBefore = await lastAudit('practitioner.availability_update');

    const refused = await putWeek({ ranges: without });
    expect(refused.statusCode, refused.body).toBe(200);
    const body = refused.json();
    expect(body.saved).toBe(false);
    expect(body.ranges).toEqual(weekdaysNineToFive);
    expect(body.timezone).toBe(SYDNEY);
    expect(body.conflicts).toContainEqual(
      expect.objectContaining({
        id: booked.id,
        startsAt: booked.startsAt,
        status: 'scheduled',
        patientName: 'Liam Nguyen',
      }),
    );
    expect((await asSarah({ method: 'GET', url: '/api/practitioner/availability' })).json().ranges).toEqual(
      weekdaysNineToFive,
    );
    expect((await lastAudit('practitioner.availability_update'))?.id).toBe(auditBefore?.id);

    // Hours that still hold the appointment save without confirm.
    const keeping = await putWeek({ ranges: [...without, { weekday: dayOf, start: '00:00', end: '24:00' }] });
    expect(keeping.json().conflicts.map((c: { id: number }) => c.id)).not.toContain(booked.id);

    const confirmed = await putWeek({ ranges: without, confirm: true });
    expect(confirmed.json()).toMatchObject({ saved: true, ranges: without });
    expect(confirmed.json().conflicts.map((c: { id: number }) => c.id)).toContain(booked.id);
    const [row] = await h.database.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(row?.status).toBe('scheduled');
    const audit = await lastAudit('practitioner.availability_update');
    expect(audit?.details).toMatchObject({ new: without });

    await h.database.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, booked.id));
    await putWeek({ ranges: weekdaysNineToFive, confirm: true });
  });

  it('two saves at once do not interleave: the week is one of them, whole', async () => {
    const mornings = [1, 2, 3].map((weekday) => ({ weekday, start: '08:00', end: '12:00' }));
    const afternoons = [3, 4, 5].map((weekday) => ({ weekday, start: '13:00', end: '18:00' }));
    const answers = await Promise.all([
      putWeek({ ranges: mornings, confirm: true }),
      putWeek({ ranges: afternoons, confirm: true }),
    ]);
    for (const answer of answers) expect(answer.json().saved).toBe(true);
    const week = (await asSarah({ method: 'GET', url: '/api/practitioner/availability' })).json().ranges;
    expect([JSON.stringify(mornings), JSON.stringify(afternoons)]).toContain(JSON.stringify(week));
    await putWeek({ ranges: weekdaysNineToFive, confirm: true });
  });

  it("another practitioner's save changes only their own week", async () => {
    const james = (await asJames({ method: 'GET', url: '/api/practitioner/availability' })).json().ranges;
    await putWeek({ ranges: weekdaysNineToFive, confirm: true });
    expect((await asJames({ method: 'GET', url: '/api/practitioner/availability' })).json().ranges).toEqual(
      james,
    );
  });
});

describe('time off', () => {
  const addTimeOff = (payload: Record<string, unknown>, as = asSarah) =>
    as({ method: 'POST', url: '/api/practitioner/time-off', payload });

  it.each([
    [
      { startsAt: '2026-03-10T00:00:00Z', endsAt: '2026-03-09T00:00:00Z' },
      practitionerMessages.timeOffEndAfterStart,
      'endsAt',
    ],
    [
      { startsAt: 'tomorrow', endsAt: '2026-03-09T00:00:00Z' },
      practitionerMessages.startsAtInvalid,
      'startsAt',
    ],
    [{ startsAt: '2026-03-10T00:00:00Z' }, practitionerMessages.endsAtInvalid, 'endsAt'],
    [
      { startsAt: '2026-03-10T00:00:00Z', endsAt: '2027-03-12T00:00:00Z' },
      practitionerMessages.timeOffTooLong,
      'endsAt',
    ],
    [
      { startsAt: '2026-03-10T00:00:00Z', endsAt: '2026-03-11T00:00:00Z', reason: 'x'.repeat(201) },
      practitionerMessages.reasonTooLong,
      'reason',
    ],
  ])('refuses %j with the contract message', async (payload, message, field) => {
    expectError(await addTimeOff(payload), 400, message, field);
  });

  it('removes the slots it covers at once, lists what has not ended, soonest first, and can be removed', async () => {
    const before = await slotsOf(sarahId);
    const first = new Date(before[0] ?? '');
    // The whole local day of the first slot.
    const local = new TZDate(first.getTime(), SYDNEY);
    const dayStart = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 0, 0, SYDNEY);
    const dayEnd = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, 0, 0, SYDNEY);
    const later = await addTimeOff({
      startsAt: new Date(dayEnd.getTime() + 5 * 86_400_000).toISOString(),
      endsAt: new Date(dayEnd.getTime() + 6 * 86_400_000).toISOString(),
    });
    expect(later.statusCode, later.body).toBe(200);
    const added = await addTimeOff({
      startsAt: new Date(dayStart.getTime()).toISOString(),
      endsAt: new Date(dayEnd.getTime()).toISOString(),
      reason: 'Conference',
    });
    expect(added.json()).toMatchObject({ saved: true, conflicts: [], timeOff: { reason: 'Conference' } });
    const after = await slotsOf(sarahId);
    expect(after.filter((at) => new Date(at) < dayEnd)).toEqual([]);
    expect(after.length).toBeLessThan(before.length);

    // One that ended already is not listed.
    await addTimeOff({ startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-02-02T00:00:00Z' });
    const list = (await asSarah({ method: 'GET', url: '/api/practitioner/time-off' })).json().items;
    expect(list.map((item: { id: number }) => item.id)).toEqual([
      added.json().timeOff.id,
      later.json().timeOff.id,
    ]);
    expect(await lastAudit('practitioner.time_off_add')).toBeTruthy();

    // James cannot see or remove Sarah's; an unknown id is the same 404.
    expect((await asJames({ method: 'GET', url: '/api/practitioner/time-off' })).json().items).toEqual([]);
    const id = added.json().timeOff.id;
    expectError(
      await asJames({ method: 'DELETE', url: `/api/practitioner/time-off/${id}` }),
      404,
      practitionerMessages.timeOffNotFound,
    );
    expectError(
      await asSarah({ method: 'DELETE', url: '/api/practitioner/time-off/999999' }),
      404,
      practitionerMessages.timeOffNotFound,
    );

    for (const item of list) {
      const removed = await asSarah({ method: 'DELETE', url: `/api/practitioner/time-off/${item.id}` });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: practitionerMessages.timeOffRemoved });
    }
    expect(await lastAudit('practitioner.time_off_remove')).toBeTruthy();
    expect(await slotsOf(sarahId)).toEqual(before);
  });

  it('lists booked appointments inside it and adds nothing without confirm; with it, adds and they stay booked', async () => {
    const booked = await bookSarah();
    const start = new Date(booked.startsAt);
    const range = {
      startsAt: new Date(start.getTime() + 5 * 60_000).toISOString(), // overlaps the tail of the appointment
      endsAt: new Date(start.getTime() + 3 * HOUR).toISOString(),
    };
    const refused = await addTimeOff(range);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ saved: false, timeOff: null });
    expect(refused.json().conflicts.map((c: { id: number }) => c.id)).toEqual([booked.id]);
    expect((await asSarah({ method: 'GET', url: '/api/practitioner/time-off' })).json().items).toEqual([]);

    // Starting as the appointment ends is no conflict.
    const touching = {
      startsAt: new Date(start.getTime() + 15 * 60_000).toISOString(),
      endsAt: range.endsAt,
    };
    const afterIt = await addTimeOff(touching);
    expect(afterIt.json()).toMatchObject({ saved: true, conflicts: [] });
    await asSarah({ method: 'DELETE', url: `/api/practitioner/time-off/${afterIt.json().timeOff.id}` });

    const confirmed = await addTimeOff({ ...range, confirm: true });
    expect(confirmed.json().saved).toBe(true);
    expect(confirmed.json().conflicts.map((c: { id: number }) => c.id)).toEqual([booked.id]);
    const [row] = await h.database.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(row?.status).toBe('scheduled');
    await asSarah({ method: 'DELETE', url: `/api/practitioner/time-off/${confirmed.json().timeOff.id}` });
    await h.database.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, booked.id));
  });
});

describe('the calendar', () => {
  it("answers the caller's appointments in [from, to), every status but rescheduled, with the patient's name", async () => {
    const base = new Date('2026-04-06T00:00:00Z');
    const scheduled = await insertAppointment({
      practitionerId: sarahId,
      startsAt: new Date(base.getTime() + 2 * HOUR),
    });
    const cancelled = await insertAppointment({
      practitionerId: sarahId,
      startsAt: new Date(base.getTime() + HOUR),
      status: 'cancelled',
    });
    await insertAppointment({
      practitionerId: sarahId,
      startsAt: new Date(base.getTime() + 3 * HOUR),
      status: 'rescheduled',
    });
    await insertAppointment({ practitionerId: jamesId, startsAt: new Date(base.getTime() + 4 * HOUR) });
    const atEnd = await insertAppointment({
      practitionerId: sarahId,
      startsAt: new Date(base.getTime() + 7 * 86_400_000),
    });

    const to = new Date(base.getTime() + 7 * 86_400_000).toISOString();
    const response = await asSarah({
      method: 'GET',
      url: `/api/practitioner/appointments?from=${base.toISOString()}&to=${to}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      timezone: SYDNEY,
      items: [
        {
          id: cancelled.id,
          startsAt: cancelled.startsAt.toISOString(),
          durationMinutes: 15,
          status: 'cancelled',
          patientId: liamId,
          patientName: 'Liam Nguyen',
          assessmentId: null,
        },
        expect.objectContaining({ id: scheduled.id, status: 'scheduled' }),
      ],
    });
    expect(response.json().items.map((item: { id: number }) => item.id)).not.toContain(atEnd.id);
  });

  it.each([
    ['from=2026-04-06T00:00:00Z&to=2026-04-06T00:00:00Z'],
    ['from=2026-04-06T00:00:00Z&to=2026-05-19T00:00:00Z'],
    ['from=yesterday&to=2026-04-07T00:00:00Z'],
    [''],
  ])('refuses the range %s', async (query) => {
    expectError(
      await asSarah({ method: 'GET', url: `/api/practitioner/appointments?${query}` }),
      400,
      practitionerMessages.rangeInvalid,
    );
  });
});

describe('outcomes', () => {
  const mark = (id: number, status: string, as = asSarah) =>
    as({ method: 'POST', url: `/api/practitioner/appointments/${id}/outcome`, payload: { status } });

  it('marks a started appointment completed once; a second mark, a future one and a wrong status are refused', async () => {
    const now = h.clock.now().getTime();
    const started = await insertAppointment({
      practitionerId: sarahId,
      startsAt: new Date(now - 10 * 60_000),
    });
    const future = await insertAppointment({ practitionerId: sarahId, startsAt: new Date(now + HOUR) });

    expectError(await mark(started.id, 'cancelled'), 400, practitionerMessages.outcomeInvalid, 'status');
    expectError(await mark(future.id, 'completed'), 409, practitionerMessages.outcomeTooEarly);

    const done = await mark(started.id, 'completed');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: started.id, status: 'completed', patientName: 'Liam Nguyen' });
    expectError(await mark(started.id, 'no_show'), 409, practitionerMessages.outcomeNotScheduled);
    const audit = await lastAudit('appointment.outcome');
    expect(audit).toMatchObject({
      targetId: String(started.id),
      details: { old: 'scheduled', new: 'completed' },
    });

    const missed = await insertAppointment({ practitionerId: sarahId, startsAt: new Date(now - 2 * HOUR) });
    expect((await mark(missed.id, 'no_show')).json().status).toBe('no_show');
  });

  it("answers 404 for another practitioner's appointment or an unknown one", async () => {
    const now = h.clock.now().getTime();
    const jamesOwn = await insertAppointment({ practitionerId: jamesId, startsAt: new Date(now - HOUR) });
    expectError(await mark(jamesOwn.id, 'completed'), 404, practitionerMessages.appointmentNotFound);
    expectError(await mark(999_999, 'completed'), 404, practitionerMessages.appointmentNotFound);
    const [row] = await h.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, jamesOwn.id), eq(appointments.status, 'scheduled')));
    expect(row).toBeTruthy();
    expect((await mark(jamesOwn.id, 'no_show', asJames)).json().status).toBe('no_show');
  });
});

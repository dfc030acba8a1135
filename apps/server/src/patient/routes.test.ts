import {
  addressMessages,
  passwordChangeMessages,
  patientDataExport,
  patientPrescriptionList,
  patientProfile,
  patientProfileMessages,
  patientSummary,
  profileMessages,
  repeatMessages,
} from '@telehealth/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, auditLog, outboundMessages, payments, prescriptions, users } from '../db/schema';
import { DEMO_PASSWORD, login, SESSION_COOKIE } from '../test/helpers';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;
let patientId: number;
let ownPrescription: number;
let othersPrescription: number;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  const { db } = h.database;
  const [patient] = await db.select().from(users).where(eq(users.email, 'patient@example.com'));
  if (!patient) throw new Error('no patient');
  patientId = patient.id;
  const [own] = await db.select().from(prescriptions).where(eq(prescriptions.patientId, patientId));
  const [others] = await db.select().from(prescriptions).where(ne(prescriptions.patientId, patientId));
  if (!own || !others) throw new Error('no prescriptions');
  ownPrescription = own.id;
  othersPrescription = others.id;
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const get = (url: string, role: 'patient' | 'admin' | null = 'patient') => h.as(role, { method: 'GET', url });

describe('GET /api/patient/summary', () => {
  it('refuses a visitor', async () => {
    expect((await get('/api/patient/summary', null)).statusCode).toBe(401);
  });

  it("gives the patient their own assessments, latest prescription and unread count, and no one else's", async () => {
    const response = await get('/api/patient/summary');
    expect(response.statusCode).toBe(200);
    const body = patientSummary.parse(response.json());
    const own = await h.database.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.patientId, patientId));
    expect(body.latestPrescription?.id).toBe(own.sort((a, b) => +b.createdAt - +a.createdAt)[0]?.id);
    expect(body.assessments.map((item) => item.status)).toEqual(
      expect.arrayContaining(['approved', 'awaiting_review']),
    );
    const mine = await h.database.db.select().from(assessments).where(eq(assessments.patientId, patientId));
    expect(body.assessments.every((item) => mine.some((row) => row.id === item.id))).toBe(true);
    expect(body.unreadMessages).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/prescriptions/mine', () => {
  it('lists only the patient’s prescriptions, with their medicines and no tracking link before posting', async () => {
    const body = patientPrescriptionList.parse((await get('/api/prescriptions/mine')).json());
    expect(body.items.map((item) => item.id)).toContain(ownPrescription);
    expect(body.items.map((item) => item.id)).not.toContain(othersPrescription);
    const own = body.items.find((item) => item.id === ownPrescription);
    expect(own).toMatchObject({ status: 'preparing', trackingUrl: null });
    expect(own?.medicines[0]).toMatchObject({ dosage: '50 mg', quantity: 8 });
  });

  it('links the tracking number to post_tracking_base_url once posted', async () => {
    await h.database.db
      .update(prescriptions)
      .set({ status: 'posted', trackingNumber: 'AP 1/2' })
      .where(eq(prescriptions.id, ownPrescription));
    const body = patientPrescriptionList.parse((await get('/api/prescriptions/mine')).json());
    expect(body.items.find((item) => item.id === ownPrescription)).toMatchObject({
      status: 'posted',
      trackingNumber: 'AP 1/2',
      trackingUrl: 'https://auspost.com.au/mypost/track/details/AP%201%2F2',
    });
  });
});

describe('GET /api/prescriptions/:id/pdf', () => {
  it('renders the patient’s own prescription', async () => {
    const response = await get(`/api/prescriptions/${ownPrescription}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 404 for another patient's prescription and for one that does not exist", async () => {
    expect((await get(`/api/prescriptions/${othersPrescription}/pdf`)).statusCode).toBe(404);
    expect((await get('/api/prescriptions/999999/pdf')).statusCode).toBe(404);
  });

  it('answers 400 with the field for an id that is not one', async () => {
    const response = await get('/api/prescriptions/abc/pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'id' });
  });
});

const profile = {
  firstName: 'Liam',
  lastName: 'Nguyen',
  email: 'patient@example.com',
  dateOfBirth: '1984-03-14',
  phone: '0412 345 678',
  timezone: 'Australia/Adelaide',
  address: '1 King William Street',
  addressLine2: '',
  suburb: 'Adelaide',
  state: 'SA',
  postcode: '5000',
  country: 'Australia',
  dpid: '',
  medicareNumber: '2123 45670 1',
};
const putProfile = (payload: object, role: 'patient' | null = 'patient') =>
  h.as(role, { method: 'PUT', url: '/api/profile', payload });

describe('GET and PUT /api/profile', () => {
  it('saves the mobile as E.164 and the Medicare number as digits, and audits the change without the number', async () => {
    const response = await putProfile(profile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: profileMessages.profileUpdated });
    const saved = patientProfile.parse((await get('/api/profile')).json());
    expect(saved).toMatchObject({
      phone: '+61412345678',
      medicareNumber: '2123456701',
      timezone: 'Australia/Adelaide',
    });
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'profile.update'), eq(auditLog.targetId, String(patientId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(JSON.stringify(entry?.details)).toContain('medicareNumber');
    expect(JSON.stringify(entry?.details)).not.toContain('2123456701');
    expect(JSON.stringify(entry?.details)).not.toContain('1984-03-14');
  });

  it.each([
    ['medicareNumber', '2123 45671 1', patientProfileMessages.medicareInvalid],
    ['phone', '(08) 8123 4567', patientProfileMessages.mobileInvalid],
    ['dateOfBirth', '2999-01-01', patientProfileMessages.dateOfBirthInvalid],
    ['timezone', 'Mars/Olympus', profileMessages.timezoneRequired],
    ['email', 'someone.else@example.com', profileMessages.emailReadOnly],
    ['state', 'Narnia', addressMessages.stateInvalid],
    ['postcode', 'ABCDE', addressMessages.postcodeInvalid],
    ['postcode', '2000', 'Postcode 2000 is not in SA: please check the state and postcode'],
    ['suburb', ' ', addressMessages.suburbRequired],
  ])('answers 400 on %s with the form’s message, and changes nothing', async (field, value, message) => {
    const before = patientProfile.parse((await get('/api/profile')).json());
    const response = await putProfile({ ...profile, [field]: value, firstName: 'Changed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
    expect(patientProfile.parse((await get('/api/profile')).json())).toEqual(before);
  });

  it('keeps the state by its short name, and a profile may have no address at all', async () => {
    expect((await putProfile({ ...profile, state: 'south australia' })).statusCode).toBe(200);
    expect(patientProfile.parse((await get('/api/profile')).json()).state).toBe('SA');
    const none = { ...profile, address: '', suburb: '', state: '', postcode: '' };
    expect((await putProfile(none)).statusCode).toBe(200);
    expect((await putProfile(profile)).statusCode).toBe(200);
  });

  it('refuses a visitor', async () => {
    expect((await putProfile(profile, null)).statusCode).toBe(401);
    expect((await get('/api/profile', null)).statusCode).toBe(401);
  });
});

describe('GET /api/profile/export', () => {
  it("downloads the patient's records as JSON without secrets, and audits it", async () => {
    const response = await get('/api/profile/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(response.headers['cache-control']).toContain('no-store');
    const body = patientDataExport.parse(response.json());
    expect(body.profile).toMatchObject({ email: 'patient@example.com', medicareNumber: '2123456701' });
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('$argon2');
    expect(body.assessments.every((row) => row.patientId === patientId)).toBe(true);
    expect(body.prescriptions.map((row) => row.id)).toContain(ownPrescription);
    expect(body.prescriptions.map((row) => row.id)).not.toContain(othersPrescription);
    expect(body.payments.every((row) => row.userId === patientId)).toBe(true);
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'patient.data_export'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actorId: patientId, targetId: String(patientId) });
  });
});

describe('PUT /api/profile/password', () => {
  it('refuses a wrong current password on its field', async () => {
    const response = await h.as('patient', {
      method: 'PUT',
      url: '/api/profile/password',
      payload: { currentPassword: 'not-it', newPassword: 'Another#Passw0rd2026' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'currentPassword',
      message: passwordChangeMessages.currentIncorrect,
    });
  });

  it("changes any signed-in user's password and ends the session", async () => {
    const { sid } = await login(h.app, 'oliver.smith@example.com');
    const response = await h.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      cookies: { [SESSION_COOKIE]: sid ?? '' },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Another#Passw0rd2026' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: passwordChangeMessages.updated });
    const after = await h.app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { [SESSION_COOKIE]: sid ?? '' },
    });
    expect(after.statusCode).toBe(401);
    expect((await login(h.app, 'oliver.smith@example.com', 'Another#Passw0rd2026')).sid).toBeTruthy();
  });
});

describe('POST /api/prescriptions/:id/repeat', () => {
  const repeat = (id: number, key: string) =>
    h.as('patient', {
      method: 'POST',
      url: `/api/prescriptions/${id}/repeat`,
      payload: { idempotencyKey: key },
    });
  const remaining = async (id: number) => {
    const [row] = await h.database.db.select().from(prescriptions).where(eq(prescriptions.id, id));
    return row?.repeatsRemaining;
  };
  const emailsWith = async (subject: string) =>
    (await h.database.db.select().from(outboundMessages).where(eq(outboundMessages.subject, subject))).length;
  const addCard = (number: string) =>
    h.as('patient', {
      method: 'POST',
      url: '/api/payment-methods',
      payload: { card: { number, expiry: '12/34', cvc: '123' } },
    });

  const statusOf = async (id: number) => {
    const [row] = await h.database.db.select().from(prescriptions).where(eq(prescriptions.id, id));
    return row?.status;
  };
  const setStatus = (id: number, status: 'preparing' | 'ready' | 'posted' | 'delivered') =>
    h.database.db.update(prescriptions).set({ status }).where(eq(prescriptions.id, id));
  const repeatCharges = async () =>
    (await h.database.db.select().from(payments).where(eq(payments.prescriptionId, ownPrescription))).length;

  it('refuses while the last supply is preparing or ready, in the card’s words, and charges nothing', async () => {
    expect((await addCard('4242424242424242')).statusCode).toBe(201);
    const before = await remaining(ownPrescription);
    const charges = await repeatCharges();
    for (const status of ['preparing', 'ready'] as const) {
      await setStatus(ownPrescription, status);
      const response = await repeat(ownPrescription, `repeat-early-${status}-0000001`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: 'You can request a repeat once your current supply has been posted.',
      });
      expect(await statusOf(ownPrescription)).toBe(status);
    }
    expect(await remaining(ownPrescription)).toBe(before);
    expect(await repeatCharges()).toBe(charges);
    // The list says so too: the card offers the button only once posted.
    const listed = patientPrescriptionList
      .parse((await get('/api/prescriptions/mine')).json())
      .items.find((item) => item.id === ownPrescription);
    expect(listed?.status).toBe('ready');
    // Back to no card, as the next test expects.
    for (const method of (await h.as('patient', { method: 'GET', url: '/api/payment-methods' })).json())
      await h.as('patient', { method: 'DELETE', url: `/api/payment-methods/${method.id}` });
    await setStatus(ownPrescription, 'posted');
  });

  it('asks for a card when none is saved, and takes no repeat', async () => {
    const before = await remaining(ownPrescription);
    const response = await repeat(ownPrescription, 'repeat-nocard-0000000001');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: repeatMessages.noCard, field: 'paymentMethodId' });
    expect(await remaining(ownPrescription)).toBe(before);
  });

  it('charges the post fee once per key, takes one repeat, and sends prescription_repeat_preparing', async () => {
    expect((await addCard('4242424242424242')).statusCode).toBe(201);
    const list = patientPrescriptionList.parse((await get('/api/prescriptions/mine')).json());
    expect(list.repeatPostFeeCents).toBe(995);
    const before = (await remaining(ownPrescription)) ?? 0;
    const preparing = await emailsWith('Your repeat prescription is being prepared');
    const [first, again] = [
      await repeat(ownPrescription, 'repeat-ok-000000000000001'),
      await repeat(ownPrescription, 'repeat-ok-000000000000001'),
    ];
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'succeeded', message: repeatMessages.preparing });
    expect(again.json()).toMatchObject({ status: 'succeeded', paymentId: first.json().paymentId });
    expect(await remaining(ownPrescription)).toBe(before - 1);
    const charged = await h.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, first.json().paymentId));
    expect(charged).toEqual([
      expect.objectContaining({ amountCents: 995, status: 'succeeded', prescriptionId: ownPrescription }),
    ]);
    expect(await emailsWith('Your repeat prescription is being prepared')).toBe(preparing + 1);
    // The next supply is preparing: another request, with a new key, is refused and charges nothing.
    expect(await statusOf(ownPrescription)).toBe('preparing');
    const charges = await repeatCharges();
    const early = await repeat(ownPrescription, 'repeat-ok-000000000000002');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: repeatMessages.notPostedYet });
    expect(await repeatCharges()).toBe(charges);
    expect(await remaining(ownPrescription)).toBe(before - 1);
  });

  it('starts one supply of two requests at once, and charges once', async () => {
    await setStatus(ownPrescription, 'delivered');
    const before = (await remaining(ownPrescription)) ?? 0;
    const charges = await repeatCharges();
    const answers = await Promise.all([
      repeat(ownPrescription, 'repeat-race-00000000000001'),
      repeat(ownPrescription, 'repeat-race-00000000000002'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await repeatCharges()).toBe(charges + 1);
    expect(await remaining(ownPrescription)).toBe(before - 1);
    expect(await statusOf(ownPrescription)).toBe('preparing');
    await h.database.db
      .update(prescriptions)
      .set({ status: 'posted', repeatsRemaining: before })
      .where(eq(prescriptions.id, ownPrescription));
  });

  it('gives the repeat back and sends prescription_payment_failed when the charge is declined', async () => {
    const declined = await addCard('4000000000000002');
    await h.as('patient', { method: 'POST', url: `/api/payment-methods/${declined.json().id}/default` });
    const before = await remaining(ownPrescription);
    const failed = await emailsWith('Action needed: payment for your prescription failed');
    const response = await repeat(ownPrescription, 'repeat-declined-00000001');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ message: 'Your card was declined.', field: 'paymentMethodId' });
    expect(await remaining(ownPrescription)).toBe(before);
    // Nothing is prepared: the prescription is back where it was, and a new attempt may follow.
    expect(await statusOf(ownPrescription)).toBe('posted');
    expect(await emailsWith('Action needed: payment for your prescription failed')).toBe(failed + 1);
  });

  it("refuses when no repeats are left, and answers 404 for another patient's prescription", async () => {
    await h.database.db
      .update(prescriptions)
      .set({ repeatsRemaining: 0 })
      .where(eq(prescriptions.id, ownPrescription));
    const none = await repeat(ownPrescription, 'repeat-none-000000000001');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ message: repeatMessages.noRepeatsLeft });
    expect((await repeat(othersPrescription, 'repeat-theirs-0000000001')).statusCode).toBe(404);
    const bad = await repeat(ownPrescription, 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'idempotencyKey' });
  });
});

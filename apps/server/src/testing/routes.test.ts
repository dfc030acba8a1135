import {
  deliveryMessages,
  type OutboundMessage,
  outboxPage,
  rateLimitMessages,
  type TestableEmailTemplateType,
  testEmailResult,
  testEmailTemplates,
  testSmsResult,
} from '@telehealth/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  assessments,
  emailTemplates,
  outboundMessages,
  payments,
  practitioners,
  prescriptions,
  smsTemplates,
  users,
} from '../db/schema';
import { defaultEmailSections } from '../delivery/email-defaults';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';
import { TEST_MESSAGE_RATE_LIMIT } from './routes';

let h: TestServer<Role>;

/** Real rows of the demo seed, by what the templates need. */
const ids = {} as {
  user: number;
  appointment: number;
  previousAppointment: number;
  prescription: number;
  failedPrescription: number;
  approvedAssessment: number;
  declinedAssessment: number;
  practitioner: number;
  practitionerAppointments: number[];
};

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  const db = h.database.db;
  const [patient] = await db.select().from(users).where(eq(users.email, 'patient@example.com'));
  if (!patient) throw new Error('no patient');
  ids.user = patient.id;
  const [moved] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.patientId, patient.id), eq(appointments.status, 'scheduled')));
  if (!moved?.previousAppointmentId) throw new Error('no rescheduled appointment');
  ids.appointment = moved.id;
  ids.previousAppointment = moved.previousAppointmentId;
  const [ownRx] = await db.select().from(prescriptions).where(eq(prescriptions.patientId, patient.id));
  const [failedRx] = await db
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .innerJoin(payments, eq(payments.prescriptionId, prescriptions.id))
    .where(eq(payments.status, 'failed'));
  if (!ownRx || !failedRx) throw new Error('no prescriptions');
  ids.prescription = ownRx.id;
  ids.failedPrescription = failedRx.id;
  const [approved] = await db.select().from(assessments).where(eq(assessments.status, 'approved'));
  const [declined] = await db.select().from(assessments).where(eq(assessments.status, 'declined'));
  if (!approved || !declined) throw new Error('no decided assessments');
  ids.approvedAssessment = approved.id;
  ids.declinedAssessment = declined.id;
  const [sarah] = await db.select().from(practitioners).where(eq(practitioners.name, 'Sarah Chen'));
  if (!sarah) throw new Error('no practitioner');
  ids.practitioner = sarah.id;
  const theirs = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.practitionerId, sarah.id), eq(appointments.status, 'scheduled')))
    .orderBy(asc(appointments.id));
  ids.practitionerAppointments = theirs.map((row) => row.id);
});

afterAll(async () => {
  await h?.close();
});

async function outboxCount(): Promise<number> {
  const [row] = await h.database.db.select({ n: count() }).from(outboundMessages);
  return row?.n ?? 0;
}

async function outbox(query = ''): Promise<{ items: OutboundMessage[]; total: number }> {
  const response = await h.as('admin', { method: 'GET', url: `/api/admin/outbox${query}` });
  expect(response.statusCode).toBe(200);
  return outboxPage.parse(response.json());
}

let addresses = 0;
/** Each call from its own address, so the test-message rate limit only bites where a test wants it to. */
const freshIp = () => `10.9.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
const sms = (payload: unknown, role: 'admin' | 'patient' | null = 'admin', remoteAddress = freshIp()) =>
  h.as(role, { method: 'POST', url: '/api/admin/testing/sms', payload: payload as object, remoteAddress });
const email = (
  payload: unknown,
  role: 'admin' | 'practitioner' | null = 'admin',
  remoteAddress = freshIp(),
) =>
  h.as(role, { method: 'POST', url: '/api/admin/testing/email', payload: payload as object, remoteAddress });

describe('authorisation', () => {
  it.each([
    ['POST', '/api/admin/testing/sms', { phoneNumber: '0412345678' }],
    [
      'POST',
      '/api/admin/testing/email',
      { templateType: 'message_notification', recipientEmail: 'a@example.com', userId: 1 },
    ],
    ['GET', '/api/admin/outbox', undefined],
  ] as const)('%s %s: 401 anonymous, 403 for other roles, nothing sent', async (method, url, payload) => {
    const before = await outboxCount();
    expect((await h.as(null, { method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    for (const role of ['practitioner', 'writer', 'patient'] as const) {
      expect((await h.as(role, { method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(403);
    }
    expect(await outboxCount()).toBe(before);
  });
});

describe('the test-message rate limit', () => {
  it(`allows ${TEST_MESSAGE_RATE_LIMIT.max} test SMS and emails an hour per address, then answers 429`, async () => {
    const ip = '10.8.0.1';
    for (let n = 0; n < TEST_MESSAGE_RATE_LIMIT.max; n++) {
      const response = n % 2 ? await sms({ phoneNumber: '' }, 'admin', ip) : await email({}, 'admin', ip);
      expect(response.statusCode).toBe(400);
    }
    for (const response of [
      await sms({ phoneNumber: '0412345678' }, 'admin', ip),
      await email({}, 'admin', ip),
    ]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ message: rateLimitMessages.testMessages, errorType: 'rate_limited' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await sms({ phoneNumber: '' }, 'admin', '10.8.0.2')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/testing/sms', () => {
  it.each([
    ['no phone', {}, 'Phone number is required', 'phoneNumber'],
    ['blank phone', { phoneNumber: '  ' }, 'Phone number is required', 'phoneNumber'],
    ['letters', { phoneNumber: 'call me' }, 'Invalid phone number', 'phoneNumber'],
    ['not an Australian number', { phoneNumber: '041234567' }, deliveryMessages.invalidPhone, 'phoneNumber'],
    [
      'unknown type',
      { phoneNumber: '0412345678', messageType: 'promo' },
      'Message type must be prescription or appointment',
      'messageType',
    ],
    [
      'bad date format',
      { phoneNumber: '0412345678', messageType: 'appointment', appointmentDate: '10/05/2025' },
      'Use the date format YYYY-MM-DD',
      'appointmentDate',
    ],
    [
      'impossible date',
      { phoneNumber: '0412345678', messageType: 'appointment', appointmentDate: '2025-02-30' },
      'Use the date format YYYY-MM-DD',
      'appointmentDate',
    ],
  ])('%s → 400, nothing sent', async (_name, payload, message, field) => {
    const before = await outboxCount();
    const response = await sms(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field, errorType: 'validation' });
    expect(await outboxCount()).toBe(before);
  });

  it('renders the prescription template with the form values and adds the country code', async () => {
    const response = await sms({
      phoneNumber: '0412 345 678',
      messageType: 'prescription',
      patientName: 'Jane Citizen',
      doctorName: 'Dr. Sam Lee',
      prescriptionId: 'RX-777',
    });
    expect(response.statusCode).toBe(200);
    expect(testSmsResult.parse(response.json())).toEqual({
      success: true,
      provider: 'Outbox',
      message: 'Test SMS sent successfully to +61412345678 using Outbox',
      error: null,
    });
    const [latest] = (await outbox('?limit=1')).items;
    expect(latest).toMatchObject({
      channel: 'sms',
      recipient: '+61412345678',
      provider: 'outbox',
      status: 'sent',
      subject: null,
      body: 'Hi Jane, Dr. Sam Lee has issued your prescription RX-777. We will text you when it ships. Reply STOP to opt out.',
    });
  });

  it('renders the appointment booking template with the form defaults', async () => {
    const response = await sms({ phoneNumber: '61412345678', messageType: 'appointment' });
    expect(response.json()).toMatchObject({ success: true });
    const [latest] = (await outbox('?limit=1')).items;
    expect(latest?.body).toBe(
      'Hi John, your telehealth appointment with Dr. Sarah Johnson is booked for Sat 10 May 2025 at 10:00 AM.',
    );
  });

  it('uses the template as edited in the database, and refuses an inactive one with 409', async () => {
    await h.database.db
      .update(smsTemplates)
      .set({ content: '{{patientName}} / {{doctorName}} / {{prescriptionId}} / {{nope}}' })
      .where(eq(smsTemplates.type, 'prescription_created'));
    await sms({ phoneNumber: '0412345678' });
    expect((await outbox('?limit=1')).items[0]?.body).toBe('John Smith / Dr. Sarah Johnson / RX-12345 /');

    await h.database.db
      .update(smsTemplates)
      .set({ isActive: false })
      .where(eq(smsTemplates.type, 'prescription_created'));
    const before = await outboxCount();
    const response = await sms({ phoneNumber: '0412345678' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: deliveryMessages.smsTemplateInactive, errorType: 'conflict' });
    expect(await outboxCount()).toBe(before);
    await h.database.db
      .update(smsTemplates)
      .set({ isActive: true })
      .where(eq(smsTemplates.type, 'prescription_created'));
  });
});

describe('POST /api/admin/testing/email', () => {
  function payloadFor(type: TestableEmailTemplateType): Record<string, unknown> {
    const base = { templateType: type, recipientEmail: 'qa@example.com' };
    switch (type) {
      case 'appointment_confirmation':
      case 'patient_appointment_reminder':
        return { ...base, userId: String(ids.user), appointmentId: String(ids.appointment) };
      case 'appointment_rescheduled_patient':
      case 'appointment_rescheduled_practitioner':
        return {
          ...base,
          userId: ids.user,
          appointmentId: ids.appointment,
          previousAppointmentId: ids.previousAppointment,
        };
      case 'practitioner_appointment_reminder':
        return {
          ...base,
          practitionerId: ids.practitioner,
          appointmentIds: ids.practitionerAppointments.join(', '),
        };
      case 'prescription':
      case 'prescription_repeat_preparing':
        return { ...base, userId: ids.user, prescriptionId: ids.prescription };
      case 'prescription_payment_failed':
        return { ...base, userId: ids.user, prescriptionId: ids.failedPrescription };
      case 'assessment_complete':
        return { ...base, userId: ids.user, assessmentId: ids.approvedAssessment };
      case 'assessment_declined':
        return { ...base, userId: ids.user, assessmentId: ids.declinedAssessment };
      default:
        return { ...base, userId: ids.user };
    }
  }

  /** What each rendered email must say, from the seeded records. */
  const expectations: Record<TestableEmailTemplateType, RegExp[]> = {
    appointment_confirmation: [
      /^Appointment confirmed: \w+day \d+ March 2026 at \d+:\d\d (am|pm) AEDT$/,
      /Dr\. Sarah Chen/,
      /Duration: 15 minutes/,
    ],
    appointment_rescheduled_patient: [
      /^Your appointment has been rescheduled$/,
      /Previous time: \w+day \d+ March 2026 at/,
      /New time: /,
    ],
    appointment_rescheduled_practitioner: [
      /^Dr\. Sarah Chen has rescheduled your appointment$/,
      /Reason: Follow-up consultation/,
    ],
    patient_appointment_reminder: [
      /^Reminder: your appointment on \w+day \d+ March 2026$/,
      /with Dr\. Sarah Chen/,
    ],
    practitioner_appointment_reminder: [
      /^Your upcoming appointments \(2\)$/,
      /Hi Sarah/,
      /Liam Nguyen \(15 minutes\)/,
    ],
    prescription: [/^Your prescription is ready$/, /• Sildenafil 50 mg tablet × 8\. /, /Dr\. Sarah Chen/],
    prescription_repeat_preparing: [
      /^Your repeat prescription is being prepared$/,
      /Repeats remaining after this one: 2\./,
    ],
    prescription_payment_failed: [
      /^Action needed: payment for your prescription failed$/,
      /\$79\.45/,
      /within 7 days/,
      /http:\/\/localhost:3000\/dashboard\/payment-methods/,
    ],
    assessment_complete: [
      /^Your erectile dysfunction assessment has been approved$/,
      /\nMedicine:\n• Tadalafil 5 mg tablet × 28: 5 mg daily\. Take one tablet/,
      /\nPractitioner notes: Suitable for treatment\./,
    ],
    assessment_declined: [/^An update on your erectile dysfunction assessment$/, /see your GP in person/],
    email_verification: [/^Your Telehealth verification code$/, /\n\d{6}\n/, /expires in 10 minutes/],
    message_notification: [
      /^You have a new message from Sarah Chen$/,
      /Of course, what would you like to know\?/,
    ],
    promo_code_delivery: [/^Your Telehealth promo code: WELCOME10$/, /10% off assessments and prescriptions/],
  };

  it.each(testEmailTemplates.map((template) => template.type))(
    '%s renders from the seeded records and is recorded in the outbox',
    async (type) => {
      const response = await email(payloadFor(type));
      expect(response.statusCode).toBe(200);
      const result = testEmailResult.parse(response.json());
      expect(result.message).toBe(
        `Test email for ${testEmailTemplates.find((item) => item.type === type)?.label} has been sent to qa@example.com`,
      );
      const [latest] = (await outbox('?limit=1')).items;
      if (!latest) throw new Error('not recorded');
      expect(latest.id).toBe(result.outboxId);
      expect(latest).toMatchObject({
        channel: 'email',
        recipient: 'qa@example.com',
        provider: 'outbox',
        status: 'sent',
      });
      const [subjectRule, ...bodyRules] = expectations[type];
      expect(latest.subject).toMatch(subjectRule as RegExp);
      for (const rule of bodyRules) expect(latest.body).toMatch(rule);
      // Company details from settings in every footer; nothing left unfilled.
      expect(latest.body).toContain(
        'Telehealth Demo Pty Ltd · ABN 51 824 753 556 · 1 Martin Place, Sydney NSW 2000, Australia',
      );
      for (const part of [latest.subject ?? '', latest.body, latest.html ?? ''])
        expect(part).not.toMatch(/\{\{|\}\}/);
      expect(latest.html).toMatch(/^<!DOCTYPE html>/);
    },
  );

  it('escapes real data in the HTML part', async () => {
    await h.database.db.update(users).set({ firstName: '<b>Liam</b>' }).where(eq(users.id, ids.user));
    try {
      await email(payloadFor('message_notification'));
      const [latest] = (await outbox('?limit=1')).items;
      expect(latest?.html).toContain('Hi &lt;b&gt;Liam&lt;/b&gt;,');
      expect(latest?.html).not.toContain('<b>Liam</b>');
      expect(latest?.body).toContain('Hi <b>Liam</b>,');
    } finally {
      await h.database.db.update(users).set({ firstName: 'Liam' }).where(eq(users.id, ids.user));
    }
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['no template', { recipientEmail: 'a@example.com' }, 'Template type is required', 'templateType'],
    [
      'unknown template',
      { templateType: 'newsletter', recipientEmail: 'a@example.com' },
      'Template type is required',
      'templateType',
    ],
    [
      'bad recipient',
      { templateType: 'message_notification', recipientEmail: 'nope', userId: 1 },
      'Valid email is required',
      'recipientEmail',
    ],
    [
      'no user',
      { templateType: 'message_notification', recipientEmail: 'a@example.com' },
      'User ID is required',
      'userId',
    ],
    [
      'user not digits',
      { templateType: 'message_notification', recipientEmail: 'a@example.com', userId: '12a' },
      'User ID must be a number',
      'userId',
    ],
    [
      'no appointment',
      { templateType: 'appointment_confirmation', recipientEmail: 'a@example.com', userId: 1 },
      'Appointment ID is required',
      'appointmentId',
    ],
    [
      'appointment not digits',
      {
        templateType: 'appointment_confirmation',
        recipientEmail: 'a@example.com',
        userId: 1,
        appointmentId: '-3',
      },
      'Appointment ID must be a number',
      'appointmentId',
    ],
    [
      'no previous appointment',
      {
        templateType: 'appointment_rescheduled_patient',
        recipientEmail: 'a@example.com',
        userId: 1,
        appointmentId: 1,
      },
      'Previous Appointment ID is required',
      'previousAppointmentId',
    ],
    [
      'no prescription',
      { templateType: 'prescription', recipientEmail: 'a@example.com', userId: 1 },
      'Prescription ID is required',
      'prescriptionId',
    ],
    [
      'prescription not digits',
      { templateType: 'prescription', recipientEmail: 'a@example.com', userId: 1, prescriptionId: 'RX1' },
      'Prescription ID must be a number',
      'prescriptionId',
    ],
    [
      'no assessment',
      { templateType: 'assessment_declined', recipientEmail: 'a@example.com', userId: 1 },
      'Assessment ID is required',
      'assessmentId',
    ],
    [
      'no practitioner',
      {
        templateType: 'practitioner_appointment_reminder',
        recipientEmail: 'a@example.com',
        appointmentIds: '1',
      },
      'Practitioner ID is required',
      'practitionerId',
    ],
    [
      'no appointment ids',
      {
        templateType: 'practitioner_appointment_reminder',
        recipientEmail: 'a@example.com',
        practitionerId: 1,
      },
      'Appointment IDs are required',
      'appointmentIds',
    ],
  ];

  it.each(invalid)('%s → 400, nothing sent', async (_name, payload, message, field) => {
    const before = await outboxCount();
    const response = await email(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field, errorType: 'validation' });
    expect(await outboxCount()).toBe(before);
  });

  const missing = 999_999;
  const notFound: [string, () => Record<string, unknown>, string][] = [
    ['user', () => ({ ...payloadFor('message_notification'), userId: missing }), 'User not found'],
    [
      'appointment',
      () => ({ ...payloadFor('appointment_confirmation'), appointmentId: missing }),
      'Appointment not found',
    ],
    [
      'previous appointment',
      () => ({ ...payloadFor('appointment_rescheduled_patient'), previousAppointmentId: missing }),
      'Previous appointment not found',
    ],
    [
      'prescription',
      () => ({ ...payloadFor('prescription'), prescriptionId: missing }),
      'Prescription not found',
    ],
    [
      'assessment',
      () => ({ ...payloadFor('assessment_complete'), assessmentId: missing }),
      'Assessment not found',
    ],
    [
      'practitioner',
      () => ({ ...payloadFor('practitioner_appointment_reminder'), practitionerId: missing }),
      'Practitioner not found',
    ],
    [
      'one of the appointments',
      () => ({
        ...payloadFor('practitioner_appointment_reminder'),
        appointmentIds: `${ids.appointment},${missing}`,
      }),
      'Appointment not found',
    ],
  ];

  it.each(notFound)('an unknown %s → 404, nothing sent', async (_name, payload, message) => {
    const before = await outboxCount();
    const response = await email(payload());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message, errorType: 'not_found' });
    expect(await outboxCount()).toBe(before);
  });

  it('uses the sections as edited, and refuses an inactive template with 409', async () => {
    await h.database.db
      .update(emailTemplates)
      .set({
        editableSections: {
          ...defaultEmailSections.promo_code_delivery,
          subject: 'Edited {{promoCode}} for {{firstName}}',
        },
      })
      .where(eq(emailTemplates.type, 'promo_code_delivery'));
    await email(payloadFor('promo_code_delivery'));
    expect((await outbox('?limit=1')).items[0]?.subject).toBe('Edited WELCOME10 for Liam');

    await h.database.db
      .update(emailTemplates)
      .set({ isActive: false })
      .where(eq(emailTemplates.type, 'promo_code_delivery'));
    const before = await outboxCount();
    const response = await email(payloadFor('promo_code_delivery'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: deliveryMessages.emailTemplateInactive,
      errorType: 'conflict',
    });
    expect(await outboxCount()).toBe(before);
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists newest first, pages with limit and offset, and filters by channel', async () => {
    const all = await outbox('?limit=100');
    expect(all.total).toBe(await outboxCount());
    expect(all.items.length).toBe(Math.min(100, all.total));
    const order = all.items.map((item) => [item.createdAt, item.id] as const);
    const sorted = [...order].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
    expect(order).toEqual(sorted);
    expect(all.items[0]?.id).toBe(Math.max(...all.items.map((item) => item.id)));

    const firstPage = await outbox('?limit=2&offset=0');
    const secondPage = await outbox('?limit=2&offset=2');
    expect(firstPage.items.map((item) => item.id)).toEqual(all.items.slice(0, 2).map((item) => item.id));
    expect(secondPage.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));

    const smsOnly = await outbox('?channel=sms');
    expect(smsOnly.items.length).toBeGreaterThan(0);
    expect(smsOnly.items.every((item) => item.channel === 'sms')).toBe(true);
  });

  it.each([
    ['?limit=101', 'limit'],
    ['?limit=0', 'limit'],
    ['?limit=abc', 'limit'],
    ['?offset=-1', 'offset'],
    ['?channel=fax', 'channel'],
  ])('%s → 400', async (query, field) => {
    const response = await h.as('admin', { method: 'GET', url: `/api/admin/outbox${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });
});

describe('template seeding', () => {
  it('seeded every email and SMS template type once, active', async () => {
    const emailRows = await h.database.db.select().from(emailTemplates);
    expect(emailRows).toHaveLength(16);
    const smsRows = await h.database.db.select().from(smsTemplates);
    expect(smsRows.map((row) => row.type).sort()).toEqual(
      [
        'admin_notification',
        'appointment_booking',
        'appointment_reminder',
        'otp',
        'practitioner_message',
        'prescription_created',
        'prescription_refill_reminder',
      ].sort(),
    );
    const inactive = await h.database.db
      .select()
      .from(smsTemplates)
      .where(inArray(smsTemplates.isActive, [false]));
    expect(inactive).toEqual([]);
  });
});

import type { Db } from '../db/client';
import { appointments, assessments, payments, practitioners, users } from '../db/schema';

/**
 * A small, known set of people, assessments, payments and appointments in the first week of June 2020 (Sydney is
 * UTC+10 then, no daylight saving), far from the demo data, so that the reports' figures can be worked out by hand.
 * The expected figures are written out in reports/service.test.ts beside each row's reason.
 */
export const REPORT_FIXTURE_RANGE = { from: '2020-06-01', to: '2020-06-07' } as const;

const at = (iso: string) => new Date(iso);

/** The row an insert returned, or a clear failure. */
function row<T>(rows: T[], index: number): T {
  const found = rows[index];
  if (found === undefined) throw new Error(`The fixture's insert returned no row ${index}`);
  return found;
}

export async function insertReportFixture(db: Db, options: { prefix?: string } = {}) {
  const prefix = options.prefix ?? 'report';
  const person = (name: string, role: 'patient' | 'practitioner') => ({
    email: `${prefix}-${name.toLowerCase()}@example.org`,
    passwordHash: 'not-a-login',
    firstName: name,
    lastName: 'Fixture',
    role,
    isPractitioner: role === 'practitioner',
  });
  const patients = await db
    .insert(users)
    .values([person('Pat', 'patient'), person('Quinn', 'patient')])
    .returning({ id: users.id });
  const staff = await db
    .insert(users)
    .values(['Alice', 'Bob', 'Carol', 'Dan', 'Eve'].map((name) => person(name, 'practitioner')))
    .returning({ id: users.id });
  const doctors = await db
    .insert(practitioners)
    .values([
      { userId: row(staff, 0).id, name: 'Alice Able', isActive: true },
      { userId: row(staff, 1).id, name: 'Bob Brown', isActive: true },
      // Inactive and without appointments in the range: left out.
      { userId: row(staff, 2).id, name: 'Carol Cole', isActive: false },
      // Inactive, with an appointment in the range: listed.
      { userId: row(staff, 3).id, name: 'Dan Dale', isActive: false },
      // Active, nothing in the range: listed with zeros.
      { userId: row(staff, 4).id, name: 'Eve Evans', isActive: true },
    ])
    .returning({ id: practitioners.id });
  const patientId = row(patients, 0).id;
  const otherPatientId = row(patients, 1).id;
  const [alice, bob, dan] = [row(doctors, 0).id, row(doctors, 1).id, row(doctors, 3).id];

  // ---- assessments: type, status, paid, created (started) and submitted
  await db.insert(assessments).values(
    [
      // A1..A3: erectile dysfunction started and submitted in the range.
      ['erectile_dysfunction', 'approved', true, '2020-06-01T01:00:00Z', '2020-06-01T02:00:00Z'],
      ['erectile_dysfunction', 'declined', false, '2020-06-01T03:00:00Z', '2020-06-01T03:05:00Z'],
      ['erectile_dysfunction', 'awaiting_review', true, '2020-06-02T01:00:00Z', '2020-06-02T01:10:00Z'],
      // A4: started 23:00 on 31 May in Sydney (not in the funnel), submitted 00:30 on 1 June (in the report).
      ['weight_loss', 'approved', true, '2020-05-31T13:00:00Z', '2020-05-31T14:30:00Z'],
      // A5: a draft, never submitted: started only.
      ['weight_loss', 'draft', false, '2020-06-03T01:00:00Z', null],
      // A6, A7: submitted, not decided.
      ['weight_loss', 'pending_payment', false, '2020-06-03T02:00:00Z', '2020-06-03T02:10:00Z'],
      ['weight_loss', 'in_review', true, '2020-06-04T02:00:00Z', '2020-06-04T02:10:00Z'],
      // A8: 01:00 on 8 June in Sydney: after the range.
      ['erectile_dysfunction', 'approved', true, '2020-06-07T15:00:00Z', '2020-06-07T15:10:00Z'],
      // A10: paid, then declined by the practitioner.
      ['weight_loss', 'declined', true, '2020-06-05T02:00:00Z', '2020-06-05T02:10:00Z'],
    ].map(([type, status, paid, createdAt, submittedAt], index) => ({
      type: type as 'erectile_dysfunction' | 'weight_loss',
      status: status as 'approved',
      paid: paid as boolean,
      // One open draft per patient and type: the second patient holds the others.
      patientId: status === 'draft' ? otherPatientId : patientId,
      createdAt: at(createdAt as string),
      submittedAt: submittedAt ? at(submittedAt as string) : null,
      updatedAt: at(createdAt as string),
      feeCents: 1000 + index,
    })),
  );

  // ---- payments: status, amount and paid_at
  await db.insert(payments).values(
    (
      [
        // 10:00 on 1 June in Sydney.
        ['succeeded', 5000, '2020-06-01T00:00:00Z'],
        // 23:30 on 31 May in Sydney: before the range.
        ['succeeded', 2500, '2020-05-31T13:30:00Z'],
        // Midnight starting 1 June in Sydney: the first instant of the range.
        ['succeeded', 3000, '2020-05-31T14:00:00Z'],
        // 23:30 UTC on 1 June is 09:30 on 2 June in Sydney.
        ['succeeded', 4000, '2020-06-01T23:30:00Z'],
        // 23:59 on 2 June in Sydney, refunded since.
        ['refunded', 6000, '2020-06-02T13:59:00Z'],
        // Never went through.
        ['failed', 9999, null],
        ['pending', 7777, null],
        // 23:59 on 7 June in Sydney: the last minute of the range.
        ['succeeded', 1000, '2020-06-07T13:59:00Z'],
        // Midnight starting 8 June in Sydney: after the range.
        ['succeeded', 1500, '2020-06-07T14:00:00Z'],
      ] as const
    ).map(([status, amountCents, paidAt], index) => ({
      userId: patientId,
      status,
      amountCents,
      subtotalCents: amountCents,
      provider: 'fixture',
      providerRef: `${prefix}-payment-${index}`,
      paidAt: paidAt ? at(paidAt) : null,
      createdAt: at(paidAt ?? '2020-06-02T00:00:00Z'),
    })),
  );

  // ---- appointments: practitioner, status, start
  await db.insert(appointments).values(
    (
      [
        [alice, 'completed', '2020-06-01T00:00:00Z'],
        [alice, 'completed', '2020-06-02T05:00:00Z'],
        [alice, 'cancelled', '2020-06-02T06:00:00Z'],
        [alice, 'scheduled', '2020-06-03T00:00:00Z'],
        [alice, 'no_show', '2020-06-04T00:00:00Z'],
        // 00:00 on 8 June and 23:00 on 31 May in Sydney: outside.
        [alice, 'scheduled', '2020-06-07T14:00:00Z'],
        [alice, 'rescheduled', '2020-05-31T13:00:00Z'],
        [bob, 'rescheduled', '2020-06-05T00:00:00Z'],
        [bob, 'scheduled', '2020-06-05T01:00:00Z'],
        [dan, 'completed', '2020-06-06T00:00:00Z'],
      ] as const
    ).map(([practitionerId, status, startsAt]) => ({
      patientId,
      practitionerId,
      status,
      startsAt: at(startsAt),
      durationMinutes: 15,
    })),
  );

  return { practitionerIds: { alice, bob, dan } };
}

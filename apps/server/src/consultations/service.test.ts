import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, consultationEvents, consultations, practitioners, users } from '../db/schema';
import { seededAccounts } from '../test/accounts';
import { createTestDatabase, TEST_EPOCH, type TestDatabase } from '../test/helpers';
import { ensureConsultation, participantOf, recordAdmit, recordJoin, recordLeave } from './service';

// The record's rules on a real database, as the signalling will call them (docs/product/consultations.md, The record).

let database: TestDatabase;
let sarahUserId: number;
let sarahId: number;
let liamId: number;
let offset = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  const [sarah] = await database.db.select().from(practitioners).where(eq(practitioners.name, 'Sarah Chen'));
  const [liam] = await database.db.select().from(users).where(eq(users.email, seededAccounts.liam));
  if (!sarah || !liam) throw new Error('seed changed');
  sarahId = sarah.id;
  sarahUserId = sarah.userId;
  liamId = liam.id;
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

async function appointment() {
  offset += 1;
  const [row] = await database.db
    .insert(appointments)
    .values({
      patientId: liamId,
      practitionerId: sarahId,
      startsAt: new Date(TEST_EPOCH.getTime() + offset * 3_600_000),
      durationMinutes: 15,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

const at = (seconds: number) => new Date(TEST_EPOCH.getTime() + seconds * 1000);

async function eventsOf(consultationId: number) {
  return database.db
    .select({ userId: consultationEvents.userId, kind: consultationEvents.kind, at: consultationEvents.at })
    .from(consultationEvents)
    .where(eq(consultationEvents.consultationId, consultationId))
    .orderBy(asc(consultationEvents.id));
}

describe('ensureConsultation', () => {
  it('makes one record however many callers race for it', async () => {
    const { id } = await appointment();
    const records = await Promise.all(
      Array.from({ length: 6 }, () => ensureConsultation(database.db, id, at(0))),
    );
    expect(new Set(records.map((record) => record.id)).size).toBe(1);
    expect(
      await database.db.select().from(consultations).where(eq(consultations.appointmentId, id)),
    ).toHaveLength(1);
  });

  it('is refused twice by the database itself: the unique index on the appointment', async () => {
    const { id } = await appointment();
    await database.db.insert(consultations).values({ appointmentId: id });
    await expect(database.db.insert(consultations).values({ appointmentId: id })).rejects.toThrow();
  });
});

describe('the timeline', () => {
  it('records who joined, was admitted and left; the first admission starts it', async () => {
    const { id } = await appointment();
    const patient = await participantOf(database.db, id, liamId);
    const practitioner = await participantOf(database.db, id, sarahUserId);
    expect([patient.role, practitioner.role]).toEqual(['patient', 'practitioner']);

    const joined = await recordJoin(database.db, patient, 'audio', at(0));
    expect(joined).toMatchObject({ mode: 'audio', startedAt: null, admittedAt: null });
    await recordJoin(database.db, practitioner, 'video', at(10));
    const admitted = await recordAdmit(database.db, practitioner, at(20));
    expect(admitted).toMatchObject({ mode: 'video', startedAt: at(20), admittedAt: at(20) });
    // A rejoin after a reload is admitted again; the consultation started at the first admission.
    await recordLeave(database.db, patient, at(30));
    await recordJoin(database.db, patient, 'audio', at(40));
    expect(await recordAdmit(database.db, practitioner, at(50))).toMatchObject({
      mode: 'video',
      startedAt: at(20),
      admittedAt: at(20),
    });
    expect(await eventsOf(joined.id)).toEqual([
      { userId: liamId, kind: 'joined', at: at(0) },
      { userId: sarahUserId, kind: 'joined', at: at(10) },
      { userId: liamId, kind: 'admitted', at: at(20) },
      { userId: liamId, kind: 'left', at: at(30) },
      { userId: liamId, kind: 'joined', at: at(40) },
      { userId: liamId, kind: 'admitted', at: at(50) },
    ]);
  });

  it('stays audio while everyone joins without video, and a phone consultation stays phone', async () => {
    const audioOnly = await appointment();
    const patient = await participantOf(database.db, audioOnly.id, liamId);
    await recordJoin(database.db, patient, 'audio', at(0));
    const practitioner = await participantOf(database.db, audioOnly.id, sarahUserId);
    expect((await recordJoin(database.db, practitioner, 'audio', at(1))).mode).toBe('audio');

    const phoned = await appointment();
    await ensureConsultation(database.db, phoned.id, at(0), 'phone');
    const caller = await participantOf(database.db, phoned.id, liamId);
    expect((await recordJoin(database.db, caller, 'video', at(1))).mode).toBe('phone');
  });

  it('records a leave only for a consultation that exists', async () => {
    const { id } = await appointment();
    await recordLeave(database.db, await participantOf(database.db, id, liamId), at(0));
    expect(await database.db.select().from(consultations).where(eq(consultations.appointmentId, id))).toEqual(
      [],
    );
  });
});

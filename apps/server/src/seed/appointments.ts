import { appointments } from '../db/schema';
import type { SeededAccounts } from './accounts';
import type { SeededAssessments } from './assessments';
import type { SeedContext } from './context';
import type { SeededPractitioners } from './practitioners';

/** Past, upcoming, moved, cancelled and missed appointments; the demo patient's follow-up was rescheduled. */
export async function seedAppointments(
  { db, at }: SeedContext,
  { patient }: SeededAccounts,
  { sarah, james, priya }: SeededPractitioners,
  { approvedOwn, pendingOwn }: SeededAssessments,
): Promise<void> {
  const [pastVisit, movedVisit] = await db
    .insert(appointments)
    .values([
      {
        patientId: patient(0).id,
        practitionerId: sarah.id,
        assessmentId: approvedOwn.id,
        startsAt: at(-19, 0),
        durationMinutes: 15,
        status: 'completed',
        reason: 'Initial consultation',
      },
      {
        patientId: patient(0).id,
        practitionerId: sarah.id,
        assessmentId: pendingOwn.id,
        startsAt: at(2, 0),
        durationMinutes: 15,
        status: 'rescheduled',
        reason: 'Follow-up consultation',
      },
    ])
    .returning();
  if (!pastVisit || !movedVisit) throw new Error('Seeding appointments failed');
  await db.insert(appointments).values([
    {
      patientId: patient(0).id,
      practitionerId: sarah.id,
      assessmentId: pendingOwn.id,
      startsAt: at(3, 1),
      durationMinutes: 15,
      status: 'scheduled',
      previousAppointmentId: movedVisit.id,
      reason: 'Follow-up consultation (moved at the patient’s request)',
    },
    { patientId: patient(1).id, practitionerId: sarah.id, startsAt: at(1, 2), durationMinutes: 15 },
    { patientId: patient(2).id, practitionerId: james.id, startsAt: at(1, 3), durationMinutes: 20 },
    { patientId: patient(3).id, practitionerId: james.id, startsAt: at(4, 0), durationMinutes: 20 },
    {
      patientId: patient(4).id,
      practitionerId: sarah.id,
      startsAt: at(-7, 1),
      durationMinutes: 15,
      status: 'completed',
    },
    {
      patientId: patient(5).id,
      practitionerId: sarah.id,
      startsAt: at(-5, 2),
      durationMinutes: 15,
      status: 'no_show',
    },
    {
      patientId: patient(6).id,
      practitionerId: james.id,
      startsAt: at(5, 2),
      durationMinutes: 20,
      status: 'cancelled',
    },
    {
      patientId: patient(7).id,
      practitionerId: priya.id,
      startsAt: at(-40, 3),
      durationMinutes: 30,
      status: 'completed',
    },
  ]);
}

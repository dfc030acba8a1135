import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, assessments, practitioners } from '../db/schema';
import type { ChatUser } from './relations';
import type { AssessmentParties } from './store';

/**
 * Least privilege for assessment conversations (docs/product/messaging.md). The product has the client show a
 * practitioner every message of an assessment conversation; it does not make the server hand every assessment to every
 * practitioner. So: admins read all; a practitioner reads an assessment's messages only when assigned to that
 * assessment or having an appointment (any status) with its patient; an inactive practitioner reads none.
 */
async function activePractitionerId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: practitioners.id, isActive: practitioners.isActive })
    .from(practitioners)
    .where(eq(practitioners.userId, userId))
    .limit(1);
  return row?.isActive ? row.id : null;
}

async function hasAppointmentWith(db: Db, practitionerId: number, patientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.practitionerId, practitionerId), eq(appointments.patientId, patientId)))
    .limit(1);
  return row !== undefined;
}

/** Whether staff `viewer` may read every message of the assessment with these parties. */
export async function mayReadAssessment(
  db: Db,
  viewer: ChatUser,
  parties: AssessmentParties,
): Promise<boolean> {
  if (viewer.isAdmin) return true;
  if (!viewer.isPractitioner) return false;
  const practitionerId = await activePractitionerId(db, viewer.id);
  if (practitionerId === null) return false;
  return (
    parties.practitionerUserId === viewer.id || hasAppointmentWith(db, practitionerId, parties.patientId)
  );
}

/**
 * The assessments of `patientId` whose messages (with anyone) `viewer` may read in a conversation with that
 * patient: every one (`'all'`), some by id, or none.
 */
export async function readableAssessmentsOf(
  db: Db,
  viewer: ChatUser,
  patientId: number,
): Promise<'all' | number[]> {
  if (viewer.isAdmin) return 'all';
  if (!viewer.isPractitioner) return [];
  const practitionerId = await activePractitionerId(db, viewer.id);
  if (practitionerId === null) return [];
  if (await hasAppointmentWith(db, practitionerId, patientId)) return 'all';
  const rows = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.patientId, patientId), eq(assessments.practitionerId, practitionerId)));
  return rows.map((row) => row.id);
}

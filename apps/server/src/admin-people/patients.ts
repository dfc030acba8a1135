import {
  type AdminPatientDetail,
  type AdminPatientListValues,
  type AdminPatientPage,
  APPOINTMENTS_PAGE_SIZE,
  adminPeopleMessages,
} from '@telehealth/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { myAssessments as patientAssessments } from '../assessments';
import { type AuditEntry, recordAudit } from '../audit';
import { myAppointments } from '../booking';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { notFound } from '../http/errors';
import { myPrescriptions as patientPrescriptions, patientProfile } from '../patient';
import { myPayments as patientPayments } from '../payments';
import { offsetOf, peopleOrder, personMatches } from './lists';

type Actor = Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>;

const isPatient = eq(users.role, 'patient');

const listColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
};

/**
 * `GET /api/admin/patients`. Without a search, the page is an index walk that stops at the page
 * (`users_name_idx`, `users_email_lower_idx`, or a top-N sort by creation) and the count a second cheap statement.
 * A search has to look at every patient anyway, so it does so once: the page and `count(*) over ()` in one
 * statement (a page past the matches, which has no row to carry the count, asks for it on its own).
 */
export async function listPatients(db: Db, query: AdminPatientListValues): Promise<AdminPatientPage> {
  const where = and(
    isPatient,
    query.q ? personMatches(query.q, [users.phone, users.contactMobile]) : undefined,
  );
  const countAll = async () => Number((await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0);
  const page = db
    .select({ ...listColumns, total: sql<number>`count(*) over ()` })
    .from(users)
    .where(where)
    .orderBy(...peopleOrder(query.sort, query.dir))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  let rows: Awaited<typeof page>;
  let total: number;
  if (query.q) {
    rows = await page;
    total = rows[0] ? Number(rows[0].total) : query.page > 1 ? await countAll() : 0;
  } else {
    const [items, n] = await Promise.all([
      db
        .select(listColumns)
        .from(users)
        .where(where)
        .orderBy(...peopleOrder(query.sort, query.dir))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      countAll(),
    ]);
    rows = items.map((item) => ({ ...item, total: n }));
    total = n;
  }
  return {
    items: rows.map(({ total: _total, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * `GET /api/admin/patients/{id}`: the patient's whole record in one answer, built by the same functions that serve
 * the patient's own pages, so the admin sees what the patient sees. The read is written to the audit log before
 * anything is answered (who, when, which patient); an id that is not a patient's is 404.
 */
export async function patientRecord(
  db: Db,
  id: number,
  actor: Actor,
  now: Date,
): Promise<AdminPatientDetail> {
  const [account] = await db
    .select({ id: users.id, emailVerified: users.emailVerified, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.id, id), isPatient));
  if (!account) throw notFound(adminPeopleMessages.patientNotFound);
  await recordAudit(
    db,
    {
      ...actor,
      action: 'patient_record.read',
      targetType: 'patient',
      targetId: id,
      details: { view: 'admin' },
    },
    now,
  );
  const page = { limit: APPOINTMENTS_PAGE_SIZE, offset: 0 };
  const [profile, assessments, upcoming, past, prescriptions, payments] = await Promise.all([
    patientProfile(db, id),
    patientAssessments(db, id, 1),
    myAppointments(db, id, { when: 'upcoming', ...page }, now),
    myAppointments(db, id, { when: 'past', ...page }, now),
    patientPrescriptions(db, id),
    patientPayments(db, id, 1),
  ]);
  return {
    patient: {
      ...profile,
      id: account.id,
      emailVerified: account.emailVerified,
      createdAt: account.createdAt.toISOString(),
    },
    assessments,
    upcomingAppointments: upcoming,
    pastAppointments: past,
    prescriptions: { items: prescriptions, total: prescriptions.length },
    payments,
  };
}

import {
  type AdminAssessmentPage,
  type AdminAssessmentRow,
  type adminAssessmentListQuery,
  assessmentStatuses,
  assignableAssessmentStatuses,
  errorTypes,
  adminOperationsMessages as messages,
} from '@telehealth/contract';
import { and, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../assessments';
import { recordAudit } from '../audit';
import { type Db, transaction } from '../db/client';
import { assessments, practitioners, users } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import {
  flowOrder,
  fullName,
  orderOf,
  personMatches,
  tablePageOf,
  typedId,
  userName,
  windowOf,
} from './list';

/**
 * `/admin/assessments` (docs/product/admin.md): every assessment, and assigning one to a practitioner. The detail is
 * the practitioner's own `reviewDetail` endpoint, which admits admins.
 *
 * Assigning is for an assessment that is awaiting review or in review (a draft or an unpaid one has nothing to
 * review, a decided one nothing left to do). It always leaves the assessment in review with the chosen practitioner,
 * as if they had claimed it, so it is in their list and they may decide it. The UPDATE names the status and the
 * practitioner the admin's request found, so a claim, a decision or another admin's assignment in between makes it
 * change nothing, and the caller gets 409 rather than overwriting what just happened.
 */

type Query = z.output<typeof adminAssessmentListQuery>;
type Row = typeof assessments.$inferSelect;

const sortColumns = {
  id: assessments.id,
  createdAt: assessments.createdAt,
  submittedAt: assessments.submittedAt,
  updatedAt: assessments.updatedAt,
  type: assessments.type,
  status: flowOrder(assessments.status, assessmentStatuses),
  patientName: userName(),
  practitionerName: sql`lower(${practitioners.name})`,
} satisfies Record<Query['sort'], unknown>;

function filters(query: Query): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.type) conditions.push(eq(assessments.type, query.type));
  if (query.status) conditions.push(eq(assessments.status, query.status));
  if (query.practitionerId === 'none') conditions.push(isNull(assessments.practitionerId));
  else if (query.practitionerId !== undefined)
    conditions.push(eq(assessments.practitionerId, Number(query.practitionerId)));
  if (query.q) {
    const id = typedId(query.q);
    conditions.push(
      id === null ? personMatches(query.q) : or(eq(assessments.id, id), personMatches(query.q)),
    );
  }
  return and(...conditions);
}

function selectRows(db: Db) {
  return db
    .select({ row: assessments, patient: users, practitionerName: practitioners.name })
    .from(assessments)
    .innerJoin(users, eq(users.id, assessments.patientId))
    .leftJoin(practitioners, eq(practitioners.id, assessments.practitionerId));
}

function toRow(found: { row: Row; patient: typeof users.$inferSelect; practitionerName: string | null }) {
  const { row, patient, practitionerName } = found;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    paid: row.paid,
    feeCents: row.feeCents,
    patient: { id: patient.id, name: fullName(patient), email: patient.email },
    practitioner:
      row.practitionerId !== null && practitionerName !== null
        ? { id: row.practitionerId, name: practitionerName }
        : null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } satisfies AdminAssessmentRow;
}

export async function list(db: Db, query: Query): Promise<AdminAssessmentPage> {
  const where = filters(query);
  return tablePageOf(
    query,
    selectRows(db)
      .where(where)
      .orderBy(...orderOf(sortColumns[query.sort], query.dir, assessments.id))
      .limit(windowOf(query).limit)
      .offset(windowOf(query).offset),
    db
      .select({ n: count() })
      .from(assessments)
      .innerJoin(users, eq(users.id, assessments.patientId))
      .where(where),
    (rows) => rows.map(toRow),
  );
}

async function one(db: Db, id: number): Promise<AdminAssessmentRow> {
  const [found] = await selectRows(db).where(eq(assessments.id, id));
  if (!found) throw notFound(messages.assessmentNotFound);
  return toRow(found);
}

const assignable = new Set<string>(assignableAssessmentStatuses);

/** Assign (or reassign) an assessment to an active practitioner: it is in review with them from now on. */
export async function assign(
  db: Db,
  id: number,
  practitionerId: number,
  actor: Actor,
  now: Date,
): Promise<AdminAssessmentRow> {
  const [row] = await db.select().from(assessments).where(eq(assessments.id, id));
  if (!row) throw notFound(messages.assessmentNotFound);
  const [practitioner] = await db
    .select({ isActive: practitioners.isActive, disabledAt: users.disabledAt })
    .from(practitioners)
    .innerJoin(users, eq(users.id, practitioners.userId))
    .where(eq(practitioners.id, practitionerId));
  if (!practitioner)
    throw new HttpError(404, messages.practitionerNotFound, {
      errorType: errorTypes.notFound,
      field: 'practitionerId',
    });
  if (!practitioner.isActive || practitioner.disabledAt !== null)
    throw new HttpError(409, messages.practitionerInactive, {
      errorType: errorTypes.conflict,
      field: 'practitionerId',
    });
  if (!assignable.has(row.status) || !row.paid) throw conflict(messages.notAssignable);
  // Already theirs: nothing changes, and nothing is audited.
  if (row.status === 'in_review' && row.practitionerId === practitionerId) return one(db, id);

  const changed = await transaction(db, async (tx) => {
    const [updated] = await tx
      .update(assessments)
      .set({ status: 'in_review', practitionerId, updatedAt: now })
      .where(
        and(
          eq(assessments.id, id),
          eq(assessments.status, row.status),
          eq(assessments.paid, true),
          row.practitionerId === null
            ? isNull(assessments.practitionerId)
            : eq(assessments.practitionerId, row.practitionerId),
          // The practitioner is still active when the row changes, not only when it was read.
          sql`exists (select 1 from ${practitioners} where ${practitioners.id} = ${practitionerId} and ${practitioners.isActive})`,
        ),
      )
      .returning({ id: assessments.id });
    if (!updated) return false;
    const details = { from: row.practitionerId, to: practitionerId, previousStatus: row.status };
    await recordAudit(
      tx,
      { ...actor, action: 'assessment.assign', targetType: 'assessment', targetId: id, details },
      now,
    );
    return true;
  });
  if (!changed) throw conflict(messages.assignmentChanged);
  return one(db, id);
}

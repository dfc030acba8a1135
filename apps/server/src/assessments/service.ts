import {
  type Answers,
  ASSESSMENTS_PAGE_SIZE,
  type AssessmentDetail,
  type AssessmentFees,
  type AssessmentPage,
  type AssessmentSummary,
  type AssessmentType,
  amountToCents,
  assessmentFeeSettingKeys,
  assessmentMessages,
  assessmentTypes,
  DEFAULT_ASSESSMENT_FEE,
  errorTypes,
  evaluateRedFlags,
  mergeStepAnswers,
  type OpenAssessmentDraft,
  questionnaires,
  validateAll,
  visibleAnswers,
} from '@telehealth/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../audit';
import type { SessionUser } from '../auth';
import { type Db, transaction } from '../db/client';
import { assessments, practitioners } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { readSetting } from '../settings';

/**
 * Assessments. Decisions (see the README): drafts always follow the current questionnaire
 * version (saving to an older draft moves it to the current version, dropping answers to questions that no longer
 * exist); one open draft per patient and type (a partial unique index), made by the first saved answer, not by opening
 * the screen; a red flag declines on submit even before every question is answered; the fee is read from the settings
 * at submit and stored on the assessment; 'Change my answers' copies a red-flag stop into a new draft
 * (docs/product/assessments.md).
 */

type Row = typeof assessments.$inferSelect;

export const notFoundError = () => notFound(assessmentMessages.notFound);
const conflict = (message: string) => new HttpError(409, message, { errorType: errorTypes.conflict });
const notDraft = () => conflict(assessmentMessages.notDraft);

/** Staff take no assessments: the questionnaire is for patients. */
export function requirePatient(user: SessionUser): void {
  if (user.role !== 'patient' || user.isAdmin || user.isPractitioner || user.isContentWriter) {
    throw new HttpError(403, assessmentMessages.patientsOnly, { errorType: errorTypes.forbidden });
  }
}

function summary(row: Row): AssessmentSummary {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    declineReason: row.declineReason,
    questionnaireVersion: row.questionnaireVersion,
    feeCents: row.feeCents,
    paid: row.paid,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function detail(row: Row): AssessmentDetail {
  const answers = (row.answers ?? {}) as Answers;
  return {
    ...summary(row),
    patientId: row.patientId,
    practitionerId: row.practitionerId,
    answers,
    advice: evaluateRedFlags(questionnaires[row.type], answers).advice,
  };
}

/** Each type's fee in cents; a missing or unreadable setting falls back to the default fee. */
export async function assessmentFees(db: Db): Promise<AssessmentFees> {
  const entries = await Promise.all(
    assessmentTypes.map(async (type) => {
      const stored = await readSetting(db, assessmentFeeSettingKeys[type]);
      const cents = amountToCents(stored ?? DEFAULT_ASSESSMENT_FEE) ?? amountToCents(DEFAULT_ASSESSMENT_FEE);
      return [type, cents ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as AssessmentFees;
}

const openDraftOf = (patientId: number, type: AssessmentType) =>
  and(eq(assessments.patientId, patientId), eq(assessments.type, type), eq(assessments.status, 'draft'));

/** The patient's open draft of a type, or null: opening the questionnaire creates nothing. */
export async function openDraft(
  db: Db,
  patientId: number,
  type: AssessmentType,
): Promise<OpenAssessmentDraft> {
  const [row] = await db.select().from(assessments).where(openDraftOf(patientId, type));
  return { draft: row ? detail(row) : null };
}

/**
 * The patient's open draft of a type, or a new one at the current questionnaire version, with the first step's
 * answers merged in when given: all in one transaction, so a refused answer leaves no draft behind. Two tabs saving
 * a first answer at once are settled by the one-draft index: the second insert does nothing and waits for the
 * first, then merges its answers into that draft.
 */
export async function createDraft(
  db: Db,
  patientId: number,
  type: AssessmentType,
  at: Date,
  incoming: Answers = {},
): Promise<AssessmentDetail> {
  return transaction(db, async (tx) => {
    await tx
      .insert(assessments)
      .values({
        type,
        patientId,
        answers: {},
        questionnaireVersion: questionnaires[type].version,
        status: 'draft',
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing();
    const [row] = await tx.select().from(assessments).where(openDraftOf(patientId, type)).for('update');
    if (!row) throw new Error('The open draft was neither inserted nor found');
    if (Object.keys(incoming).length === 0) return detail(row);
    return detail(await storeAnswers(tx, row, incoming, at));
  });
}

/** The patient's own assessment, locked for the change; 404 for anyone else's. */
async function ownForUpdate(tx: Db, id: number, patientId: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), eq(assessments.patientId, patientId)))
    .for('update');
  if (!row) throw notFoundError();
  return row;
}

function answerError(questionId: string, message: string): HttpError {
  return new HttpError(400, message, { errorType: errorTypes.validation, field: `answers.${questionId}` });
}

/** Merges a step's answers into a locked draft, validated against the current questionnaire. */
async function storeAnswers(tx: Db, row: Row, incoming: Answers, at: Date): Promise<Row> {
  const current = questionnaires[row.type];
  const merged = mergeStepAnswers(current, row.answers as Answers, incoming);
  if (!merged.ok) throw answerError(merged.error.questionId, merged.error.message);
  const [updated] = await tx
    .update(assessments)
    .set({ answers: merged.answers, questionnaireVersion: current.version, updatedAt: at })
    .where(eq(assessments.id, row.id))
    .returning();
  return updated as Row;
}

/** Saves a step's answers to the patient's own draft, validated against the current questionnaire. */
export async function saveAnswers(
  db: Db,
  id: number,
  patientId: number,
  incoming: Answers,
  at: Date,
): Promise<AssessmentDetail> {
  return transaction(db, async (tx) => {
    const row = await ownForUpdate(tx, id, patientId);
    if (row.status !== 'draft') throw notDraft();
    return detail(await storeAnswers(tx, row, incoming, at));
  });
}

/**
 * 'Change my answers' on the red-flag stop: a new draft of the same type holding the declined assessment's answers,
 * which stays declined for the record. Only the owner's own assessment declined for a red flag (409 otherwise); a
 * retry answers the draft it already made, and another open draft of the type is a 409 (one open draft per type).
 * Audited in the same transaction, without the answers.
 */
export async function reopen(
  db: Db,
  id: number,
  patientId: number,
  actor: Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>,
  at: Date,
): Promise<AssessmentDetail> {
  return transaction(db, async (tx) => {
    const declined = await ownForUpdate(tx, id, patientId);
    if (declined.status !== 'declined' || declined.declineReason !== 'red_flag')
      throw conflict(assessmentMessages.notReopenable);
    const current = questionnaires[declined.type];
    const [created] = await tx
      .insert(assessments)
      .values({
        type: declined.type,
        patientId,
        answers: visibleAnswers(current, declined.answers as Answers),
        questionnaireVersion: current.version,
        status: 'draft',
        reopenedFromId: declined.id,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [open] = await tx.select().from(assessments).where(openDraftOf(patientId, declined.type));
      if (open && open.reopenedFromId === declined.id) return detail(open);
      throw conflict(assessmentMessages.draftInProgress);
    }
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'assessment.reopen',
        targetType: 'assessment',
        targetId: created.id,
        details: { reopenedFromId: declined.id },
      },
      at,
    );
    return detail(created);
  });
}

/**
 * Submits the patient's own draft. A red flag declines it with reason `red_flag` and no fee; otherwise every shown
 * required question must be answered, and it moves to `pending_payment` at the type's fee.
 */
export async function submit(db: Db, id: number, patientId: number, at: Date): Promise<AssessmentDetail> {
  const fees = await assessmentFees(db);
  return transaction(db, async (tx) => {
    const row = await ownForUpdate(tx, id, patientId);
    if (row.status !== 'draft') throw notDraft();
    const current = questionnaires[row.type];
    const answers = visibleAnswers(current, row.answers as Answers);
    const flags = evaluateRedFlags(current, answers);
    if (flags.declined.length > 0) {
      const [declined] = await tx
        .update(assessments)
        .set({
          answers,
          status: 'declined',
          declineReason: 'red_flag',
          feeCents: 0,
          paid: false,
          submittedAt: at,
          decidedAt: at,
          updatedAt: at,
        })
        .where(eq(assessments.id, id))
        .returning();
      return detail(declined as Row);
    }
    const [missing] = validateAll(current, answers);
    if (missing) throw answerError(missing.questionId, assessmentMessages.incomplete);
    const [pending] = await tx
      .update(assessments)
      .set({ answers, status: 'pending_payment', feeCents: fees[row.type], submittedAt: at, updatedAt: at })
      .where(eq(assessments.id, id))
      .returning();
    return detail(pending as Row);
  });
}

/** The patient's own, newest first, a page of 50. */
export async function mine(db: Db, patientId: number, page: number): Promise<AssessmentPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(assessments)
      .where(eq(assessments.patientId, patientId))
      .orderBy(desc(assessments.createdAt), desc(assessments.id))
      .limit(ASSESSMENTS_PAGE_SIZE)
      .offset((page - 1) * ASSESSMENTS_PAGE_SIZE),
    db.select({ n: count() }).from(assessments).where(eq(assessments.patientId, patientId)),
  ]);
  return { items: rows.map(summary), total: Number(total?.n ?? 0), page, pageSize: ASSESSMENTS_PAGE_SIZE };
}

export type Reader = 'owner' | 'practitioner' | 'admin';

/** One assessment for its patient, its assigned practitioner or an admin; 404 for anyone else. */
export async function readOne(
  db: Db,
  id: number,
  user: SessionUser,
): Promise<{ assessment: AssessmentDetail; as: Reader }> {
  const [row] = await db.select().from(assessments).where(eq(assessments.id, id));
  if (!row) throw notFoundError();
  if (row.patientId === user.id) return { assessment: detail(row), as: 'owner' };
  if (user.isAdmin) return { assessment: detail(row), as: 'admin' };
  if (user.isPractitioner && row.practitionerId !== null) {
    const [assigned] = await db
      .select({ id: practitioners.id })
      .from(practitioners)
      .where(and(eq(practitioners.id, row.practitionerId), eq(practitioners.userId, user.id)));
    if (assigned) return { assessment: detail(row), as: 'practitioner' };
  }
  throw notFoundError();
}

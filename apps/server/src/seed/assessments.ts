import { questionnaires } from '@telehealth/contract';
import { type assessmentStatuses, assessments, assessmentTypes } from '../db/schema';

/**
 * Every status, in the order the demo patients receive them: paid ones first, so that the patients who had a
 * practitioner before the unpaid statuses existed (Oliver with Dr Chen, whose chat the demo shows) still do.
 */
const seedStatusOrder: readonly (typeof assessmentStatuses)[number][] = [
  'awaiting_review',
  'in_review',
  'approved',
  'declined',
  'draft',
  'pending_payment',
];

import { ageOn } from '../assessments';
import { DEMO_PATIENT_BIRTH_DATE, type SeededAccounts } from './accounts';
import { DAY, type SeedContext } from './context';
import type { SeededPractitioners } from './practitioners';

export type AssessmentRow = typeof assessments.$inferSelect;

export interface SeededAssessments {
  list: AssessmentRow[];
  /** The demo patient's approved and pending erectile dysfunction assessments. */
  approvedOwn: AssessmentRow;
  pendingOwn: AssessmentRow;
  /** The first approved assessment of a type. */
  approved(type: (typeof assessmentTypes)[number]): AssessmentRow;
}

/** One assessment of every type in every status, plus two of the demo patient's own. */
export async function seedAssessments(
  { db, at }: SeedContext,
  { patient }: SeededAccounts,
  { sarah, james }: SeededPractitioners,
): Promise<SeededAssessments> {
  // Complete answers to each current questionnaire, with no red flag (docs/product/assessments.md).
  const answersByType: Record<(typeof assessmentTypes)[number], Record<string, unknown>> = {
    erectile_dysfunction: {
      age: 52,
      duration: 'over_6_months',
      frequency: 'sometimes',
      morningErections: true,
      chestPainOnExertion: false,
      recentHeartAttackOrStroke: false,
      bloodPressure: 'normal',
      takesNitrates: false,
      usesPoppers: false,
      otherMedicines: false,
    },
    weight_loss: {
      age: 44,
      pregnancy: false,
      heightCm: 178,
      weightKg: 104,
      eatingDisorder: false,
      conditions: ['high_blood_pressure'],
      previousAttempts: ['diet', 'exercise'],
      otherMedicines: false,
    },
    contraception: {
      age: 29,
      smoker: false,
      preferredMethod: 'combined_pill',
      currentMethod: 'none',
      bloodClots: false,
      migraines: false,
      bloodPressure: 'normal',
      otherMedicines: false,
    },
  };
  const decided = new Set<string>(['approved', 'declined']);
  const assessmentRows: (typeof assessments.$inferInsert)[] = [];
  assessmentTypes.forEach((type, typeIndex) => {
    seedStatusOrder.forEach((status, statusIndex) => {
      const index = typeIndex * seedStatusOrder.length + statusIndex;
      const created = at(-30 + index);
      assessmentRows.push({
        type,
        status,
        patientId: patient(index).id,
        answers: answersByType[type],
        questionnaireVersion: questionnaires[type].version,
        // Sarah holds most of the queue so her dashboard has work; unassigned pending ones wait for triage.
        practitionerId:
          status === 'awaiting_review' && typeIndex === 2
            ? null
            : status === 'draft' || status === 'pending_payment'
              ? null
              : typeIndex === 1
                ? james.id
                : sarah.id,
        decisionNotes:
          status === 'approved'
            ? 'Suitable for treatment.'
            : status === 'declined'
              ? 'Not suitable: please see your GP in person.'
              : null,
        paid: status !== 'draft' && status !== 'pending_payment',
        submittedAt: status === 'draft' ? null : created,
        declineReason: status === 'declined' ? 'practitioner' : null,
        feeCents: 2000,
        decidedAt: decided.has(status) ? new Date(created.getTime() + 2 * DAY) : null,
        createdAt: created,
        updatedAt: created,
      });
    });
  });
  // The main demo patient gets an approved and an awaiting-review ED assessment of their own, and one to pay for.
  // Their answers give the age their date of birth gives on the seed's day.
  const ownEdAnswers = {
    ...answersByType.erectile_dysfunction,
    age: ageOn(DEMO_PATIENT_BIRTH_DATE, at(0)) ?? 0,
  };
  assessmentRows.push(
    {
      type: 'erectile_dysfunction',
      status: 'approved',
      patientId: patient(0).id,
      answers: ownEdAnswers,
      questionnaireVersion: questionnaires.erectile_dysfunction.version,
      practitionerId: sarah.id,
      decisionNotes: 'Suitable for treatment.',
      paid: true,
      feeCents: 2000,
      submittedAt: at(-20),
      decidedAt: at(-18),
      createdAt: at(-20),
      updatedAt: at(-18),
    },
    {
      type: 'erectile_dysfunction',
      status: 'awaiting_review',
      patientId: patient(0).id,
      answers: ownEdAnswers,
      questionnaireVersion: questionnaires.erectile_dysfunction.version,
      practitionerId: sarah.id,
      paid: true,
      feeCents: 2000,
      submittedAt: at(-1),
      createdAt: at(-1),
      updatedAt: at(-1),
    },
    // A weight loss assessment submitted today and not yet paid: what /checkout resumes.
    {
      type: 'weight_loss',
      status: 'pending_payment',
      patientId: patient(0).id,
      answers: answersByType.weight_loss,
      questionnaireVersion: questionnaires.weight_loss.version,
      paid: false,
      feeCents: 2000,
      submittedAt: at(0),
      createdAt: at(0),
      updatedAt: at(0),
    },
  );
  const assessmentList = await db.insert(assessments).values(assessmentRows).returning();
  const approvedOwn = assessmentList[assessmentList.length - 3];
  const pendingOwn = assessmentList[assessmentList.length - 2];
  if (!approvedOwn || !pendingOwn) throw new Error('Seeding assessments failed');

  const approvedAssessment = (type: (typeof assessmentTypes)[number]) => {
    const row = assessmentList.find((item) => item.type === type && item.status === 'approved');
    if (!row) throw new Error(`No approved ${type} assessment`);
    return row;
  };

  return { list: assessmentList, approvedOwn, pendingOwn, approved: approvedAssessment };
}

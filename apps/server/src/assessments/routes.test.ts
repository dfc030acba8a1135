import {
  assessmentDetail,
  assessmentFees,
  assessmentMessages,
  assessmentPage,
  evaluateRedFlags,
  openAssessmentDraft,
  questionnaire,
  questionnaires,
  RED_FLAG_MESSAGE,
  validateAll,
} from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, auditLog, practitioners, settings, users } from '../db/schema';
import { login, SESSION_COOKIE } from '../test/helpers';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;
/** Sessions of two more seeded patients, so each test has a patient of its own. */
const more: Record<'oliver' | 'charlotte', string> = { oliver: '', charlotte: '' };

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  for (const [name, email] of [
    ['oliver', 'oliver.smith@example.com'],
    ['charlotte', 'charlotte.martin@example.com'],
  ] as const) {
    const { sid } = await login(h.app, email);
    if (!sid) throw new Error(`${name} could not sign in`);
    more[name] = sid;
  }
}, 60_000);

afterAll(async () => {
  await h?.close();
});

type Who = Role | 'oliver' | 'charlotte' | null;
function as(who: Who, options: InjectOptions) {
  if (who === 'oliver' || who === 'charlotte')
    return h.app.inject({ ...options, cookies: { [SESSION_COOKIE]: more[who] } });
  return h.as(who, options);
}

const create = (who: Who, type: unknown, answers?: unknown) =>
  as(who, {
    method: 'POST',
    url: '/api/assessments',
    payload: answers === undefined ? { type } : { type, answers },
  });
const openDraft = (who: Who, type: string) =>
  as(who, { method: 'GET', url: `/api/assessments/drafts/${type}` });
const reopen = (who: Who, id: number | string) =>
  as(who, { method: 'POST', url: `/api/assessments/${id}/reopen` });
const save = (who: Who, id: number | string, answers: unknown) =>
  as(who, { method: 'PUT', url: `/api/assessments/${id}/answers`, payload: { answers } });
const submit = (who: Who, id: number | string) =>
  as(who, { method: 'POST', url: `/api/assessments/${id}/submit` });
const read = (who: Who, id: number | string) => as(who, { method: 'GET', url: `/api/assessments/${id}` });

async function userId(email: string): Promise<number> {
  const [row] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

type Patient = 'oliver' | 'charlotte' | 'patient';
const emailOf = (who: Patient) =>
  who === 'patient'
    ? 'patient@example.com'
    : `${who === 'oliver' ? 'oliver.smith' : 'charlotte.martin'}@example.com`;

const draftCondition = async (who: Patient, type: string) =>
  and(
    eq(assessments.patientId, await userId(emailOf(who))),
    eq(assessments.status, 'draft'),
    eq(assessments.type, type as never),
  );

/** A patient's open drafts of a type. */
async function draftsOf(who: Patient, type: string) {
  return h.database.db
    .select()
    .from(assessments)
    .where(await draftCondition(who, type));
}

/** Removes a patient's drafts of a type. */
async function removeDrafts(who: Patient, type: string) {
  await h.database.db.delete(assessments).where(await draftCondition(who, type));
}

/** A fresh draft of a type for a patient (their earlier drafts of that type are removed). */
async function freshDraft(who: Patient, type: string): Promise<number> {
  await removeDrafts(who, type);
  const response = await create(who, type);
  expect(response.statusCode).toBe(200);
  return assessmentDetail.parse(response.json()).id;
}

const edSteps = {
  about: { age: 45 },
  symptoms: { duration: 'over_6_months', frequency: 'sometimes', morningErections: true },
  heart: { chestPainOnExertion: false, recentHeartAttackOrStroke: false, bloodPressure: 'normal' },
  medicines: { takesNitrates: false, usesPoppers: false, otherMedicines: false },
  more: {},
};

describe('the demo seed', () => {
  it('answers every questionnaire completely, without a red flag, at its version', async () => {
    // The seed's twenty: this runs first, before any test wrote or removed one.
    const rows = (await h.database.db.select().from(assessments).orderBy(assessments.id)).slice(0, 20);
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      const current = questionnaires[row.type];
      expect(row.questionnaireVersion).toBe(current.version);
      expect(validateAll(current, row.answers as never)).toEqual([]);
      expect(evaluateRedFlags(current, row.answers as never).declined).toEqual([]);
    }
  });
});

describe('GET /api/assessments/questionnaires/{type} and /fees (public)', () => {
  it('answers each questionnaire as data to a visitor', async () => {
    for (const type of ['erectile_dysfunction', 'weight_loss', 'contraception'] as const) {
      const response = await as(null, { method: 'GET', url: `/api/assessments/questionnaires/${type}` });
      expect(response.statusCode).toBe(200);
      expect(questionnaire.parse(response.json())).toEqual(questionnaires[type]);
    }
  });

  it('refuses an unknown type with 400 naming the field', async () => {
    const response = await as(null, { method: 'GET', url: '/api/assessments/questionnaires/hair_loss' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'type' });
  });

  it('answers the fees from the settings, in cents', async () => {
    expect(
      assessmentFees.parse((await as(null, { method: 'GET', url: '/api/assessments/fees' })).json()),
    ).toEqual({
      erectile_dysfunction: 2000,
      weight_loss: 2000,
      contraception: 2000,
    });
    await h.database.db
      .update(settings)
      .set({ value: '35.50' })
      .where(eq(settings.key, 'weight_loss_assessment_fee'));
    const after = (await as(null, { method: 'GET', url: '/api/assessments/fees' })).json();
    expect(after.weight_loss).toBe(3550);
    await h.database.db
      .update(settings)
      .set({ value: '20.00' })
      .where(eq(settings.key, 'weight_loss_assessment_fee'));
  });
});

describe('POST /api/assessments', () => {
  it('makes a draft at the current questionnaire version, and answers the same draft again (resume)', async () => {
    const id = await freshDraft('oliver', 'weight_loss');
    const again = assessmentDetail.parse((await create('oliver', 'weight_loss')).json());
    expect(again).toMatchObject({
      id,
      status: 'draft',
      type: 'weight_loss',
      questionnaireVersion: questionnaires.weight_loss.version,
      answers: {},
    });
  });

  it('makes the draft with the first saved answers, or merges them into the open draft', async () => {
    await removeDrafts('oliver', 'erectile_dysfunction');
    const first = await create('oliver', 'erectile_dysfunction', edSteps.about);
    expect(first.statusCode).toBe(200);
    const draft = assessmentDetail.parse(first.json());
    expect(draft).toMatchObject({ status: 'draft', answers: edSteps.about });
    const second = assessmentDetail.parse(
      (await create('oliver', 'erectile_dysfunction', edSteps.symptoms)).json(),
    );
    expect(second).toMatchObject({ id: draft.id, answers: { ...edSteps.about, ...edSteps.symptoms } });
  });

  it('refuses a bad first answer with the form’s message, and leaves no draft behind', async () => {
    await removeDrafts('oliver', 'weight_loss');
    const refused = await create('oliver', 'weight_loss', { heightCm: 178, weightKg: 400 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Enter a number from 30 to 350 kg.',
      field: 'answers.weightKg',
    });
    expect(await draftsOf('oliver', 'weight_loss')).toHaveLength(0);
  });

  it('two tabs saving a first answer at once make one draft, holding both answers', async () => {
    await removeDrafts('charlotte', 'contraception');
    const [a, b] = await Promise.all([
      create('charlotte', 'contraception', { age: 30, smoker: false }),
      create('charlotte', 'contraception', {
        preferredMethod: 'not_sure',
        currentMethod: 'none',
      }),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect(a?.json().id).toBe(b?.json().id);
    const rows = await draftsOf('charlotte', 'contraception');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.answers).toEqual({
      age: 30,
      smoker: false,
      preferredMethod: 'not_sure',
      currentMethod: 'none',
    });
  });
});

describe('GET /api/assessments/drafts/{type}', () => {
  it('answers the open draft, or null without creating one', async () => {
    await removeDrafts('oliver', 'contraception');
    const none = await openDraft('oliver', 'contraception');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ draft: null });
    expect(await draftsOf('oliver', 'contraception')).toHaveLength(0);
    const id = assessmentDetail.parse(
      (await create('oliver', 'contraception', { age: 30, smoker: false })).json(),
    ).id;
    const found = openAssessmentDraft.parse((await openDraft('oliver', 'contraception')).json());
    expect(found.draft).toMatchObject({ id, answers: { age: 30, smoker: false } });
    // Another patient's draft is not theirs to see.
    expect((await openDraft('charlotte', 'contraception')).json().draft?.id).not.toBe(id);
  });

  it('refuses a visitor (401), staff (403) and an unknown type (400 with field)', async () => {
    expect((await openDraft(null, 'weight_loss')).statusCode).toBe(401);
    expect((await openDraft('practitioner', 'weight_loss')).statusCode).toBe(403);
    const bad = await openDraft('oliver', 'hair_loss');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'type' });
  });
});

describe('POST /api/assessments/{id}/reopen (Change my answers)', () => {
  /** A draft of Charlotte's declined for nitrates. */
  async function redFlagStop(): Promise<number> {
    const id = await freshDraft('charlotte', 'erectile_dysfunction');
    await save('charlotte', id, edSteps.about);
    await save('charlotte', id, { ...edSteps.medicines, takesNitrates: true });
    const declined = await submit('charlotte', id);
    expect(declined.json()).toMatchObject({ status: 'declined', declineReason: 'red_flag' });
    return id;
  }

  it('makes a new draft with the answers kept; the declined one stays declined, and it is audited', async () => {
    const declinedId = await redFlagStop();
    const response = await reopen('charlotte', declinedId);
    expect(response.statusCode).toBe(200);
    const draft = assessmentDetail.parse(response.json());
    expect(draft.id).not.toBe(declinedId);
    expect(draft).toMatchObject({
      status: 'draft',
      type: 'erectile_dysfunction',
      declineReason: null,
      submittedAt: null,
      answers: { ...edSteps.about, ...edSteps.medicines, takesNitrates: true },
    });
    expect(assessmentDetail.parse((await read('charlotte', declinedId)).json())).toMatchObject({
      status: 'declined',
      declineReason: 'red_flag',
    });
    const [row] = await h.database.db.select().from(assessments).where(eq(assessments.id, draft.id));
    expect(row?.reopenedFromId).toBe(declinedId);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.reopen'), eq(auditLog.targetId, String(draft.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toEqual({ reopenedFromId: declinedId });
    // A retry answers the same draft; the changed answer is saved to it and submits as usual.
    expect((await reopen('charlotte', declinedId)).json().id).toBe(draft.id);
    expect((await save('charlotte', draft.id, edSteps.medicines)).statusCode).toBe(200);
    for (const answers of [edSteps.symptoms, edSteps.heart])
      expect((await save('charlotte', draft.id, answers)).statusCode).toBe(200);
    expect((await submit('charlotte', draft.id)).json()).toMatchObject({ status: 'pending_payment' });
  });

  it('answers 409 while another draft of the type is open, and for anything but a red-flag stop', async () => {
    const declinedId = await redFlagStop();
    await create('charlotte', 'erectile_dysfunction', edSteps.about);
    const busy = await reopen('charlotte', declinedId);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ message: assessmentMessages.draftInProgress, errorType: 'conflict' });
    const draftId = (await openDraft('charlotte', 'erectile_dysfunction')).json().draft.id;
    const notStopped = await reopen('charlotte', draftId);
    expect(notStopped.statusCode).toBe(409);
    expect(notStopped.json().message).toBe(assessmentMessages.notReopenable);
    const [byPractitioner] = await h.database.db
      .select({ id: assessments.id })
      .from(assessments)
      .where(and(eq(assessments.status, 'declined'), eq(assessments.declineReason, 'practitioner')));
    const [owner] = await h.database.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(assessments, eq(assessments.patientId, users.id))
      .where(eq(assessments.id, byPractitioner?.id ?? 0));
    expect(owner).toBeDefined();
    const { sid } = await login(h.app, owner?.email ?? '');
    const practitionerDecline = await h.app.inject({
      method: 'POST',
      url: `/api/assessments/${byPractitioner?.id}/reopen`,
      cookies: { sid: sid ?? '' },
    });
    expect(practitionerDecline.statusCode).toBe(409);
    expect(practitionerDecline.json().message).toBe(assessmentMessages.notReopenable);
  });

  it("answers 404 for another patient's assessment, 403 for staff, 401 for a visitor, 400 for a bad id", async () => {
    const declinedId = await redFlagStop();
    await removeDrafts('charlotte', 'erectile_dysfunction');
    expect((await reopen('oliver', declinedId)).statusCode).toBe(404);
    expect((await reopen('oliver', 999_999)).statusCode).toBe(404);
    expect((await reopen('admin', declinedId)).statusCode).toBe(403);
    expect((await reopen(null, declinedId)).statusCode).toBe(401);
    expect((await reopen('charlotte', 'x')).json()).toMatchObject({ field: 'id' });
    expect(await draftsOf('charlotte', 'erectile_dysfunction')).toHaveLength(0);
  });

  it('refuses a visitor (401), staff (403) and a bad type (400 with field)', async () => {
    expect((await create(null, 'weight_loss')).statusCode).toBe(401);
    for (const role of ['admin', 'practitioner', 'writer'] as const) {
      const response = await create(role, 'weight_loss');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(assessmentMessages.patientsOnly);
    }
    const bad = await create('oliver', 'hair_loss');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'type' });
    expect(
      (await as('oliver', { method: 'POST', url: '/api/assessments', payload: {} })).json(),
    ).toMatchObject({
      field: 'type',
    });
  });
});

describe('PUT /api/assessments/{id}/answers', () => {
  it('saves a step, merging into the stored answers', async () => {
    const id = await freshDraft('oliver', 'erectile_dysfunction');
    expect((await save('oliver', id, edSteps.about)).statusCode).toBe(200);
    const response = await save('oliver', id, edSteps.symptoms);
    expect(response.statusCode).toBe(200);
    expect(assessmentDetail.parse(response.json()).answers).toEqual({
      ...edSteps.about,
      ...edSteps.symptoms,
    });
  });

  it('answers 400 with the client message and the field for bad answers', async () => {
    const id = await freshDraft('oliver', 'weight_loss');
    const bounds = await save('oliver', id, { heightCm: 99, weightKg: 80 });
    expect(bounds.statusCode).toBe(400);
    expect(bounds.json()).toMatchObject({
      message: 'Enter a number from 100 to 250 cm.',
      field: 'answers.heightCm',
    });
    const missing = await save('oliver', id, { heightCm: 170 });
    expect(missing.json()).toMatchObject({ message: 'Enter a number.', field: 'answers.weightKg' });
    const unknown = await save('oliver', id, { shoeSize: 9 });
    expect(unknown.json()).toMatchObject({
      message: assessmentMessages.unknownQuestion,
      field: 'answers.shoeSize',
    });
    const option = await save('oliver', id, {
      eatingDisorder: false,
      conditions: ['gout'],
      previousAttempts: ['diet'],
      otherMedicines: false,
    });
    expect(option.json()).toMatchObject({
      message: 'Choose one of the options.',
      field: 'answers.conditions',
    });
    const notObject = await save('oliver', id, ['age', 40]);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toMatchObject({ field: 'answers' });
    const shape = await save('oliver', id, { age: { years: 40 } });
    expect(shape.statusCode).toBe(400);
    expect(shape.json()).toMatchObject({
      message: 'Give an answer of the kind the question asks for.',
      field: 'answers.age',
    });
    const badId = await save('oliver', 'abc', { age: 40 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ field: 'id' });
  });

  it('refuses a short-text answer past its limit with the limit in the message, and keeps one at the limit', async () => {
    const id = await freshDraft('oliver', 'erectile_dysfunction');
    const over = await save('oliver', id, { ...edSteps.medicines, allergies: 'x'.repeat(201) });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      message: 'Use 200 characters or fewer.',
      errorType: 'validation',
      field: 'answers.allergies',
    });
    expect(over.json().message).toBe(assessmentMessages.tooLong(200));
    const atLimit = await save('oliver', id, { ...edSteps.medicines, allergies: 'x'.repeat(200) });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().answers.allergies).toHaveLength(200);
  });

  it('drops an answer to a hidden question', async () => {
    const id = await freshDraft('oliver', 'contraception');
    const response = await save('oliver', id, {
      bloodClots: false,
      migraines: false,
      migraineWithAura: true,
      bloodPressure: 'normal',
      otherMedicines: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().answers).not.toHaveProperty('migraineWithAura');
  });

  it("answers 404 for another patient's assessment and for staff, and 409 once submitted", async () => {
    const id = await freshDraft('oliver', 'erectile_dysfunction');
    expect((await save('charlotte', id, edSteps.about)).statusCode).toBe(404);
    expect((await save('admin', id, edSteps.about)).statusCode).toBe(403);
    expect((await save('charlotte', 999_999, edSteps.about)).statusCode).toBe(404);
    const [submitted] = await h.database.db
      .select({ id: assessments.id })
      .from(assessments)
      .where(
        and(
          eq(assessments.patientId, await userId('patient@example.com')),
          eq(assessments.status, 'approved'),
        ),
      );
    const closed = await save('patient', submitted?.id ?? 0, edSteps.about);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(assessmentMessages.notDraft);
  });
});

describe('POST /api/assessments/{id}/submit', () => {
  it('moves a complete draft to pending_payment at the fee; a second submit is 409', async () => {
    await h.database.db.update(settings).set({ value: '24.95' }).where(eq(settings.key, 'ed_assessment_fee'));
    const id = await freshDraft('charlotte', 'erectile_dysfunction');
    for (const answers of Object.values(edSteps))
      expect((await save('charlotte', id, answers)).statusCode).toBe(200);
    const response = await submit('charlotte', id);
    expect(response.statusCode).toBe(200);
    expect(assessmentDetail.parse(response.json())).toMatchObject({
      status: 'pending_payment',
      feeCents: 2495,
      paid: false,
      declineReason: null,
      questionnaireVersion: questionnaires.erectile_dysfunction.version,
    });
    expect(response.json().submittedAt).not.toBeNull();
    const again = await submit('charlotte', id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(assessmentMessages.notDraft);
    await h.database.db.update(settings).set({ value: '20.00' }).where(eq(settings.key, 'ed_assessment_fee'));
  });

  it('refuses an incomplete draft with 400 naming the first unanswered question', async () => {
    const id = await freshDraft('charlotte', 'erectile_dysfunction');
    await save('charlotte', id, edSteps.about);
    const response = await submit('charlotte', id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: assessmentMessages.incomplete,
      errorType: 'validation',
      field: 'answers.duration',
    });
  });

  it('declines on a red flag with reason red_flag and no charge, even before the rest is answered', async () => {
    const id = await freshDraft('charlotte', 'weight_loss');
    await save('charlotte', id, { age: 30, pregnancy: false });
    await save('charlotte', id, { heightCm: 180, weightKg: 70 });
    const response = await submit('charlotte', id);
    expect(response.statusCode).toBe(200);
    expect(assessmentDetail.parse(response.json())).toMatchObject({
      status: 'declined',
      declineReason: 'red_flag',
      feeCents: 0,
      paid: false,
    });
    expect((await submit('charlotte', id)).statusCode).toBe(409);
    expect(RED_FLAG_MESSAGE).toMatch(/^Based on your answers/);
  });

  it('answers the contraception advice without declining', async () => {
    const id = await freshDraft('charlotte', 'contraception');
    await save('charlotte', id, { age: 38, smoker: true });
    await save('charlotte', id, { preferredMethod: 'combined_pill', currentMethod: 'none' });
    await save('charlotte', id, {
      bloodClots: false,
      migraines: false,
      bloodPressure: 'normal',
      otherMedicines: false,
    });
    const response = await submit('charlotte', id);
    expect(response.json()).toMatchObject({ status: 'pending_payment' });
    expect(response.json().advice).toHaveLength(1);
  });

  it("answers 404 for another patient's draft, 403 for staff and 401 for a visitor", async () => {
    const id = await freshDraft('oliver', 'contraception');
    expect((await submit('charlotte', id)).statusCode).toBe(404);
    expect((await submit('practitioner', id)).statusCode).toBe(403);
    expect((await submit(null, id)).statusCode).toBe(401);
    const badId = await submit('oliver', '0');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ field: 'id' });
  });
});

describe('GET /api/assessments/mine', () => {
  it("lists only the patient's own, newest first, 50 a page", async () => {
    const patientId = await userId('oliver.smith@example.com');
    const base = h.clock.now().getTime();
    await h.database.db.insert(assessments).values(
      Array.from({ length: 55 }, (_, i) => ({
        type: 'weight_loss' as const,
        patientId,
        status: 'approved' as const,
        createdAt: new Date(base - (i + 1) * 60_000),
        updatedAt: new Date(base),
      })),
    );
    const first = assessmentPage.parse(
      (await as('oliver', { method: 'GET', url: '/api/assessments/mine' })).json(),
    );
    expect(first.items).toHaveLength(50);
    expect(first.pageSize).toBe(50);
    expect(first.total).toBeGreaterThanOrEqual(55);
    const second = assessmentPage.parse(
      (await as('oliver', { method: 'GET', url: '/api/assessments/mine?page=2' })).json(),
    );
    expect(second.items.length).toBe(first.total - 50);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    const own = await h.database.db
      .select({ id: assessments.id })
      .from(assessments)
      .where(eq(assessments.patientId, patientId));
    expect(ids.sort()).toEqual(own.map((row) => row.id).sort());
    expect(first.items[0]).not.toHaveProperty('answers');
    const bad = await as('oliver', { method: 'GET', url: '/api/assessments/mine?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'page' });
    expect((await as('practitioner', { method: 'GET', url: '/api/assessments/mine' })).statusCode).toBe(403);
    expect((await as(null, { method: 'GET', url: '/api/assessments/mine' })).statusCode).toBe(401);
  });
});

describe('GET /api/assessments/{id}', () => {
  async function sarahsAssessment() {
    const [sarah] = await h.database.db
      .select({ id: practitioners.id })
      .from(practitioners)
      .innerJoin(users, eq(users.id, practitioners.userId))
      .where(eq(users.email, 'practitioner@example.com'));
    const [row] = await h.database.db
      .select()
      .from(assessments)
      .where(
        and(
          eq(assessments.practitionerId, sarah?.id ?? 0),
          eq(assessments.patientId, await userId('patient@example.com')),
        ),
      );
    if (!row) throw new Error('no assessment of Sarah');
    return row;
  }

  const readsOf = async (id: number) =>
    h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.read'), eq(auditLog.targetId, String(id))));

  it('answers the owner without an audit row', async () => {
    const row = await sarahsAssessment();
    const response = await read('patient', row.id);
    expect(response.statusCode).toBe(200);
    expect(assessmentDetail.parse(response.json())).toMatchObject({ id: row.id, answers: row.answers });
    expect(await readsOf(row.id)).toHaveLength(0);
  });

  it('answers the assigned practitioner and an admin, each read audited without the answers', async () => {
    const row = await sarahsAssessment();
    expect((await read('practitioner', row.id)).statusCode).toBe(200);
    expect((await read('admin', row.id)).statusCode).toBe(200);
    const rows = await readsOf(row.id);
    expect(rows.map((item) => item.actorRole).sort()).toEqual(['admin', 'practitioner']);
    expect(JSON.stringify(rows.map((item) => item.details))).not.toContain('age');
  });

  it('answers 404 to another patient, another practitioner and a writer; 401 to a visitor', async () => {
    const row = await sarahsAssessment();
    expect((await read('oliver', row.id)).statusCode).toBe(404);
    expect((await read('writer', row.id)).statusCode).toBe(404);
    const { sid } = await login(h.app, 'james.wilson@example.com');
    const james = await h.app.inject({
      method: 'GET',
      url: `/api/assessments/${row.id}`,
      cookies: { [SESSION_COOKIE]: sid ?? '' },
    });
    expect(james.statusCode).toBe(404);
    expect((await read(null, row.id)).statusCode).toBe(401);
    const badId = await read('patient', 'x');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ field: 'id' });
  });
});

import {
  assessmentDetail,
  assessmentFees,
  assessmentMessages,
  assessmentPage,
  evaluateRedFlags,
  questionnaire,
  questionnaires,
  RED_FLAG_MESSAGE,
  validateAll,
} from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, auditLog, practitioners, settings, users } from '../db/schema';
import { type AdminToolsHarness, createHarness, type Role } from '../test/admin-tools';
import { login } from '../test/helpers';

let h: AdminToolsHarness;
/** Sessions of two more seeded patients, so each test has a patient of its own. */
const more: Record<'oliver' | 'charlotte', string> = { oliver: '', charlotte: '' };

beforeAll(async () => {
  h = await createHarness();
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
    return h.app.inject({ ...options, cookies: { sid: more[who] } });
  return h.as(who, options);
}

const create = (who: Who, type: unknown) =>
  as(who, { method: 'POST', url: '/api/assessments', payload: { type } });
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

/** A fresh draft of a type for a patient (their earlier drafts of that type are removed). */
async function freshDraft(who: 'oliver' | 'charlotte' | 'patient', type: string): Promise<number> {
  const email =
    who === 'patient'
      ? 'patient@example.com'
      : `${who === 'oliver' ? 'oliver.smith' : 'charlotte.martin'}@example.com`;
  await h.database.db
    .delete(assessments)
    .where(
      and(
        eq(assessments.patientId, await userId(email)),
        eq(assessments.status, 'draft'),
        eq(assessments.type, type as never),
      ),
    );
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
      questionnaireVersion: 1,
      answers: {},
    });
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

  it('drops an answer to a hidden question', async () => {
    const id = await freshDraft('oliver', 'contraception');
    const response = await save('oliver', id, {
      bloodClots: false,
      migraines: false,
      migraineWithAura: true,
      bloodPressure: 'normal',
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
      questionnaireVersion: 1,
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
    await save('charlotte', id, { bloodClots: false, migraines: false, bloodPressure: 'normal' });
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
      cookies: { sid: sid ?? '' },
    });
    expect(james.statusCode).toBe(404);
    expect((await read(null, row.id)).statusCode).toBe(401);
    const badId = await read('patient', 'x');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ field: 'id' });
  });
});

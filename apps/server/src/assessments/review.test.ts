import {
  claimResult,
  REVIEW_QUEUE_PAGE_SIZE,
  reviewMessages,
  reviewQueuePage,
  reviewState,
} from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, auditLog, outboundMessages, users } from '../db/schema';
import { login, SESSION_COOKIE } from '../test/helpers';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';
import { ageOn } from './review';

let h: TestServer<Role>;
/** A second practitioner, to race the first. */
let jamesSid = '';

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  const { sid } = await login(h.app, 'james.wilson@example.com');
  if (!sid) throw new Error('james could not sign in');
  jamesSid = sid;
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const james = (options: InjectOptions) =>
  h.app.inject({ ...options, cookies: { [SESSION_COOKIE]: jamesSid } });

/** A paid assessment awaiting review for the demo patient, submitted `minutesAgo` before the test clock. */
async function awaiting(
  minutesAgo = 0,
  overrides: Partial<typeof assessments.$inferInsert> = {},
): Promise<number> {
  const [patient] = await h.database.db.select().from(users).where(eq(users.email, 'patient@example.com'));
  if (!patient) throw new Error('no demo patient');
  const submittedAt = new Date(h.clock.now().getTime() - minutesAgo * 60_000);
  const [row] = await h.database.db
    .insert(assessments)
    .values({
      type: 'erectile_dysfunction',
      patientId: patient.id,
      status: 'awaiting_review',
      paid: true,
      feeCents: 4900,
      answers: { age: 44 },
      submittedAt,
      ...overrides,
    })
    .returning({ id: assessments.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

const claimUrl = (id: number) => `/api/practitioner/assessments/${id}/claim`;
const declineUrl = (id: number) => `/api/practitioner/assessments/${id}/decline`;

describe('the review queue', () => {
  it('lists paid assessments awaiting review, oldest first, without answers or names', async () => {
    const older = await awaiting(600);
    const newer = await awaiting(5);
    const unpaid = await awaiting(900, { status: 'pending_payment', paid: false });
    const response = await h.as('practitioner', { method: 'GET', url: '/api/practitioner/assessments' });
    expect(response.statusCode).toBe(200);
    const page = reviewQueuePage.strict().parse(response.json());
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(ids).not.toContain(unpaid);
    expect(page.pageSize).toBe(REVIEW_QUEUE_PAGE_SIZE);
    expect(response.body).not.toMatch(/answers|firstName|Liam/);
    expect(page.items.every((item) => item.status === 'awaiting_review')).toBe(true);
  });

  it('filters by type, and refuses a bad filter with its field', async () => {
    const typed = await h.as('practitioner', {
      method: 'GET',
      url: '/api/practitioner/assessments?type=weight_loss',
    });
    expect(reviewQueuePage.parse(typed.json()).items.every((item) => item.type === 'weight_loss')).toBe(true);
    const bad = await h.as('practitioner', {
      method: 'GET',
      url: '/api/practitioner/assessments?status=approved',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'status' });
  });

  it('is for practitioners (and admins) only', async () => {
    expect((await h.as('patient', { method: 'GET', url: '/api/practitioner/assessments' })).statusCode).toBe(
      403,
    );
    expect((await h.as(null, { method: 'GET', url: '/api/practitioner/assessments' })).statusCode).toBe(401);
    expect((await h.as('admin', { method: 'GET', url: '/api/practitioner/assessments' })).statusCode).toBe(
      200,
    );
  });
});

describe('start review', () => {
  it('lets exactly one of two practitioners claiming at once win; the other gets 409', async () => {
    const id = await awaiting(30);
    const [first, second] = await Promise.all([
      h.as('practitioner', { method: 'POST', url: claimUrl(id) }),
      james({ method: 'POST', url: claimUrl(id) }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toMatchObject({ message: reviewMessages.claimed });
    const winner = claimResult.strict().parse((first.statusCode === 200 ? first : second).json());
    expect(winner.status).toBe('in_review');
    expect(winner.message).toBeNull();

    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.claim'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);

    // In review, it leaves the waiting queue and shows in the winner's own.
    const mine = await (first.statusCode === 200
      ? h.as('practitioner', { method: 'GET', url: '/api/practitioner/assessments?status=in_review' })
      : james({ method: 'GET', url: '/api/practitioner/assessments?status=in_review' }));
    expect(reviewQueuePage.parse(mine.json()).items.find((item) => item.id === id)).toMatchObject({
      mine: true,
    });
  });

  it('tells a practitioner claiming again that they already are reviewing it, and changes nothing', async () => {
    const id = await awaiting(25);
    const first = await h.as('practitioner', { method: 'POST', url: claimUrl(id) });
    expect(first.statusCode).toBe(200);
    const again = await h.as('practitioner', { method: 'POST', url: claimUrl(id) });
    expect(again.statusCode).toBe(200);
    const answer = claimResult.strict().parse(again.json());
    expect(answer.message).toBe('You are already reviewing this assessment.');
    expect(answer).toMatchObject({ id, status: 'in_review', practitionerId: first.json().practitionerId });
    // Another practitioner is still told it is someone else's.
    const other = await james({ method: 'POST', url: claimUrl(id) });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      message: 'Another practitioner is already reviewing this assessment.',
    });
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.claim'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
  });

  it('answers both of one practitioner’s claims at once with success, one of them saying it already was', async () => {
    const id = await awaiting(24);
    const answers = await Promise.all([
      james({ method: 'POST', url: claimUrl(id) }),
      james({ method: 'POST', url: claimUrl(id) }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => claimResult.parse(answer.json()).message).sort()).toEqual([
      reviewMessages.alreadyReviewing,
      null,
    ]);
  });

  it('404s an assessment that is not submitted and paid, or does not exist', async () => {
    const draft = await awaiting(0, { status: 'draft', paid: false });
    expect((await h.as('practitioner', { method: 'POST', url: claimUrl(draft) })).statusCode).toBe(404);
    expect((await h.as('practitioner', { method: 'POST', url: claimUrl(999_999) })).statusCode).toBe(404);
  });
});

describe('decline', () => {
  it('needs a reason, with the exact message, whether the reason is blank or left out', async () => {
    const id = await awaiting(20);
    await h.as('practitioner', { method: 'POST', url: claimUrl(id) });
    for (const payload of [{}, { reason: '   ' }, { reason: null }]) {
      const response = await h.as('practitioner', { method: 'POST', url: declineUrl(id), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({
        field: 'reason',
        message: reviewMessages.reasonRequired,
      });
    }
    const blank = await h.as('practitioner', {
      method: 'POST',
      url: declineUrl(id),
      payload: { reason: ' ' },
    });
    expect(blank.json().message).toBe(reviewMessages.reasonRequired);
    const [row] = await h.database.db.select().from(assessments).where(eq(assessments.id, id));
    expect(row?.status).toBe('in_review');
  });

  it('is for the assigned practitioner: anyone else gets 404, and a second decision 409', async () => {
    const id = await awaiting(10);
    expect((await h.as('practitioner', { method: 'POST', url: claimUrl(id) })).statusCode).toBe(200);
    const reason = 'Your blood pressure readings need a face-to-face review first.';

    const other = await james({ method: 'POST', url: declineUrl(id), payload: { reason } });
    expect(other.statusCode).toBe(404);

    const declined = await h.as('practitioner', { method: 'POST', url: declineUrl(id), payload: { reason } });
    expect(declined.statusCode).toBe(200);
    expect(reviewState.parse(declined.json())).toMatchObject({
      status: 'declined',
      declineReason: 'practitioner',
      decisionNotes: reason,
    });

    const again = await h.as('practitioner', { method: 'POST', url: declineUrl(id), payload: { reason } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(reviewMessages.decided);
    expect(
      (await h.as('admin', { method: 'POST', url: declineUrl(id), payload: { reason } })).statusCode,
    ).toBe(409);

    // The patient is told, with the reason; the audit row records the decision but never the reason.
    const sent = await h.database.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.relatedType, 'assessment'), eq(outboundMessages.relatedId, id)));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.recipient).toBe('patient@example.com');
    expect(sent[0]?.body).toContain(reason);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.decide'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]?.details)).not.toContain('blood pressure');
  });

  it('lets an admin decide a review in progress', async () => {
    const id = await awaiting(15);
    await james({ method: 'POST', url: claimUrl(id) });
    const response = await h.as('admin', {
      method: 'POST',
      url: declineUrl(id),
      payload: { reason: 'Duplicate of an earlier assessment.' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('cannot decline what nobody has started to review', async () => {
    const id = await awaiting(12);
    const response = await h.as('practitioner', {
      method: 'POST',
      url: declineUrl(id),
      payload: { reason: 'No.' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(reviewMessages.notInReview);
  });
});

describe('ageOn', () => {
  it('counts whole years, a day before the birthday one fewer', () => {
    const now = new Date('2026-11-24T03:00:00Z');
    expect(ageOn('1980-11-24', now)).toBe(46);
    expect(ageOn('1980-11-25', now)).toBe(45);
    expect(ageOn(null, now)).toBeNull();
  });
});

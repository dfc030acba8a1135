import { practitionerSummary, reviewQueuePage } from '@telehealth/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, practitioners, users } from '../db/schema';
import { login, SESSION_COOKIE } from '../test/helpers';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

/**
 * The review queue has one definition (docs/product/practitioner.md): the dashboard's 'Review queue' and 'In review
 * by me' are the lengths of the lists the queue page shows, whatever state the assessments are in.
 */

let h: TestServer<Role>;
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

type Who = 'sarah' | 'james';
const as = (who: Who, options: InjectOptions) =>
  who === 'james'
    ? h.app.inject({ ...options, cookies: { [SESSION_COOKIE]: jamesSid } })
    : h.as('practitioner', options);

async function practitionerId(email: string): Promise<number> {
  const [row] = await h.database.db
    .select({ id: practitioners.id })
    .from(practitioners)
    .innerJoin(users, eq(users.id, practitioners.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no practitioner ${email}`);
  return row.id;
}

/** What the dashboard counts and what the queue page lists, for one practitioner. */
async function countsAndLists(who: Who) {
  const summary = practitionerSummary.parse(
    (await as(who, { method: 'GET', url: '/api/practitioner/summary' })).json(),
  );
  const list = async (status: string) =>
    reviewQueuePage.parse(
      (await as(who, { method: 'GET', url: `/api/practitioner/assessments?status=${status}` })).json(),
    );
  const [waiting, mine] = [await list('awaiting_review'), await list('in_review')];
  return { summary, waiting, mine };
}

async function expectCountsMatchLists(who: Who) {
  const { summary, waiting, mine } = await countsAndLists(who);
  expect(waiting.items.length, who).toBeLessThan(waiting.pageSize);
  expect(summary.pendingAssessments, `${who}: Review queue`).toBe(waiting.items.length);
  expect(waiting.total, `${who}: the queue's total`).toBe(waiting.items.length);
  expect(summary.inReviewByMe, `${who}: In review by me`).toBe(mine.items.length);
  expect(mine.total).toBe(mine.items.length);
  return { summary, waiting, mine };
}

describe('the review queue’s counts and lists', () => {
  it('agree on the seed, and after assessments in every state are added', async () => {
    await expectCountsMatchLists('sarah');
    await expectCountsMatchLists('james');
    const before = await countsAndLists('sarah');

    const [patient] = await h.database.db.select().from(users).where(eq(users.email, 'patient@example.com'));
    const sarah = await practitionerId('practitioner@example.com');
    const james = await practitionerId('james.wilson@example.com');
    const base = {
      type: 'weight_loss' as const,
      patientId: patient?.id as number,
      feeCents: 4900,
      answers: {},
      submittedAt: h.clock.now(),
    };
    await h.database.db.insert(assessments).values([
      { ...base, status: 'awaiting_review', paid: true }, // waiting, unclaimed
      { ...base, status: 'awaiting_review', paid: true, practitionerId: james }, // assigned, not started
      { ...base, status: 'awaiting_review', paid: false }, // not paid: not waiting
      { ...base, status: 'in_review', paid: true, practitionerId: sarah }, // mine
      { ...base, status: 'in_review', paid: true, practitionerId: james }, // another's
      { ...base, status: 'declined', paid: true, practitionerId: sarah, declineReason: 'practitioner' },
      { ...base, status: 'declined', paid: false, declineReason: 'red_flag' },
      { ...base, status: 'approved', paid: true, practitionerId: sarah },
      { ...base, status: 'pending_payment', paid: false },
      { ...base, type: 'contraception', status: 'draft', paid: false },
    ]);

    const after = await expectCountsMatchLists('sarah');
    await expectCountsMatchLists('james');
    // Two more waiting (whoever they are assigned to), one more in review by Sarah; nothing else counts.
    expect(after.summary.pendingAssessments).toBe(before.summary.pendingAssessments + 2);
    expect(after.summary.inReviewByMe).toBe(before.summary.inReviewByMe + 1);
  });
});

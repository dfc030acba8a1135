import {
  adminAssessmentPage,
  adminAssessmentRow,
  adminOperationsMessages as messages,
} from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, auditLog, practitioners, users } from '../db/schema';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';
import { assign } from './assessments';

let h: TestServer<Role>;
let sarahId: number;
let jamesId: number;
let priyaId: number;
let patientId: number;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  const db = h.database.db;
  const byName = async (name: string) => {
    const [row] = await db.select().from(practitioners).where(eq(practitioners.name, name));
    if (!row) throw new Error(`no ${name}`);
    return row;
  };
  sarahId = (await byName('Sarah Chen')).id;
  jamesId = (await byName('James Wilson')).id;
  const priya = (await db.select().from(practitioners)).find((row) => !row.isActive);
  if (!priya) throw new Error('the seed has no inactive practitioner');
  priyaId = priya.id;
  const [liam] = await db.select().from(users).where(eq(users.email, 'patient@example.com'));
  if (!liam) throw new Error('no demo patient');
  patientId = liam.id;
}, 60_000);

afterAll(async () => {
  await h?.close();
});

function expectError(response: LightMyRequestResponse, status: number, message: string, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
  if (field) expect(response.json().field).toBe(field);
}

async function insertAssessment(
  values: Partial<typeof assessments.$inferInsert> = {},
): Promise<typeof assessments.$inferSelect> {
  const [row] = await h.database.db
    .insert(assessments)
    .values({
      type: 'weight_loss',
      patientId,
      status: 'awaiting_review',
      paid: true,
      submittedAt: h.clock.now(),
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

const listOf = async (query: string) => {
  const response = await h.as('admin', { method: 'GET', url: `/api/admin/assessments?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return adminAssessmentPage.parse(response.json());
};

const assignAs = (id: number, practitionerId: unknown) =>
  h.as('admin', { method: 'POST', url: `/api/admin/assessments/${id}/assign`, payload: { practitionerId } });

describe('GET /api/admin/assessments', () => {
  it('pages every assessment with its patient and practitioner, newest first by default', async () => {
    const page = await listOf('pageSize=5');
    expect(page.items).toHaveLength(5);
    expect(page.pageSize).toBe(5);
    expect(page.total).toBeGreaterThan(5);
    const created = page.items.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const second = await listOf('pageSize=5&page=2');
    expect(second.items.map((item) => item.id)).not.toContain(page.items[0]?.id);
  });

  it('filters by type, status and practitioner, and finds unassigned ones', async () => {
    const page = await listOf('type=contraception&status=awaiting_review&pageSize=100');
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expect(item.type).toBe('contraception');
      expect(item.status).toBe('awaiting_review');
    }
    const james = await listOf(`practitionerId=${jamesId}&pageSize=100`);
    expect(james.items.length).toBeGreaterThan(0);
    expect(james.items.every((item) => item.practitioner?.id === jamesId)).toBe(true);
    expect(james.items.every((item) => item.practitioner?.name === 'James Wilson')).toBe(true);
    const none = await listOf('practitionerId=none&pageSize=100');
    expect(none.items.length).toBeGreaterThan(0);
    expect(none.items.every((item) => item.practitioner === null)).toBe(true);
  });

  it('searches by patient name, email or assessment id', async () => {
    const mine = await listOf('q=liam%20NGUYEN&pageSize=100');
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((item) => item.patient.id === patientId)).toBe(true);
    const byEmail = await listOf('q=patient@example&pageSize=100');
    expect(byEmail.total).toBe(mine.total);
    const one = mine.items[0];
    if (!one) throw new Error('no row');
    const byId = await listOf(`q=${one.id}`);
    expect(byId.items.map((item) => item.id)).toContain(one.id);
    expect((await listOf('q=%25')).total).toBe(0);
  });

  it('sorts by the asked column in the asked direction', async () => {
    const ascending = await listOf('sort=patientName&dir=asc&pageSize=100');
    const names = ascending.items.map((item) => item.patient.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const byStatus = await listOf('sort=status&dir=asc&pageSize=100');
    const order = ['draft', 'pending_payment', 'awaiting_review', 'in_review', 'approved', 'declined'];
    const positions = byStatus.items.map((item) => order.indexOf(item.status));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const byId = await listOf('sort=id&dir=asc&pageSize=3');
    expect(byId.items.map((item) => item.id)).toEqual(
      [...byId.items.map((item) => item.id)].sort((a, b) => a - b),
    );
  });

  it('answers 400 with the field for a bad filter', async () => {
    const cases: [string, string][] = [
      ['type=flu', 'type'],
      ['status=lost', 'status'],
      ['practitionerId=abc', 'practitionerId'],
      ['sort=answers', 'sort'],
      ['dir=up', 'dir'],
      ['pageSize=101', 'pageSize'],
      ['page=0', 'page'],
    ];
    for (const [query, field] of cases) {
      const response = await h.as('admin', { method: 'GET', url: `/api/admin/assessments?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe(field);
    }
  });
});

describe('POST /api/admin/assessments/{id}/assign', () => {
  it('assigns an assessment awaiting review: it is in review with the practitioner, and audited', async () => {
    const row = await insertAssessment();
    const response = await assignAs(row.id, jamesId);
    expect(response.statusCode, response.body).toBe(200);
    const answer = adminAssessmentRow.parse(response.json());
    expect(answer.status).toBe('in_review');
    expect(answer.practitioner).toEqual({ id: jamesId, name: 'James Wilson' });
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.assign'), eq(auditLog.targetId, String(row.id))));
    expect(audit?.details).toMatchObject({ from: null, to: jamesId, previousStatus: 'awaiting_review' });
    expect(audit?.actorRole).toBe('admin');
  });

  it('reassigns an assessment in review to another practitioner', async () => {
    const row = await insertAssessment({ status: 'in_review', practitionerId: sarahId });
    const response = await assignAs(row.id, jamesId);
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await h.database.db.select().from(assessments).where(eq(assessments.id, row.id));
    expect(stored?.practitionerId).toBe(jamesId);
    expect(stored?.status).toBe('in_review');
    // The practitioner who had it can no longer open it; the new one can.
    const sarahView = await h.as('practitioner', {
      method: 'GET',
      url: `/api/practitioner/assessments/${row.id}`,
    });
    expect(sarahView.statusCode).toBe(404);
  });

  it('leaves an assessment already with that practitioner as it is', async () => {
    const row = await insertAssessment({ status: 'in_review', practitionerId: jamesId });
    const response = await assignAs(row.id, jamesId);
    expect(response.statusCode).toBe(200);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.assign'), eq(auditLog.targetId, String(row.id))));
    expect(audits).toHaveLength(0);
  });

  it('refuses an inactive or unknown practitioner', async () => {
    const row = await insertAssessment();
    expectError(await assignAs(row.id, priyaId), 409, messages.practitionerInactive, 'practitionerId');
    expectError(await assignAs(row.id, 999_999), 404, messages.practitionerNotFound, 'practitionerId');
    const [stored] = await h.database.db.select().from(assessments).where(eq(assessments.id, row.id));
    expect(stored?.status).toBe('awaiting_review');
  });

  it('refuses an assessment that is not awaiting review or in review', async () => {
    for (const status of ['draft', 'pending_payment', 'approved', 'declined'] as const) {
      const row = await insertAssessment({
        status,
        paid: status !== 'draft' && status !== 'pending_payment',
      });
      expectError(await assignAs(row.id, jamesId), 409, messages.notAssignable);
    }
  });

  it('answers 404 for an unknown assessment and 400 for a bad practitioner id', async () => {
    expectError(await assignAs(999_999, jamesId), 404, messages.assessmentNotFound);
    const row = await insertAssessment();
    expectError(await assignAs(row.id, 'x'), 400, messages.practitionerId, 'practitionerId');
    expectError(await assignAs(row.id, undefined), 400, messages.practitionerId, 'practitionerId');
    expect(
      (await h.as('admin', { method: 'POST', url: '/api/admin/assessments/abc/assign', payload: {} }))
        .statusCode,
    ).toBe(400);
  });

  it('changes nothing and answers 409 when another change lands between the read and the write', async () => {
    const row = await insertAssessment();
    const db = h.database.db;
    // Another admin's assignment commits just before this one's transaction starts.
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<typeof db.transaction>) => {
          await db
            .update(assessments)
            .set({ status: 'in_review', practitionerId: sarahId })
            .where(eq(assessments.id, row.id));
          return db.transaction(...args);
        };
      },
    });
    const actor = { actorId: null, actorRole: 'admin', ip: null };
    await expect(assign(racing, row.id, jamesId, actor, h.clock.now())).rejects.toMatchObject({
      statusCode: 409,
      message: messages.assignmentChanged,
    });
    const [stored] = await db.select().from(assessments).where(eq(assessments.id, row.id));
    expect(stored?.practitionerId).toBe(sarahId);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.assign'), eq(auditLog.targetId, String(row.id))));
    expect(audits).toHaveLength(0);
  });

  it('lets an admin open the detail through the practitioner review endpoint', async () => {
    const row = await insertAssessment({ status: 'in_review', practitionerId: jamesId });
    const response = await h.as('admin', { method: 'GET', url: `/api/practitioner/assessments/${row.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: row.id, practitionerId: jamesId, mine: false });
  });
});

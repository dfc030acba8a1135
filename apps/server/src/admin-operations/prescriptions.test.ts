import {
  adminPrescriptionDetail,
  adminPrescriptionPage,
  adminOperationsMessages as messages,
  type PrescriptionStatus,
} from '@telehealth/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  medicationVariants,
  outboundMessages,
  practitioners,
  prescriptionItems,
  prescriptions,
  settings,
  users,
} from '../db/schema';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;
let liamId: number;
let sarahId: number;
let jamesId: number;
let variantId: number;
let outboxMark = 0;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  const db = h.database.db;
  const [liam] = await db.select().from(users).where(eq(users.email, 'patient@example.com'));
  const [sarah] = await db.select().from(practitioners).where(eq(practitioners.name, 'Sarah Chen'));
  const [james] = await db.select().from(practitioners).where(eq(practitioners.name, 'James Wilson'));
  const [variant] = await db
    .select()
    .from(medicationVariants)
    .where(eq(medicationVariants.strength, '50 mg'));
  if (!liam || !sarah || !james || !variant) throw new Error('seed changed');
  liamId = liam.id;
  sarahId = sarah.id;
  jamesId = james.id;
  variantId = variant.id;
  await newOutbox();
}, 60_000);

afterAll(async () => {
  await h?.close();
});

function expectError(response: LightMyRequestResponse, status: number, message: string, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
  if (field) expect(response.json().field).toBe(field);
}

async function newOutbox() {
  const rows = await h.database.db.select().from(outboundMessages).where(gt(outboundMessages.id, outboxMark));
  outboxMark = rows.reduce((max, row) => Math.max(max, row.id), outboxMark);
  return rows;
}

async function prescription(status: PrescriptionStatus = 'preparing', practitionerId = sarahId) {
  const [row] = await h.database.db
    .insert(prescriptions)
    .values({ patientId: liamId, practitionerId, status, repeats: 2, repeatsRemaining: 2 })
    .returning();
  if (!row) throw new Error('insert failed');
  await h.database.db.insert(prescriptionItems).values({
    prescriptionId: row.id,
    variantId,
    dosage: '50 mg',
    instructions: 'One tablet an hour before.',
    quantity: 4,
    repeats: 2,
  });
  return row.id;
}

const move = (id: number, payload: Record<string, unknown>) =>
  h.as('admin', { method: 'POST', url: `/api/admin/prescriptions/${id}/status`, payload });

async function setTrackingBase(value: string) {
  await h.database.db
    .insert(settings)
    .values({ key: 'post_tracking_base_url', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

const listOf = async (query: string) => {
  const response = await h.as('admin', { method: 'GET', url: `/api/admin/prescriptions?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return adminPrescriptionPage.parse(response.json());
};

describe('POST /api/admin/prescriptions/{id}/status', () => {
  it('walks preparing → ready → posted → delivered, auditing each step as the history', async () => {
    await setTrackingBase('https://auspost.com.au/mypost/track/details/');
    const id = await prescription();
    expect((await move(id, { status: 'ready' })).statusCode).toBe(200);
    await newOutbox();
    const posted = await move(id, { status: 'posted', trackingNumber: 'AP 555-123' });
    expect(posted.statusCode, posted.body).toBe(200);
    const postedDetail = adminPrescriptionDetail.parse(posted.json());
    expect(postedDetail).toMatchObject({
      status: 'posted',
      trackingNumber: 'AP 555-123',
      trackingUrl: 'https://auspost.com.au/mypost/track/details/AP%20555-123',
      nextStatus: 'delivered',
    });

    // The patient's email carries the number and the link.
    const sent = await newOutbox();
    const email = sent.find((row) => row.relatedType === 'prescription' && row.relatedId === id);
    expect(email?.recipient).toBe('patient@example.com');
    expect(email?.body).toContain('AP 555-123');
    expect(email?.body).toContain('https://auspost.com.au/mypost/track/details/AP%20555-123');
    expect(email?.html).toContain('href="https://auspost.com.au/mypost/track/details/AP%20555-123"');

    const delivered = adminPrescriptionDetail.parse((await move(id, { status: 'delivered' })).json());
    expect(delivered.status).toBe('delivered');
    expect(delivered.nextStatus).toBeNull();
    expect(delivered.history.map((change) => change.status)).toEqual([
      'preparing',
      'ready',
      'posted',
      'delivered',
    ]);
    expect(delivered.history[0]?.by).toBe('Dr. Sarah Chen');
    expect(delivered.history[2]).toMatchObject({ trackingNumber: 'AP 555-123' });
    expect(delivered.history[3]?.by).toBeTruthy();
    // Delivered sends nothing more.
    expect(
      (await newOutbox()).filter((row) => row.relatedId === id && row.relatedType === 'prescription'),
    ).toEqual([]);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'prescription.status'), eq(auditLog.targetId, String(id))));
    expect(audits.map((row) => row.details)).toEqual([
      { from: 'preparing', to: 'ready', trackingNumber: null },
      { from: 'ready', to: 'posted', trackingNumber: 'AP 555-123' },
      { from: 'posted', to: 'delivered', trackingNumber: null },
    ]);
  });

  it('with no tracking base URL set, emails the number without a link', async () => {
    await setTrackingBase('');
    const id = await prescription('ready');
    const response = await move(id, { status: 'posted', trackingNumber: 'AP999' });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminPrescriptionDetail.parse(response.json()).trackingUrl).toBeNull();
    const email = (await newOutbox()).find(
      (row) => row.relatedType === 'prescription' && row.relatedId === id,
    );
    expect(email?.body).toContain('AP999');
    expect(email?.body).not.toContain('http');
    expect(email?.html).not.toContain('Track your parcel');
  });

  it('answers 409 for an illegal transition and changes nothing', async () => {
    const id = await prescription('preparing');
    expectError(await move(id, { status: 'posted', trackingNumber: 'AP1' }), 409, messages.illegalTransition);
    expectError(await move(id, { status: 'delivered' }), 409, messages.illegalTransition);
    expectError(await move(id, { status: 'preparing' }), 409, messages.illegalTransition);
    const done = await prescription('delivered');
    expectError(await move(done, { status: 'ready' }), 409, messages.illegalTransition);
    const [row] = await h.database.db.select().from(prescriptions).where(eq(prescriptions.id, id));
    expect(row?.status).toBe('preparing');
    expect((await newOutbox()).filter((message) => message.relatedType === 'prescription')).toEqual([]);
  });

  it('of two admins making the same change at once, one succeeds and the other gets 409', async () => {
    const id = await prescription('ready');
    const [first, second] = await Promise.all([
      move(id, { status: 'posted', trackingNumber: 'AP-FIRST' }),
      move(id, { status: 'posted', trackingNumber: 'AP-SECOND' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'prescription.status'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
    const emails = (await newOutbox()).filter(
      (row) => row.relatedType === 'prescription' && row.relatedId === id,
    );
    expect(emails).toHaveLength(1);
  });

  it('requires a tracking number for posted, and checks its form', async () => {
    const id = await prescription('ready');
    expectError(await move(id, { status: 'posted' }), 400, messages.trackingNumberRequired, 'trackingNumber');
    expectError(
      await move(id, { status: 'posted', trackingNumber: '   ' }),
      400,
      messages.trackingNumberRequired,
      'trackingNumber',
    );
    expectError(
      await move(id, { status: 'posted', trackingNumber: 'AP<1>' }),
      400,
      messages.trackingNumberFormat,
      'trackingNumber',
    );
    expectError(await move(id, { status: 'lost' }), 400, messages.status, 'status');
  });

  it('answers 404 for an unknown prescription', async () => {
    expectError(await move(999_999, { status: 'ready' }), 404, messages.prescriptionNotFound);
    expectError(
      await h.as('admin', { method: 'GET', url: '/api/admin/prescriptions/999999' }),
      404,
      messages.prescriptionNotFound,
    );
  });
});

describe('GET /api/admin/prescriptions/{id}', () => {
  it('answers the patient, prescriber, medicines, tracking and PDF link, and audits the read', async () => {
    const id = await prescription('preparing', jamesId);
    const response = await h.as('admin', { method: 'GET', url: `/api/admin/prescriptions/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    const detail = adminPrescriptionDetail.parse(response.json());
    expect(detail.patient).toMatchObject({ id: liamId, name: 'Liam Nguyen', email: 'patient@example.com' });
    expect(detail.patient.address.length).toBeGreaterThan(0);
    expect(detail.practitioner).toEqual({ id: jamesId, name: 'Dr. James Wilson' });
    expect(detail.items).toEqual([
      expect.objectContaining({
        variantId,
        medicationName: 'Sildenafil',
        strength: '50 mg',
        form: 'tablet',
        packSize: 8,
        quantity: 4,
      }),
    ]);
    expect(detail.pdfPath).toBe(`/api/prescriptions/${id}/pdf`);
    expect(detail.nextStatus).toBe('ready');
    expect(detail.history).toEqual([
      expect.objectContaining({ status: 'preparing', by: 'Dr. James Wilson' }),
    ]);
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'prescription.read'), eq(auditLog.targetId, String(id))));
    expect(audit?.details).toEqual({ patientId: liamId });
  });

  it('ends the history of a prescription moved before changes were audited at its last update', async () => {
    const [seeded] = await h.database.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.status, 'delivered'));
    if (!seeded) throw new Error('no delivered prescription in the seed');
    const detail = adminPrescriptionDetail.parse(
      (await h.as('admin', { method: 'GET', url: `/api/admin/prescriptions/${seeded.id}` })).json(),
    );
    expect(detail.history.map((change) => change.status)).toEqual(['preparing', 'delivered']);
    expect(detail.history[1]).toMatchObject({ at: seeded.updatedAt.toISOString(), by: null });
  });
});

describe('GET /api/admin/prescriptions', () => {
  it('filters by status, practitioner and patient name or id', async () => {
    const id = await prescription('ready', jamesId);
    const ready = await listOf('status=ready&pageSize=100');
    expect(ready.items.length).toBeGreaterThan(0);
    expect(ready.items.every((item) => item.status === 'ready')).toBe(true);
    expect(ready.items.map((item) => item.id)).toContain(id);
    const james = await listOf(`practitionerId=${jamesId}&pageSize=100`);
    expect(james.items.every((item) => item.practitioner.id === jamesId)).toBe(true);
    const byId = await listOf(`q=${id}`);
    expect(byId.items.map((item) => item.id)).toContain(id);
    const byName = await listOf('q=nguyen&pageSize=100');
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((item) => item.patient.id === liamId)).toBe(true);
    expect(byName.items.find((item) => item.id === id)?.itemCount).toBe(1);
  });

  it('sorts by status in the order of the flow, and pages', async () => {
    const byStatus = await listOf('sort=status&dir=asc&pageSize=100');
    const order = ['preparing', 'ready', 'posted', 'delivered'];
    const positions = byStatus.items.map((item) => order.indexOf(item.status));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const newest = await listOf('sort=id&dir=desc&pageSize=1');
    expect(newest.items).toHaveLength(1);
    expect(newest.items[0]?.id).toBe(Math.max(...byStatus.items.map((item) => item.id)));
  });

  it('answers 400 with the field for a bad filter', async () => {
    for (const [query, field] of [
      ['status=sent', 'status'],
      ['sort=tracking', 'sort'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const response = await h.as('admin', { method: 'GET', url: `/api/admin/prescriptions?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });
});

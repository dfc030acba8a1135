import {
  adminMedication,
  adminMedicationPage,
  adminMedicationVariant,
  adminOperationsMessages as messages,
} from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, medications, medicationVariants, prescriptionItems } from '../db/schema';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

function expectError(response: LightMyRequestResponse, status: number, message: string, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
  if (field) expect(response.json().field).toBe(field);
}

const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  h.as('admin', payload === undefined ? { method, url } : { method, url, payload: payload as object });

async function createMedicine(name = 'Finasteride') {
  const response = await admin('POST', '/api/admin/medications', {
    name,
    genericName: 'finasteride',
    description: 'For hair loss.',
    assessmentTypes: ['weight_loss'],
  });
  expect(response.statusCode, response.body).toBe(201);
  return adminMedication.parse(response.json());
}

const variantPayload = (medicationId: number, change: Record<string, unknown> = {}) => ({
  medicationId,
  strength: '1 mg',
  form: 'tablet',
  packSize: 28,
  priceCents: 2995,
  ...change,
});

async function createVariant(medicationId: number, change: Record<string, unknown> = {}) {
  const response = await admin(
    'POST',
    '/api/admin/medications/variants',
    variantPayload(medicationId, change),
  );
  expect(response.statusCode, response.body).toBe(201);
  return adminMedicationVariant.parse(response.json());
}

async function auditsOf(action: string, targetId: number) {
  return h.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));
}

describe('medicines', () => {
  it('creates and edits a medicine, audited with old and new values', async () => {
    const created = await createMedicine();
    expect(created).toMatchObject({
      name: 'Finasteride',
      genericName: 'finasteride',
      isActive: true,
      assessmentTypes: ['weight_loss'],
      variants: [],
    });
    const response = await admin('PUT', `/api/admin/medications/${created.id}`, {
      name: 'Finasteride (Propecia)',
      genericName: '',
      description: 'For male pattern hair loss.',
      assessmentTypes: ['contraception', 'erectile_dysfunction'],
      isActive: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminMedication.parse(response.json())).toMatchObject({
      name: 'Finasteride (Propecia)',
      genericName: null,
      isActive: false,
      assessmentTypes: ['erectile_dysfunction', 'contraception'],
    });
    const [update] = await auditsOf('medication.update', created.id);
    expect(update?.details).toMatchObject({
      old: { name: 'Finasteride', isActive: true, assessmentTypes: ['weight_loss'] },
      new: {
        name: 'Finasteride (Propecia)',
        isActive: false,
        assessmentTypes: ['erectile_dysfunction', 'contraception'],
      },
    });
    expect(await auditsOf('medication.create', created.id)).toHaveLength(1);
  });

  it('answers one medicine with its variants, by strength', async () => {
    const medicine = await createMedicine('Minoxidil');
    await createVariant(medicine.id, { strength: '10 mg' });
    await createVariant(medicine.id, { strength: '2.5 mg' });
    const response = await admin('GET', `/api/admin/medications/${medicine.id}`);
    expect(response.statusCode).toBe(200);
    const found = adminMedication.parse(response.json());
    expect(found.variants.map((variant) => variant.strength)).toEqual(['2.5 mg', '10 mg']);
    expect(found.variants.every((variant) => variant.medicationName === 'Minoxidil')).toBe(true);
  });

  it('answers 400 with the field for bad input and 404 for an unknown medicine', async () => {
    for (const assessmentTypes of [undefined, [], ['hair_loss']])
      expectError(
        await admin('POST', '/api/admin/medications', { name: 'Minoxidil', assessmentTypes }),
        400,
        messages.assessmentTypesRequired,
      );
    expectError(
      await admin('POST', '/api/admin/medications', { name: 'Minoxidil' }),
      400,
      messages.assessmentTypesRequired,
      'assessmentTypes',
    );
    expectError(
      await admin('POST', '/api/admin/medications', { name: ' ' }),
      400,
      messages.nameRequired,
      'name',
    );
    expectError(
      await admin('POST', '/api/admin/medications', { name: 'x'.repeat(101) }),
      400,
      messages.nameTooLong,
      'name',
    );
    expectError(
      await admin('POST', '/api/admin/medications', { name: 'A', description: 'x'.repeat(2001) }),
      400,
      messages.descriptionTooLong,
      'description',
    );
    expectError(await admin('GET', '/api/admin/medications/999999'), 404, messages.medicationNotFound);
    expectError(
      await admin('PUT', '/api/admin/medications/999999', {
        name: 'Ghost',
        assessmentTypes: ['weight_loss'],
      }),
      404,
      messages.medicationNotFound,
    );
  });
});

describe('GET /api/admin/medications', () => {
  it('lists medicines with their variants, pack size and whether each is in use', async () => {
    const response = await admin('GET', '/api/admin/medications?q=sildenafil');
    expect(response.statusCode, response.body).toBe(200);
    const page = adminMedicationPage.parse(response.json());
    expect(page.items.map((item) => item.name)).toEqual(['Sildenafil']);
    const variants = page.items[0]?.variants ?? [];
    expect(variants.map((variant) => [variant.strength, variant.packSize, variant.priceCents])).toEqual([
      ['50 mg', 8, 3995],
      ['100 mg', 8, 4995],
    ]);
    expect(page.items[0]?.variants.every((variant) => variant.medicationName === 'Sildenafil')).toBe(true);
    const used = new Set(
      (await h.database.db.select({ id: prescriptionItems.variantId }).from(prescriptionItems)).map(
        (row) => row.id,
      ),
    );
    expect(variants.find((variant) => variant.strength === '50 mg')?.inUse).toBe(true);
    for (const variant of variants) expect(variant.inUse).toBe(used.has(variant.id));
    const unused = await createVariant(page.items[0]?.id ?? 0, { strength: '25 mg' });
    expect(unused.inUse).toBe(false);
  });

  it('filters by active and by generic name, sorts and pages', async () => {
    const inactive = await createMedicine('Zzz Retired');
    await admin('PUT', `/api/admin/medications/${inactive.id}`, {
      name: 'Zzz Retired',
      assessmentTypes: ['weight_loss'],
      isActive: false,
    });
    const onlyInactive = adminMedicationPage.parse(
      (await admin('GET', '/api/admin/medications?status=inactive')).json(),
    );
    expect(onlyInactive.items.length).toBeGreaterThan(0);
    expect(onlyInactive.items.every((item) => !item.isActive)).toBe(true);
    const active = adminMedicationPage.parse(
      (await admin('GET', '/api/admin/medications?status=active')).json(),
    );
    expect(active.items.every((item) => item.isActive)).toBe(true);
    const generic = adminMedicationPage.parse(
      (await admin('GET', '/api/admin/medications?q=ethinyl')).json(),
    );
    expect(generic.items.map((item) => item.name)).toEqual(['Levonorgestrel/Ethinylestradiol']);
    const ascending = adminMedicationPage.parse(
      (await admin('GET', '/api/admin/medications?pageSize=100')).json(),
    );
    const names = ascending.items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const last = adminMedicationPage.parse(
      (await admin('GET', '/api/admin/medications?dir=desc&pageSize=1')).json(),
    );
    expect(last.items.map((item) => item.name)).toEqual(['Zzz Retired']);
    expect(last.total).toBe(ascending.total);
    const bad = await admin('GET', '/api/admin/medications?status=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('status');
  });
});

describe('variants', () => {
  it('creates, reads, edits and deactivates a variant, each change audited', async () => {
    const medicine = await createMedicine('Dutasteride');
    const variant = await createVariant(medicine.id);
    expect(variant).toMatchObject({
      medicationId: medicine.id,
      medicationName: 'Dutasteride',
      strength: '1 mg',
      form: 'tablet',
      packSize: 28,
      priceCents: 2995,
      isActive: true,
      inUse: false,
    });
    const read = await admin('GET', `/api/admin/medications/variants/${variant.id}`);
    expect(adminMedicationVariant.parse(read.json()).id).toBe(variant.id);
    const edited = await admin('PUT', `/api/admin/medications/variants/${variant.id}`, {
      strength: '0.5 mg',
      form: 'capsule',
      packSize: 30,
      priceCents: 3495,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminMedicationVariant.parse(edited.json())).toMatchObject({ strength: '0.5 mg', packSize: 30 });
    const [stored] = await h.database.db
      .select()
      .from(medicationVariants)
      .where(eq(medicationVariants.id, variant.id));
    expect(stored?.quantity).toBe(30);
    const off = await admin('PATCH', `/api/admin/medications/variants/${variant.id}/active`, {
      isActive: false,
    });
    expect(adminMedicationVariant.parse(off.json()).isActive).toBe(false);
    const [update] = await auditsOf('medication_variant.update', variant.id);
    expect(update?.details).toMatchObject({
      old: { strength: '1 mg', packSize: 28 },
      new: { strength: '0.5 mg' },
    });
    expect(await auditsOf('medication_variant.set_active', variant.id)).toHaveLength(1);
    // A deactivated variant is no longer offered to practitioners.
    const catalogue = await h.as('practitioner', { method: 'GET', url: '/api/practitioner/medications' });
    const offered = catalogue.json().flatMap((medicine: { variants: { id: number }[] }) => medicine.variants);
    expect(offered.map((item: { id: number }) => item.id)).not.toContain(variant.id);
  });

  it('deletes an unused variant, audited', async () => {
    const medicine = await createMedicine('Unused');
    const variant = await createVariant(medicine.id);
    const response = await admin('DELETE', `/api/admin/medications/variants/${variant.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(messages.variantDeleted);
    expect(await auditsOf('medication_variant.delete', variant.id)).toHaveLength(1);
    expectError(
      await admin('DELETE', `/api/admin/medications/variants/${variant.id}`),
      404,
      messages.variantNotFound,
    );
  });

  it('refuses to delete a variant on a prescription (409), which can be deactivated instead', async () => {
    const [used] = await h.database.db
      .select({ variantId: prescriptionItems.variantId })
      .from(prescriptionItems);
    if (!used) throw new Error('the seed has no prescription item');
    expectError(
      await admin('DELETE', `/api/admin/medications/variants/${used.variantId}`),
      409,
      messages.variantInUse,
    );
    const [still] = await h.database.db
      .select()
      .from(medicationVariants)
      .where(eq(medicationVariants.id, used.variantId));
    expect(still).toBeDefined();
    expect(await auditsOf('medication_variant.delete', used.variantId)).toHaveLength(0);
    const off = await admin('PATCH', `/api/admin/medications/variants/${used.variantId}/active`, {
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect(adminMedicationVariant.parse(off.json())).toMatchObject({ isActive: false, inUse: true });
  });

  it('answers 400 with the field and the contract’s message for bad input', async () => {
    const [medicine] = await h.database.db.select().from(medications).limit(1);
    if (!medicine) throw new Error('no medicine');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ strength: '' }, 'strength', messages.strengthRequired],
      [{ form: '  ' }, 'form', messages.formRequired],
      [{ packSize: 0 }, 'packSize', messages.packSize],
      [{ packSize: 1001 }, 'packSize', messages.packSize],
      [{ priceCents: 0 }, 'priceCents', messages.price],
      [{ priceCents: -5 }, 'priceCents', messages.price],
      [{ priceCents: 1_000_001 }, 'priceCents', messages.price],
      [{ priceCents: 10.5 }, 'priceCents', messages.price],
      [{ medicationId: 'x' }, 'medicationId', messages.medicationId],
    ];
    for (const [change, field, message] of cases) {
      expectError(
        await admin('POST', '/api/admin/medications/variants', variantPayload(medicine.id, change)),
        400,
        message,
        field,
      );
    }
    expectError(
      await admin('PATCH', `/api/admin/medications/variants/1/active`, { isActive: 'yes' }),
      400,
      'isActive must be true or false',
      'isActive',
    );
  });

  it('answers 404 for an unknown medicine or variant', async () => {
    expectError(
      await admin('POST', '/api/admin/medications/variants', variantPayload(999_999)),
      404,
      messages.medicationNotFound,
      'medicationId',
    );
    expectError(await admin('GET', '/api/admin/medications/variants/999999'), 404, messages.variantNotFound);
    expectError(
      await admin('PUT', '/api/admin/medications/variants/999999', variantPayload(1)),
      404,
      messages.variantNotFound,
    );
    expectError(
      await admin('PATCH', '/api/admin/medications/variants/999999/active', { isActive: true }),
      404,
      messages.variantNotFound,
    );
  });
});

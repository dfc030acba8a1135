import * as contract from '@telehealth/contract';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { verifyPassword } from './crypto/password';
import * as schema from './db/schema';
import { settingDefaults } from './db/settings-defaults';
import { DEMO_PASSWORD, demoAccounts } from './seed';
import { prepareDatabase } from './seed/prepare';
import { createTestDatabase, TEST_EPOCH, type TestDatabase } from './test/helpers';

const {
  appointments,
  appointmentSettings,
  articles,
  assessments,
  campaigns,
  contactSubmissions,
  legalDocuments,
  medications,
  medicationVariants,
  payments,
  practitioners,
  prescriptionItems,
  prescriptions,
  prescriptionTemplates,
  promoCodes,
  settings,
  users,
} = schema;

describe('a new database with demo data', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('has the four demo accounts, sharing one argon2id hash of the demo password', async () => {
    const rows = await database.db.select().from(users);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    const admin = byEmail.get(demoAccounts.admin);
    const practitioner = byEmail.get(demoAccounts.practitioner);
    const writer = byEmail.get(demoAccounts.writer);
    const patient = byEmail.get(demoAccounts.patient);
    expect(admin).toMatchObject({ role: 'admin', isAdmin: true, firstName: 'Alex', lastName: 'Morgan' });
    expect(practitioner).toMatchObject({
      role: 'practitioner',
      isPractitioner: true,
      firstName: 'Sarah',
      lastName: 'Chen',
    });
    expect(writer).toMatchObject({ role: 'content_writer', isContentWriter: true, isAdmin: false });
    expect(patient).toMatchObject({
      role: 'patient',
      isAdmin: false,
      isPractitioner: false,
      isContentWriter: false,
    });
    expect(await verifyPassword(admin?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(1);

    const [sarah] = await database.db
      .select()
      .from(practitioners)
      .where(eq(practitioners.userId, practitioner?.id ?? 0));
    expect(sarah).toMatchObject({ name: 'Sarah Chen', specialization: 'General Practice', isActive: true });
  });

  it('has at least 10 patients', async () => {
    const [row] = await database.db.select({ n: count() }).from(users).where(eq(users.role, 'patient'));
    expect(row?.n).toBeGreaterThanOrEqual(10);
  });

  it('has at least 3 practitioners, one inactive, with valid appointment durations', async () => {
    const rows = await database.db
      .select({ practitioner: practitioners, setting: appointmentSettings })
      .from(practitioners)
      .leftJoin(appointmentSettings, eq(appointmentSettings.practitionerId, practitioners.id));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => !row.practitioner.isActive)).toHaveLength(1);
    expect(new Set(rows.map((row) => row.practitioner.appointmentLimit)).size).toBe(rows.length);
    for (const { practitioner, setting } of rows) {
      expect(setting).not.toBeNull();
      const duration = setting?.appointmentDuration ?? 0;
      expect(duration).toBeGreaterThanOrEqual(5);
      expect(duration * practitioner.appointmentLimit).toBeLessThanOrEqual(60);
    }
  });

  it('has an assessment of every type in every status', async () => {
    const rows = await database.db
      .select({ type: assessments.type, status: assessments.status })
      .from(assessments);
    const seen = new Set(rows.map((row) => `${row.type}/${row.status}`));
    for (const type of schema.assessmentTypes) {
      for (const status of schema.assessmentStatuses) expect(seen).toContain(`${type}/${status}`);
    }
  });

  it('has past and future appointments, and one rescheduled with its predecessor', async () => {
    const rows = await database.db.select().from(appointments);
    expect(rows.some((row) => row.startsAt < TEST_EPOCH)).toBe(true);
    expect(rows.some((row) => row.startsAt > TEST_EPOCH && row.status === 'scheduled')).toBe(true);
    const moved = rows.find((row) => row.previousAppointmentId !== null);
    const previous = rows.find((row) => row.id === moved?.previousAppointmentId);
    expect(previous?.status).toBe('rescheduled');
    expect(moved?.status).toBe('scheduled');
  });

  it('has medications with AUD-priced variants and prescriptions with items', async () => {
    const variants = await database.db
      .select({ price: medicationVariants.priceCents })
      .from(medicationVariants)
      .innerJoin(medications, eq(medications.id, medicationVariants.medicationId));
    expect(variants.length).toBeGreaterThanOrEqual(4);
    expect(variants.every((variant) => variant.price > 0)).toBe(true);
    const items = await database.db
      .select({ prescriptionId: prescriptionItems.prescriptionId })
      .from(prescriptionItems)
      .innerJoin(prescriptions, eq(prescriptions.id, prescriptionItems.prescriptionId));
    const [rx] = await database.db.select({ n: count() }).from(prescriptions);
    expect(new Set(items.map((item) => item.prescriptionId)).size).toBe(rx?.n);
    const [tracked] = await database.db
      .select({ n: count() })
      .from(prescriptions)
      .where(isNotNull(prescriptions.trackingNumber));
    expect(tracked?.n).toBeGreaterThan(0);
  });

  it('has published HTML articles, active legal documents of both types and contact submissions in every status', async () => {
    const published = await database.db.select().from(articles).where(eq(articles.status, 'published'));
    expect(published.length).toBeGreaterThanOrEqual(2);
    expect(published.every((article) => article.content.startsWith('<') && article.publishedAt)).toBe(true);

    const active = await database.db.select().from(legalDocuments).where(eq(legalDocuments.isActive, true));
    expect(active.map((doc) => doc.type).sort()).toEqual(['privacy_policy', 'terms_of_use']);

    const statuses = await database.db.select({ status: contactSubmissions.status }).from(contactSubmissions);
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(schema.contactStatuses));
  });

  it('has campaigns of both types, promo codes and exactly one default prescription template', async () => {
    const types = await database.db.select({ type: campaigns.type }).from(campaigns);
    expect(new Set(types.map((row) => row.type))).toEqual(new Set(schema.campaignTypes));
    const [codes] = await database.db.select({ n: count() }).from(promoCodes);
    expect(codes?.n).toBeGreaterThan(0);
    const defaults = await database.db
      .select()
      .from(prescriptionTemplates)
      .where(eq(prescriptionTemplates.isDefault, true));
    expect(defaults).toHaveLength(1);
    expect(() => JSON.parse(defaults[0]?.templateReact ?? '')).not.toThrow();
  });

  it('sends with each campaign the code its copy promises: active, unexpired, the same discount', async () => {
    const rows = await database.db
      .select({ campaign: campaigns, code: promoCodes })
      .from(campaigns)
      .leftJoin(promoCodes, eq(promoCodes.id, campaigns.promoCodeId));
    const seededAt = TEST_EPOCH;
    let promises = 0;
    for (const { campaign, code } of rows) {
      const copy = Object.values(campaign.editableSections).join(' ');
      const percent = /(\d+)% off/.exec(copy);
      const dollars = /(?:Save|\$)\s?\$?(\d+)(?![\d.%])/.exec(copy);
      if (!percent && !dollars) continue;
      promises += 1;
      expect(code, campaign.name).not.toBeNull();
      expect(code?.isActive).toBe(true);
      expect(code?.expiresAt === null || (code?.expiresAt as Date) > seededAt).toBe(true);
      if (percent) expect(code).toMatchObject({ discountType: 'percentage', value: Number(percent[1]) });
      else expect(code).toMatchObject({ discountType: 'fixed_amount', value: Number(dollars?.[1]) * 100 });
    }
    // 'Get 10% off' (welcome) and 'Save $5' (exit intent).
    expect(promises).toBe(2);
  });

  it("records every promo code use as a payment with the code's discount", async () => {
    const used = await database.db
      .select({ payment: payments, code: promoCodes })
      .from(payments)
      .innerJoin(promoCodes, eq(promoCodes.id, payments.promoCodeId));
    expect(used.map((row) => row.code.code)).toContain('WELCOME10');
    for (const { payment, code } of used) {
      expect(payment.amountCents).toBe(payment.subtotalCents - payment.discountCents);
      expect(payment.discountCents).toBe(contract.discountCents(code, payment.subtotalCents));
    }
    // Every payment's invoice has its price.
    const unpriced = await database.db.select().from(payments).where(eq(payments.subtotalCents, 0));
    expect(unpriced).toEqual([]);
  });

  it('has every settings key, with the spec defaults where demo data does not fill them', async () => {
    const rows = await database.db.select().from(settings);
    const values = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    for (const key of Object.keys(settingDefaults)) expect(values).toHaveProperty(key);
    expect(values).toMatchObject({
      company_country: 'Australia',
      ed_assessment_fee: '20.00',
      weight_loss_assessment_fee: '20.00',
      contraception_assessment_fee: '20.00',
      admin_notification_appointment_email_enabled: 'true',
      admin_notification_appointment_sms_enabled: 'true',
    });
  });

  it('does not seed again on the next start, and keeps settings an admin changed', async () => {
    const [before] = await database.db.select({ n: count() }).from(users);
    await database.db.update(settings).set({ value: '25.00' }).where(eq(settings.key, 'ed_assessment_fee'));
    await database.db.delete(settings).where(eq(settings.key, 'post_fees'));

    expect(await prepareDatabase(database, { seedDemo: true })).toBe('skipped-not-empty');

    const [after] = await database.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
    const rows = await database.db.select().from(settings);
    const values = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    expect(values.ed_assessment_fee).toBe('25.00');
    expect(values.post_fees).toBe('');
  });
});

describe('a new database without demo data', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function userCount() {
    const [row] = await database.db.select({ n: count() }).from(users);
    return row?.n;
  }

  it('stays empty with SEED_DEMO=0 but still gets the settings defaults', async () => {
    expect(await prepareDatabase(database, loadConfig({ SEED_DEMO: '0' }))).toBe('skipped-disabled');
    expect(await userCount()).toBe(0);
    const rows = await database.db.select().from(settings);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toEqual(settingDefaults);
  });

  it('stays empty in production unless SEED_DEMO=1', async () => {
    expect(await prepareDatabase(database, loadConfig({ NODE_ENV: 'production' }))).toBe('skipped-disabled');
    expect(await userCount()).toBe(0);
    expect(await prepareDatabase(database, loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }))).toBe(
      'seeded',
    );
    expect(await userCount()).toBeGreaterThan(10);
  });
});

describe('schema and contract agree', () => {
  it('on the enumerations both sides name', () => {
    expect(schema.userRoles).toEqual(contract.userRoles);
    expect(schema.assessmentStatuses).toEqual(contract.assessmentStatuses);
    expect(schema.articleStatuses).toEqual(contract.articleStatuses);
  });
});

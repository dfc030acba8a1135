import { addressMessages, POST_TRACKING_URL_EXAMPLE, setting, settingsMessages } from '@telehealth/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, settings } from '../db/schema';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';
import { adminNotificationsEnabled } from './service';

let h: TestServer<Role>;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const put = (key: string, value: unknown, role: 'admin' | 'patient' | null = 'admin') =>
  h.as(role, { method: 'PUT', url: `/api/settings/${key}`, payload: { value } as object });

async function stored(key: string) {
  const [row] = await h.database.db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

describe('GET /api/settings', () => {
  it('lists every key with its value, the fee defaults included', async () => {
    const response = await h.as('admin', { method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    const list = setting.array().parse(response.json());
    const record = Object.fromEntries(list.map((item) => [item.key, item.value]));
    expect(record.ed_assessment_fee).toBe('20.00');
    expect(record.weight_loss_assessment_fee).toBe('20.00');
    expect(record.contraception_assessment_fee).toBe('20.00');
    expect(record.company_country).toBe('Australia');
    expect(record.company_name).toBe('Telehealth Demo Pty Ltd');
  });
  it('is admin only', async () => {
    expect((await h.as(null, { method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    expect((await h.as('patient', { method: 'GET', url: '/api/settings' })).statusCode).toBe(403);
    expect((await put('company_name', 'Hacked', 'patient')).statusCode).toBe(403);
    expect(await stored('company_name')).toBe('Telehealth Demo Pty Ltd');
  });
});

describe('PUT /api/settings/{key}', () => {
  it('saves a value, trimmed, and audits the old and new value', async () => {
    const response = await put('company_name', '  Acme Health Pty Ltd ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: 'company_name', value: 'Acme Health Pty Ltd' });
    expect(await stored('company_name')).toBe('Acme Health Pty Ltd');
    const [row] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'setting.update'), eq(auditLog.targetId, 'company_name')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.details).toEqual({
      key: 'company_name',
      oldValue: 'Telehealth Demo Pty Ltd',
      newValue: 'Acme Health Pty Ltd',
    });
    expect(row?.actorRole).toBe('admin');
  });

  it("answers 404 'Setting with key {key} not found' for an unknown key", async () => {
    const response = await put('nope_fee', '1.00');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Setting with key nope_fee not found');
  });

  it('answers 404 when a known key has no row', async () => {
    await h.database.db.delete(settings).where(eq(settings.key, 'post_fees'));
    const response = await put('post_fees', '1.00');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Setting with key post_fees not found');
    await h.database.db.insert(settings).values({ key: 'post_fees', value: '9.95' });
  });

  it.each([
    ['company_name', 'A', settingsMessages.companyNameRequired],
    ['brand_name', '', settingsMessages.brandNameRequired],
    ['company_email', 'not-an-email', settingsMessages.emailInvalid],
    ['support_email', 'x@', settingsMessages.emailInvalid],
    ['company_abn', '1234', settingsMessages.abnRequired],
    ['company_abn', '12 345 678 901', addressMessages.abnInvalid],
    ['contact_number', '12', addressMessages.contactNumberInvalid],
    ['company_address', 'ab', settingsMessages.streetRequired],
    ['company_suburb', 'S', settingsMessages.suburbRequired],
    ['company_state', 'N', settingsMessages.stateRequired],
    ['company_postcode', '200', settingsMessages.postcodeRequired],
    ['company_state', 'Narnia', addressMessages.stateInvalid],
    ['company_postcode', 'ABCDE', addressMessages.postcodeInvalid],
    ['company_postcode', '3000', 'Postcode 3000 is not in NSW: please check the state and postcode'],
    ['company_country', 'New Zealand', settingsMessages.countryFixed],
    ['privacy_url', 'privacy', settingsMessages.urlInvalid],
    ['post_tracking_base_url', 'auspost', `Please enter a valid URL (e.g., ${POST_TRACKING_URL_EXAMPLE})`],
    ['post_fees', '-1', 'Please enter a valid amount (e.g., 0.00)'],
    ['post_fees', 'abc', settingsMessages.amountInvalid],
    ['ed_assessment_fee', '-5.00', settingsMessages.amountInvalid],
    ['weight_loss_assessment_fee', '20.005', settingsMessages.amountInvalid],
    ['contraception_assessment_fee', '', settingsMessages.amountInvalid],
    ['admin_notification_appointment_email_enabled', 'yes', settingsMessages.toggleInvalid],
  ])('refuses %s = %j with 400 %j naming the key', async (key, value, message) => {
    const before = await stored(key);
    const response = await put(key, value);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field: key });
    expect(await stored(key)).toBe(before);
  });

  it('accepts fees with up to two decimals, an empty post fee and an empty tracking URL', async () => {
    for (const [key, value] of [
      ['ed_assessment_fee', '35.5'],
      ['weight_loss_assessment_fee', '0'],
      ['contraception_assessment_fee', '19.99'],
      ['post_fees', ''],
      ['post_tracking_base_url', ''],
    ] as const) {
      const response = await put(key, value);
      expect(response.statusCode, key).toBe(200);
      expect(await stored(key)).toBe(value);
    }
  });

  it('stores the contact number in E.164 and a valid ABN', async () => {
    expect((await put('contact_number', '(02) 9876 5432')).json().value).toBe('+61298765432');
    expect((await put('company_abn', '51 824 753 556')).statusCode).toBe(200);
  });

  it('stores the state by its short name, and checks the postcode against the stored state', async () => {
    expect((await put('company_state', 'victoria')).json()).toEqual({ key: 'company_state', value: 'VIC' });
    // The form saves the state before the postcode: together they move the company to Melbourne.
    expect((await put('company_postcode', '3000')).statusCode).toBe(200);
    expect((await put('company_postcode', '2000')).json()).toMatchObject({
      message: 'Postcode 2000 is not in VIC: please check the state and postcode',
      field: 'company_postcode',
    });
    expect(await stored('company_postcode')).toBe('3000');
    await put('company_state', 'NSW');
    expect((await put('company_postcode', '2000')).statusCode).toBe(200);
  });

  it('refuses a value that is not text', async () => {
    const response = await put('company_name', 42);
    expect(response.statusCode).toBe(400);
  });
});

describe('adminNotificationsEnabled', () => {
  it('follows the two toggles, on by default', async () => {
    const { db } = h.database;
    expect(await adminNotificationsEnabled(db, 'email')).toBe(true);
    expect(await adminNotificationsEnabled(db, 'sms')).toBe(true);
    expect((await put('admin_notification_appointment_email_enabled', 'false')).statusCode).toBe(200);
    expect(await adminNotificationsEnabled(db, 'email')).toBe(false);
    expect(await adminNotificationsEnabled(db, 'sms')).toBe(true);
    expect((await put('admin_notification_appointment_sms_enabled', 'false')).statusCode).toBe(200);
    expect(await adminNotificationsEnabled(db, 'sms')).toBe(false);
    expect((await put('admin_notification_appointment_email_enabled', 'true')).statusCode).toBe(200);
    expect(await adminNotificationsEnabled(db, 'email')).toBe(true);
    await db.delete(settings).where(eq(settings.key, 'admin_notification_appointment_sms_enabled'));
    expect(await adminNotificationsEnabled(db, 'sms')).toBe(true);
  });
});

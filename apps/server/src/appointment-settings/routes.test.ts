import { appointmentSetting, appointmentSettingsMessages, idMessages } from '@telehealth/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentSettings, practitioners, users } from '../db/schema';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';
import { defaultDurationFor } from './service';

let h: TestServer<Role>;
const ids = {} as { sarah: number; james: number; priya: number };

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  const rows = await h.database.db.select().from(practitioners);
  const find = (name: string) => {
    const row = rows.find((item) => item.name === name);
    if (!row) throw new Error(`no ${name}`);
    return row.id;
  };
  ids.sarah = find('Sarah Chen');
  ids.james = find('James Wilson');
  ids.priya = find('Priya Patel');
});

afterAll(async () => {
  await h?.close();
});

const URL = '/api/admin/appointment-settings';

async function list() {
  const response = await h.as('admin', { method: 'GET', url: URL });
  expect(response.statusCode).toBe(200);
  return appointmentSetting.array().parse(response.json());
}

async function storedDuration(practitionerId: number): Promise<number | undefined> {
  const [row] = await h.database.db
    .select()
    .from(appointmentSettings)
    .where(eq(appointmentSettings.practitionerId, practitionerId));
  return row?.appointmentDuration;
}

const put = (
  practitionerId: number | string,
  payload: unknown,
  role: 'admin' | 'practitioner' | null = 'admin',
) => h.as(role, { method: 'PUT', url: `${URL}/${practitionerId}`, payload: payload as object });

describe('authorisation', () => {
  it('is admin only', async () => {
    expect((await h.as(null, { method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await put(ids.sarah, { appointmentDuration: 10 }, null)).statusCode).toBe(401);
    for (const role of ['practitioner', 'writer', 'patient'] as const) {
      expect((await h.as(role, { method: 'GET', url: URL })).statusCode).toBe(403);
      expect(
        (
          await h.as(role, {
            method: 'PUT',
            url: `${URL}/${ids.sarah}`,
            payload: { appointmentDuration: 10 },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(await storedDuration(ids.sarah)).toBe(15);
  });
});

describe('GET', () => {
  it('lists one entry per practitioner, inactive ones included', async () => {
    const settings = await list();
    expect(
      settings.map((item) => [
        item.practitioner.name,
        item.appointmentDuration,
        item.practitioner.appointmentLimit,
        item.practitioner.isActive,
      ]),
    ).toEqual([
      ['James Wilson', 20, 3, true],
      ['Priya Patel', 30, 2, false],
      ['Sarah Chen', 15, 4, true],
    ]);
    const sarah = settings.find((item) => item.practitionerId === ids.sarah);
    expect(sarah?.practitioner.specialization).toBe('General Practice');
  });

  it('creates the missing row of a new practitioner with a duration that fits their limit', async () => {
    const [account] = await h.database.db
      .insert(users)
      .values({
        email: 'new.doc@example.com',
        passwordHash: 'x',
        firstName: 'New',
        lastName: 'Doc',
        isPractitioner: true,
        role: 'practitioner',
      })
      .returning();
    if (!account) throw new Error('fixture');
    const [added] = await h.database.db
      .insert(practitioners)
      .values({ userId: account.id, name: 'Ana Doc', specialization: 'Sexual Health', appointmentLimit: 6 })
      .returning();
    if (!added) throw new Error('fixture');
    const entry = (await list()).find((item) => item.practitionerId === added.id);
    expect(entry).toMatchObject({
      appointmentDuration: 10,
      practitioner: { name: 'Ana Doc', appointmentLimit: 6 },
    });
    expect(entry?.id).toBeGreaterThan(0);
    expect(await storedDuration(added.id)).toBe(10);
    // Listing again does not add another row.
    expect((await list()).filter((item) => item.practitionerId === added.id)).toHaveLength(1);
  });

  it('defaults to 15 minutes, shortened to fit the hourly limit', () => {
    expect([1, 2, 4, 5, 6, 12, 20].map(defaultDurationFor)).toEqual([15, 15, 15, 12, 10, 5, 5]);
  });
});

describe('PUT', () => {
  it.each([
    [4, appointmentSettingsMessages.tooShort],
    [0, appointmentSettingsMessages.tooShort],
    [61, appointmentSettingsMessages.tooLong],
    [120, appointmentSettingsMessages.tooLong],
    [12.5, appointmentSettingsMessages.notWholeNumber],
    ['15', appointmentSettingsMessages.notWholeNumber],
    [null, appointmentSettingsMessages.notWholeNumber],
  ])('%j → 400 %s, nothing saved', async (value, message) => {
    const response = await put(ids.sarah, { appointmentDuration: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field: 'appointmentDuration', errorType: 'validation' });
    expect(await storedDuration(ids.sarah)).toBe(15);
  });

  it('refuses a duration whose product with the hourly limit passes 60, with the real numbers', async () => {
    const sarah = await put(ids.sarah, { appointmentDuration: 20 });
    expect(sarah.statusCode).toBe(400);
    expect(sarah.json()).toEqual({
      message: 'Duration × limit (20 × 4 = 80) exceeds 60 minutes limit',
      field: 'appointmentDuration',
      errorType: 'validation',
    });
    const james = await put(ids.james, { appointmentDuration: 25 });
    expect(james.json().message).toBe('Duration × limit (25 × 3 = 75) exceeds 60 minutes limit');
    expect(await storedDuration(ids.sarah)).toBe(15);
    expect(await storedDuration(ids.james)).toBe(20);
  });

  it('saves a valid duration, up to exactly 60 minutes of capacity', async () => {
    const response = await put(ids.sarah, { appointmentDuration: 12 });
    expect(response.statusCode).toBe(200);
    expect(appointmentSetting.parse(response.json())).toMatchObject({
      practitionerId: ids.sarah,
      appointmentDuration: 12,
      practitioner: { name: 'Sarah Chen', appointmentLimit: 4 },
    });
    expect(await storedDuration(ids.sarah)).toBe(12);
    expect((await put(ids.priya, { appointmentDuration: 30 })).statusCode).toBe(200);
    expect((await put(ids.sarah, { appointmentDuration: 5 })).statusCode).toBe(200);
    expect((await list()).find((item) => item.practitionerId === ids.sarah)?.appointmentDuration).toBe(5);
  });

  it('answers 404 for an unknown practitioner and 400 for a malformed id', async () => {
    const unknown = await put(999_999, { appointmentDuration: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Practitioner not found', errorType: 'not_found' });
    for (const bad of ['abc', '1.5', '-2']) {
      const response = await put(bad, { appointmentDuration: 10 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: idMessages.invalid, field: 'practitionerId' });
    }
  });
});

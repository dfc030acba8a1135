import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, practitioners, users } from '../db/schema';
import { type SeededPerson, seededAccounts } from '../test/accounts';
import { createTestDatabase, type TestDatabase } from '../test/helpers';
import { RELATIONS_TTL_MS, Relations } from './relations';

let database: TestDatabase;
const ids = {} as Record<SeededPerson, number>;
let newcomer: number;
let jamesProfile: number;
let now = 1_000_000;
const clock = () => now;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  const rows = await database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(seededAccounts)));
  for (const [person, email] of Object.entries(seededAccounts)) {
    ids[person as SeededPerson] = rows.find((row) => row.email === email)?.id as number;
  }
  const [user] = await database.db
    .insert(users)
    .values({
      email: 'newcomer@example.test',
      passwordHash: 'not-used',
      firstName: 'New',
      lastName: 'Comer',
      role: 'patient',
    })
    .returning({ id: users.id });
  newcomer = user?.id as number;
  const [profile] = await database.db
    .select({ id: practitioners.id })
    .from(practitioners)
    .where(eq(practitioners.userId, ids.james));
  jamesProfile = profile?.id as number;
});

afterAll(async () => {
  await database?.dispose();
});

const sorted = (set: ReadonlySet<number> | undefined) => [...(set ?? [])].sort((a, b) => a - b);

describe('Relations', () => {
  it('loads one user the same way as many', async () => {
    const everyone = Object.values(ids);
    const one = new Relations(database.db, clock);
    const many = new Relations(database.db, clock);
    await many.refresh(everyone);
    for (const id of everyone) {
      const single = await one.get(id);
      const bulk = await many.get(id);
      expect(bulk?.user).toEqual(single?.user);
      expect(sorted(bulk?.patients)).toEqual(sorted(single?.patients));
      expect(sorted(bulk?.practitioners)).toEqual(sorted(single?.practitioners));
    }
    // The seed links Liam and Sarah (patient and practitioner), and nobody links two patients.
    expect((await one.get(ids.liam))?.practitioners.has(ids.sarah)).toBe(true);
    expect((await one.get(ids.sarah))?.patients.has(ids.liam)).toBe(true);
    expect(await one.canMessage(ids.liam, ids.oliver)).toBe(false);
  });

  it('refresh picks up links made and removed since the last load, inside the TTL', async () => {
    const relations = new Relations(database.db, clock);
    expect(await relations.canMessage(newcomer, ids.james)).toBe(false);
    expect((await relations.get(ids.james))?.patients.has(newcomer)).toBe(false);

    const [assessment] = await database.db
      .insert(assessments)
      .values({
        type: 'weight_loss',
        patientId: newcomer,
        practitionerId: jamesProfile,
        status: 'awaiting_review',
      })
      .returning({ id: assessments.id });
    now += 1_000; // well inside the TTL: the cache alone would still say no
    await relations.refresh([newcomer, ids.james]);
    expect(sorted((await relations.get(newcomer))?.practitioners)).toEqual([ids.james]);
    expect((await relations.get(ids.james))?.patients.has(newcomer)).toBe(true);
    expect((await relations.get(newcomer))?.loadedAt).toBe(now);

    await database.db.delete(assessments).where(eq(assessments.id, assessment?.id as number));
    now += 1_000;
    await relations.refresh([newcomer, ids.james]);
    expect((await relations.get(newcomer))?.practitioners.size).toBe(0);
    expect((await relations.get(ids.james))?.patients.has(newcomer)).toBe(false);
  });

  it('keeps refreshed users fresh past the TTL, and forgets users that no longer exist', async () => {
    const relations = new Relations(database.db, clock);
    await relations.get(ids.liam);
    now += RELATIONS_TTL_MS - 1_000;
    await relations.refresh([ids.liam, 2_000_000_000]);
    now += 2_000; // past the first load's TTL, inside the refresh's
    expect((await relations.get(ids.liam))?.loadedAt).toBe(now - 2_000);
    expect(await relations.get(2_000_000_000)).toBeNull();
    await relations.refresh([]);
  });
});

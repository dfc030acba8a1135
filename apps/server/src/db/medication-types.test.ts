import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/helpers';
import { medications } from './schema';

/**
 * The migration that gave each medicine the assessment types it may be prescribed for (docs/product/prescriptions.md):
 * its backfill recognises the medicines this service treats with by name, and leaves any other prescribable for none.
 */

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

/** The migration's UPDATE statements: its backfill, run again on rows made as they were before it. */
async function backfill(): Promise<void> {
  const file = await readFile(
    new URL('../../drizzle/0020_medication_assessment_types.sql', import.meta.url),
    'utf8',
  );
  const statements = file
    .split('--> statement-breakpoint')
    .map((chunk) =>
      chunk
        .split('\n')
        .filter((line) => !line.startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement.startsWith('UPDATE'));
  expect(statements).toHaveLength(3);
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}

describe('medications.assessment_types', () => {
  it('is backfilled by name for the medicines this service treats with, and empty for any other', async () => {
    const names: [string, string | null][] = [
      ['Viagra', 'sildenafil citrate'],
      ['Cialis Daily', null],
      ['Xenical', 'orlistat'],
      ['Duromine', 'phentermine'],
      ['Microgynon 30', 'levonorgestrel with ethinylestradiol'],
      ['Yasmin', 'drospirenone with ethinylestradiol'],
      ['Finasteride', 'finasteride'],
    ];
    const rows = await database.db
      .insert(medications)
      .values(names.map(([name, genericName]) => ({ name, genericName })))
      .returning();
    // A medicine made without types can be prescribed for nothing.
    expect(rows.every((row) => row.assessmentTypes.length === 0)).toBe(true);
    await backfill();
    const after = await database.db.select().from(medications);
    expect(Object.fromEntries(after.map((row) => [row.name, row.assessmentTypes]))).toEqual({
      Viagra: ['erectile_dysfunction'],
      'Cialis Daily': ['erectile_dysfunction'],
      Xenical: ['weight_loss'],
      Duromine: ['weight_loss'],
      'Microgynon 30': ['contraception'],
      Yasmin: ['contraception'],
      Finasteride: [],
    });
  });

  it('holds only the three assessment types', async () => {
    const [row] = await database.db.insert(medications).values({ name: 'Minoxidil' }).returning();
    await expect(
      database.db
        .update(medications)
        .set({ assessmentTypes: ['hair_loss' as never] })
        .where(eq(medications.id, row?.id as number)),
    ).rejects.toThrow();
    await database.db
      .update(medications)
      .set({ assessmentTypes: ['weight_loss', 'contraception'] })
      .where(eq(medications.id, row?.id as number));
  });
});

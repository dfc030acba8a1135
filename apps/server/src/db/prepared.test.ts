import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDriver } from '../test/helpers';
import { arrayLiteral, preparedStatement } from './prepared';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await database.db.execute(
    sql`CREATE TABLE prepared_probe (id serial PRIMARY KEY, label text NOT NULL UNIQUE)`,
  );
});

afterAll(async () => {
  await database?.dispose();
});

describe('arrayLiteral', () => {
  it('quotes every element, escapes backslashes and quotes, and writes null as NULL', () => {
    expect(arrayLiteral([1, null, 'NULL', 'a "b" \\c', '{x,y}'])).toBe(
      '{"1",NULL,"NULL","a \\"b\\" \\\\c","{x,y}"}',
    );
    expect(arrayLiteral([])).toBe('{}');
  });
});

describe('preparedStatement', () => {
  const insert = () =>
    preparedStatement(
      database.db,
      'probe_insert',
      'INSERT INTO prepared_probe (label) SELECT * FROM unnest($1::text[]) RETURNING id, label',
    );

  it('runs many times with different inputs and returns the rows as arrays', async () => {
    const run = insert();
    const first = await run([arrayLiteral(['one', 'two'])]);
    const second = await run([arrayLiteral(['three'])]);
    expect(first.map((row) => String(row[1]))).toEqual(['one', 'two']);
    expect(second.map((row) => String(row[1]))).toEqual(['three']);
    expect(Number(second[0]?.[0])).toBeGreaterThan(Number(first[1]?.[0]));
  });

  it("fails with PostgreSQL's error and leaves the connection usable", async () => {
    const run = insert();
    await expect(run([arrayLiteral(['dup', 'dup'])])).rejects.toMatchObject({ code: '23505' });
    const [row] = await run([arrayLiteral(['after the error'])]);
    expect(row?.[1]).toBe('after the error');
    const count = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM prepared_probe WHERE label = 'dup'`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it.runIf(testDriver === 'pglite')('prepares again when the statement was dropped', async () => {
    const run = insert();
    await run([arrayLiteral(['before deallocate'])]);
    await database.db.execute(sql`DEALLOCATE probe_insert`);
    const [row] = await run([arrayLiteral(['after deallocate'])]);
    expect(row?.[1]).toBe('after deallocate');
  });
});

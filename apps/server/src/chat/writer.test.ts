import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../db/schema';
import { seededAccounts } from '../test/accounts';
import { createTestDatabase, TEST_EPOCH, type TestDatabase } from '../test/helpers';
import type { NewMessage } from './store';
import { MessageWriter } from './writer';

let database: TestDatabase;
let liam: number;
let sarah: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  const rows = await database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [seededAccounts.liam, seededAccounts.sarah]));
  liam = rows.find((row) => row.email === seededAccounts.liam)?.id as number;
  sarah = rows.find((row) => row.email === seededAccounts.sarah)?.id as number;
});

afterAll(async () => {
  await database?.dispose();
});

let second = 0;
function message(content: string, overrides: Partial<NewMessage> = {}): NewMessage {
  second++;
  return {
    senderId: liam,
    receiverId: sarah,
    content,
    assessmentId: null,
    createdAt: new Date(TEST_EPOCH.getTime() + second * 1000),
    ...overrides,
  };
}

async function stored(id: number) {
  const [row] = await database.db.select().from(messages).where(eq(messages.id, id));
  return row;
}

describe('MessageWriter', () => {
  it('stores the messages of one window as one batch and gives each caller its own row', async () => {
    const writer = new MessageWriter(database.db, { windowMs: 50, maxBatch: 200 });
    const inputs = Array.from({ length: 40 }, (_, index) =>
      message(`batch message ${index}`, index % 2 ? { senderId: sarah, receiverId: liam } : {}),
    );
    const pending = inputs.map((input) => writer.write(input));
    // Nothing is stored before the window ends.
    expect(writer.waiting).toBe(40);
    const rows = await Promise.all(pending);

    expect(writer.waiting).toBe(0);
    expect(new Set(rows.map((row) => row.id)).size).toBe(40);
    for (const [index, row] of rows.entries()) {
      const input = inputs[index] as NewMessage;
      expect(row).toEqual({ ...input, id: row.id, isRead: false });
      // What the caller was told is exactly what the database holds under that id.
      expect(await stored(row.id)).toEqual(row);
    }
  });

  it('keeps every character of the content, whatever the array syntax makes of it', async () => {
    const writer = new MessageWriter(database.db, { windowMs: 20, maxBatch: 200 });
    const contents = [
      'NULL',
      'null',
      '"quoted", with a comma',
      'back\\slash \\" and {braces} and (parens)',
      '  leading and trailing spaces  ',
      'line one\nline two\ttab',
      "it's <b>not</b> HTML",
      'émoji 🩺 and ünïcödé',
      '{}',
      '\\N',
    ];
    const rows = await Promise.all(contents.map((content) => writer.write(message(content))));
    expect(rows.map((row) => row.content)).toEqual(contents);
    for (const row of rows) expect((await stored(row.id))?.content).toBe(row.content);
  });

  it('stores at once when a batch is full, without waiting for the window', async () => {
    const writer = new MessageWriter(database.db, { windowMs: 60_000, maxBatch: 3 });
    const rows = await Promise.all(
      [message('full 1'), message('full 2'), message('full 3')].map((m) => writer.write(m)),
    );
    expect(rows.map((row) => row.content)).toEqual(['full 1', 'full 2', 'full 3']);
    await writer.close();
  });

  it('refuses only the message at fault when one of a batch breaks a constraint', async () => {
    const writer = new MessageWriter(database.db, { windowMs: 20, maxBatch: 200 });
    const results = await Promise.allSettled([
      writer.write(message('before the bad one')),
      writer.write(message('to nobody', { receiverId: 2_000_000_000 })),
      writer.write(message('after the bad one')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const [before, bad, after] = results;
    expect(bad?.status === 'rejected' && (bad.reason as { code?: string }).code).toBe('23503');
    for (const result of [before, after]) {
      if (result?.status !== 'fulfilled') throw new Error('expected a stored row');
      expect((await stored(result.value.id))?.content).toBe(result.value.content);
    }
    const [orphan] = await database.db.select().from(messages).where(eq(messages.content, 'to nobody'));
    expect(orphan).toBeUndefined();
  });

  it('stores every message on its own with a window of 0', async () => {
    const writer = new MessageWriter(database.db, { windowMs: 0, maxBatch: 200 });
    const write = writer.write(message('at once'));
    expect(writer.waiting).toBe(0);
    expect((await write).content).toBe('at once');
  });

  it('stores what is waiting on close, and everything after at once', async () => {
    const writer = new MessageWriter(database.db, { windowMs: 60_000, maxBatch: 200 });
    const waiting = writer.write(message('waiting at close'));
    await writer.close();
    expect((await stored((await waiting).id))?.content).toBe('waiting at close');
    const late = writer.write(message('after close'));
    expect(writer.waiting).toBe(0);
    expect((await late).content).toBe('after close');
  });
});

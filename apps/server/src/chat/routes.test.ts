import {
  type ChatMessage,
  chatMessageList,
  conversationList,
  routes,
  unreadCount,
} from '@telehealth/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, assessments, messages, practitioners, users } from '../db/schema';
import { type SeededPerson, seededAccounts } from '../test/accounts';
import { login, type TestDatabase, testClock } from '../test/helpers';
import { createTestServer, type TestServer } from '../test/server';

const accounts = seededAccounts;
type Person = SeededPerson;

let server: TestServer;
let database: TestDatabase;
let app: FastifyInstance;
const clock = testClock();
const ids = {} as Record<Person, number>;
const sids = {} as Record<Person, string>;
/** Message ids by label, inserted in beforeAll. */
const m = {} as Record<string, number>;
let liamAssessment: number;
let oliverAssessment: number;

async function assessmentOf(patientId: number, practitionerUserId: number): Promise<number> {
  const [row] = await database.db
    .select({ id: assessments.id })
    .from(assessments)
    .innerJoin(practitioners, eq(practitioners.id, assessments.practitionerId))
    .where(and(eq(assessments.patientId, patientId), eq(practitioners.userId, practitionerUserId)))
    .limit(1);
  if (!row) throw new Error('no such assessment in the seed');
  return row.id;
}

let minute = 0;
async function add(
  label: string,
  senderId: number,
  receiverId: number | null,
  assessmentId: number | null = null,
): Promise<void> {
  minute++;
  const [row] = await database.db
    .insert(messages)
    .values({
      senderId,
      receiverId,
      content: label,
      assessmentId,
      createdAt: new Date(clock.now().getTime() + minute * 60_000),
    })
    .returning({ id: messages.id });
  m[label] = row?.id as number;
}

beforeAll(async () => {
  server = await createTestServer({ clock });
  ({ app, database } = server);
  for (const [person, email] of Object.entries(accounts) as [Person, string][]) {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`${email} is not seeded`);
    ids[person] = row.id;
    const { sid } = await login(app, email);
    if (!sid) throw new Error(`${email} could not sign in`);
    sids[person] = sid;
  }
  liamAssessment = await assessmentOf(ids.liam, ids.sarah);
  oliverAssessment = await assessmentOf(ids.oliver, ids.sarah);
  // A start from a clean message table makes every expectation below exact.
  await database.db.delete(messages);
  await add('liam→sarah', ids.liam, ids.sarah);
  await add('sarah→liam', ids.sarah, ids.liam);
  await add('oliver→sarah', ids.oliver, ids.sarah);
  await add('sarah→oliver about his assessment', ids.sarah, ids.oliver, oliverAssessment);
  await add('liam→sarah about his assessment', ids.liam, ids.sarah, liamAssessment);
  await add('admin→liam about his assessment', ids.admin, ids.liam, liamAssessment);
  await add('sarah broadcast', ids.sarah, null);
  await add('james broadcast', ids.james, null);
  await add('admin broadcast', ids.admin, null);
  await add('james→charlotte', ids.james, ids.charlotte);
  await add('admin→james', ids.admin, ids.james);
});

afterAll(async () => {
  await server?.close();
});

function get(url: string, person?: Person) {
  return app.inject({ method: 'GET', url, cookies: person ? { sid: sids[person] } : {} });
}

async function contents(url: string, person: Person): Promise<string[]> {
  const response = await get(url, person);
  expect(response.statusCode).toBe(200);
  const list = chatMessageList.parse(response.json());
  const times = list.map((message) => message.createdAt);
  expect(times).toEqual([...times].sort());
  return list.map((message) => message.content);
}

const withUser = (id: number) => routes.messagesWithUser.path.replace(':otherUserId', String(id));
const forAssessment = (id: number) => routes.messagesForAssessment.path.replace(':assessmentId', String(id));

describe('GET /api/messages/{otherUserId}', () => {
  it('gives a patient the messages both ways and the counterpart broadcasts that reach them, oldest first', async () => {
    expect(await contents(`${withUser(ids.sarah)}?t=${Date.now()}`, 'liam')).toEqual([
      'liam→sarah',
      'sarah→liam',
      'liam→sarah about his assessment',
      'sarah broadcast',
    ]);
    expect(await contents(withUser(ids.admin), 'liam')).toEqual([
      'admin→liam about his assessment',
      'admin broadcast',
    ]);
  });

  it("never gives patient A anything of patient B's", async () => {
    // B's own conversation, B's practitioner's conversation, B's assessment.
    expect(await contents(withUser(ids.oliver), 'liam')).toEqual([]);
    const withSarah = await contents(withUser(ids.sarah), 'liam');
    expect(withSarah.some((text) => text.includes('oliver'))).toBe(false);
    expect((await get(forAssessment(oliverAssessment), 'liam')).statusCode).toBe(404);
    // James's broadcast reaches his patients only; Liam is not one.
    expect(await contents(withUser(ids.james), 'liam')).toEqual([]);
  });

  it("gives a practitioner the patient's assessment messages with anyone, and their own broadcasts", async () => {
    expect(await contents(withUser(ids.liam), 'sarah')).toEqual([
      'liam→sarah',
      'sarah→liam',
      'liam→sarah about his assessment',
      'admin→liam about his assessment',
      'sarah broadcast',
    ]);
    // James is a practitioner too, but linked to Liam by neither assessment nor appointment: least privilege
    // (docs/product/messaging.md) hides Liam's assessment messages from him.
    expect(await contents(withUser(ids.liam), 'james')).toEqual([]);
    expect(await contents(withUser(ids.charlotte), 'james')).toEqual(['james broadcast', 'james→charlotte']);
  });

  it('gives an admin their conversations; broadcasts of practitioners are for patients only', async () => {
    expect(await contents(withUser(ids.james), 'admin')).toEqual(['admin→james']);
    expect(await contents(withUser(ids.liam), 'admin')).toEqual([
      'liam→sarah about his assessment',
      'admin→liam about his assessment',
      'admin broadcast',
    ]);
  });

  it('answers [] for an unknown user, 400 for a malformed id and 401 when anonymous', async () => {
    expect(await contents(withUser(999_999), 'liam')).toEqual([]);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await get(`/api/messages/${bad}`, 'liam');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorType: 'validation', field: 'otherUserId' });
    }
    expect((await get(withUser(ids.sarah))).statusCode).toBe(401);
  });
});

describe('GET /api/messages/assessment/{assessmentId}', () => {
  it('gives the patient of the assessment the messages of it they sent or received', async () => {
    expect(await contents(`${forAssessment(liamAssessment)}?t=1`, 'liam')).toEqual([
      'liam→sarah about his assessment',
      'admin→liam about his assessment',
    ]);
  });

  it('gives admins, the assigned practitioner and practitioners seeing the patient every message of it', async () => {
    const all = ['liam→sarah about his assessment', 'admin→liam about his assessment'];
    expect(await contents(forAssessment(liamAssessment), 'sarah')).toEqual(all);
    expect(await contents(forAssessment(liamAssessment), 'admin')).toEqual(all);
    // James is neither assigned to it nor seeing Liam: the same 404 as an unknown assessment.
    expect((await get(forAssessment(liamAssessment), 'james')).json()).toEqual({
      message: 'Assessment not found',
      errorType: 'not_found',
    });
    const [james] = await database.db
      .select({ id: practitioners.id })
      .from(practitioners)
      .where(eq(practitioners.userId, ids.james));
    const [appointment] = await database.db
      .insert(appointments)
      .values({
        patientId: ids.liam,
        practitionerId: james?.id as number,
        startsAt: new Date('2026-03-10T01:00:00Z'),
        durationMinutes: 15,
      })
      .returning({ id: appointments.id });
    try {
      expect(await contents(forAssessment(liamAssessment), 'james')).toEqual(all);
      expect(await contents(withUser(ids.liam), 'james')).toEqual(all);
      // An inactive practitioner reads nothing, assigned or not.
      await database.db
        .update(practitioners)
        .set({ isActive: false })
        .where(inArray(practitioners.userId, [ids.james, ids.sarah]));
      expect((await get(forAssessment(liamAssessment), 'james')).statusCode).toBe(404);
      expect((await get(forAssessment(liamAssessment), 'sarah')).statusCode).toBe(404);
      expect(await contents(withUser(ids.liam), 'sarah')).not.toContain('admin→liam about his assessment');
    } finally {
      await database.db
        .update(practitioners)
        .set({ isActive: true })
        .where(inArray(practitioners.userId, [ids.james, ids.sarah]));
      await database.db.delete(appointments).where(eq(appointments.id, appointment?.id as number));
    }
  });

  it("answers 404 for someone else's or an unknown assessment, 400 for a malformed id", async () => {
    expect((await get(forAssessment(oliverAssessment), 'liam')).json()).toEqual({
      message: 'Assessment not found',
      errorType: 'not_found',
    });
    expect((await get(forAssessment(liamAssessment), 'writer')).statusCode).toBe(404);
    expect((await get(forAssessment(999_999), 'sarah')).statusCode).toBe(404);
    const bad = await get('/api/messages/assessment/x', 'sarah');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'assessmentId' });
  });
});

describe('GET /api/messages/unread-count', () => {
  it('counts unread messages addressed to me (broadcasts never count)', async () => {
    const count = async (person: Person) =>
      unreadCount.parse((await get(routes.unreadCount.path, person)).json());
    expect(await count('sarah')).toEqual({ count: 3 });
    expect(await count('liam')).toEqual({ count: 2 });
    expect(await count('charlotte')).toEqual({ count: 1 });
    await database.db
      .update(messages)
      .set({ isRead: true })
      .where(eq(messages.id, m['sarah→liam'] as number));
    expect(await count('liam')).toEqual({ count: 1 });
    expect((await get(routes.unreadCount.path)).statusCode).toBe(401);
  });
});

describe('GET /api/messages/conversations', () => {
  async function list(person: Person) {
    const response = await get(routes.conversations.path, person);
    expect(response.statusCode).toBe(200);
    return conversationList.parse(response.json());
  }
  const last = (message: ChatMessage | undefined) => message?.content;

  it("lists a patient's practitioners and the admins, latest conversation first", async () => {
    const rows = await list('liam');
    expect(rows.map((row) => [row.user.id, last(row.lastMessage), row.unread, row.online])).toEqual([
      [ids.admin, 'admin broadcast', 1, false],
      [ids.sarah, 'sarah broadcast', 0, false],
    ]);
    expect(rows[1]?.user).toEqual({
      id: ids.sarah,
      firstName: 'Sarah',
      lastName: 'Chen',
      role: 'practitioner',
    });
  });

  it("lists a practitioner's patients and the admins, never other patients", async () => {
    const rows = await list('james');
    const listed = new Set(rows.map((row) => row.user.id));
    expect(listed.has(ids.charlotte)).toBe(true);
    expect(listed.has(ids.admin)).toBe(true);
    expect(listed.has(ids.liam)).toBe(false);
    expect(listed.has(ids.sarah)).toBe(false);
    expect(rows.find((row) => row.user.id === ids.charlotte)).toMatchObject({ unread: 0 });
    expect(last(rows.find((row) => row.user.id === ids.charlotte)?.lastMessage)).toBe('james→charlotte');
    expect(last(rows[0]?.lastMessage)).toBe('admin→james');
  });

  it('lists everyone for an admin, the people they talked to first', async () => {
    const rows = await list('admin');
    expect(rows.map((row) => row.user.id)).not.toContain(ids.admin);
    expect(rows.length).toBe(17);
    expect(rows.slice(0, 2).map((row) => last(row.lastMessage))).toEqual(['admin→james', 'admin broadcast']);
  });

  it('lists only the admins for a content writer', async () => {
    expect((await list('writer')).map((row) => row.user.id)).toEqual([ids.admin]);
  });
});

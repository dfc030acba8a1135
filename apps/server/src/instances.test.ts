import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  authMessages,
  bookingMessages,
  campaignMessages,
  contactServerMessages,
  paymentMessages,
  reviewMessages,
} from '@telehealth/contract';
import { and, count, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS } from './auth';
import { PATIENT_REMINDER_QUEUE } from './booking';
import { CONTACT_RATE_LIMIT } from './contact';
import { type Database, openDatabase } from './db/client';
import {
  appointments,
  assessments,
  campaignSubmissions,
  payments,
  practitionerAvailability,
  practitioners,
  promoCodes,
  users,
} from './db/schema';
import { migrationsFolder } from './paths';
import { tinyPng } from './test/admin-tools';
import {
  atOnce,
  buildServer,
  CLUSTER_START_TIMEOUT_MS,
  type ClusterDatabase,
  type ClusterInstance,
  call,
  clusterTestsEnabled,
  createClusterDatabase,
  signIn,
  sleep,
  startInstances,
} from './test/cluster';
import { SESSION_COOKIE } from './test/helpers';
import { startTestS3, type TestS3 } from './test/s3';
import { openSocket, type TestSocket } from './test/ws';

// Two real server processes (A and B) on one fresh PostgreSQL database, started together on it while it is still
// empty. Every conflicting pair of requests goes out at the same moment, one to each instance. The presence test
// ends by killing A, so it comes last.

let build: Awaited<ReturnType<typeof buildServer>> | undefined;
let database: ClusterDatabase | undefined;
let db: Database | undefined;
let a: ClusterInstance;
let b: ClusterInstance;
let smtp: SMTPServer | undefined;
let s3: TestS3 | undefined;
const mails: { to: string[]; subject: string }[] = [];
const sockets: TestSocket[] = [];

/** A fake SMTP server at a real socket: what both instances send, as the world would receive it. */
async function startSmtp(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject });
        callback();
      });
    },
  });
  const server = smtp;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.server.address() as { port: number }).port;
}

describe.skipIf(!clusterTestsEnabled)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    const smtpPort = await startSmtp();
    // Both keep their files in one bucket (s3rver at a real socket), as a deployment on S3 does.
    [build, database, s3] = await Promise.all([buildServer(), createClusterDatabase(), startTestS3()]);
    [a, b] = (await startInstances(2, {
      entry: build.entry,
      databaseUrl: database.url,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...s3.env },
    })) as [ClusterInstance, ClusterInstance];
    db = await openDatabase({ kind: 'postgres', url: database.url });
  }, CLUSTER_START_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await database?.dispose();
    build?.dispose();
    await s3?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  }, 30_000);

  /** Polls `check` until it holds, every `intervalMs`, failing after 20 s. */
  const until = async (check: () => Promise<boolean>, intervalMs = 50) => {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`still false after 20 s: ${check}`);
      await sleep(intervalMs);
    }
  };

  /** The instances holding a presence row of the user. */
  const presenceRowsOf = async (userId: number): Promise<string[]> =>
    (
      await (db as Database).jobSql.executeSql('select instance_id from chat_presence where user_id = $1', [
        userId,
      ])
    ).rows.map((row) => String(row.instance_id));

  const idOf = async (email: string): Promise<number> => {
    const [row] = await (db as Database).db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };

  it('both started together on an empty database: one migration run, one seed, and both serve', async () => {
    const ready = [a, b].map((instance) => instance.logs.find((line) => line.msg === 'database ready'));
    expect(ready.map((line) => line?.seed).sort()).toEqual(['seeded', 'skipped-not-empty']);
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const { db: sqlDb } = db as Database;
    const scalar = async (text: string) => (await (db as Database).jobSql.executeSql(text)).rows[0]?.n;
    expect(await scalar('select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(
      journal.entries.length,
    );
    const [admins] = await sqlDb
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    expect(admins?.n).toBe(1);
    // pg-boss's own schema and queues were set up once too, and neither instance logged an error.
    expect(await scalar('select count(*)::int as n from pgboss.version')).toBe(1);
    expect(
      await scalar("select count(*)::int as n from pgboss.queue where name like 'p%-appointment-%'"),
    ).toBe(2);
    for (const instance of [a, b]) {
      expect(instance.logs.filter((line) => (line.level ?? 0) >= 50)).toEqual([]);
      expect((await call(instance, 'GET', '/api/health')).status).toBe(200);
    }
  });

  it('a file uploaded through A downloads through B, from the bucket', async () => {
    const sid = await signIn(a, 'writer@example.com');
    const created = await call(a, 'POST', '/api/writer/articles', {
      sid,
      body: { title: 'Uploaded on A', content: '<p>Read on B.</p>' },
    });
    expect(created.status).toBe(201);
    const form = new FormData();
    form.append('cover', new Blob([tinyPng], { type: 'image/png' }), 'cover.png');
    const uploaded = await fetch(
      `${a.url}/api/writer/articles/${(created.body.article as { id: number }).id}/cover`,
      { method: 'POST', headers: { cookie: `${SESSION_COOKIE}=${sid}` }, body: form },
    );
    expect(uploaded.status).toBe(200);
    const coverUrl = ((await uploaded.json()) as { coverImageUrl: string }).coverImageUrl;
    const key = `articles/${coverUrl.split('/').pop()}`;
    // A wrote it to the bucket, asking for encryption at rest; B reads it from there (it never saw the upload).
    const put = s3?.requests.find((request) => request.method === 'PUT' && request.key === key);
    expect(put?.headers['x-amz-server-side-encryption']).toBe('AES256');
    const downloaded = await fetch(`${b.url}${coverUrl}`);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(tinyPng)).toBe(true);
    expect(s3?.requests.some((request) => request.method === 'GET' && request.key === key)).toBe(true);
  });

  it('logout on A: the session is refused on B at once (as the bus delivers it, not after the cache)', async () => {
    for (let round = 0; round < 5; round++) {
      const sid = await signIn(a, 'patient@example.com');
      // B has just checked the session: it is in B's 5-second cache.
      expect((await call(b, 'GET', '/api/user', { sid })).status).toBe(200);
      expect((await call(a, 'POST', '/api/auth/logout', { sid })).status).toBe(200);
      // B forgets it when A's session-ended event arrives over LISTEN/NOTIFY: usually before this request, and at
      // most about 0.1 s later on a busy 2-core machine (README, "Several instances").
      const loggedOutAt = performance.now();
      while ((await call(b, 'GET', '/api/user', { sid })).status !== 401) {
        expect(performance.now() - loggedOutAt).toBeLessThan(SESSION_CACHE_TTL_MS / 5);
        await sleep(5);
      }
    }
  });

  it("counts the contact form's per-address limit on A and B together", async () => {
    const form = {
      name: 'Ada',
      email: 'ada@example.com',
      type: 'General Inquiry',
      subject: 'Hello',
      message: 'A question.',
    };
    const post = (instance: ClusterInstance) => () => call(instance, 'POST', '/api/contact', { body: form });
    // One more than the limit, half to each instance, all at once: the shared count lets exactly `max` through.
    const answers = await atOnce(
      ...Array.from({ length: CONTACT_RATE_LIMIT.max + 1 }, (_, n) => post(n % 2 ? a : b)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array.from({ length: CONTACT_RATE_LIMIT.max }, () => 201),
      429,
    ]);
    for (const answer of await atOnce(post(a), post(b))) {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ message: contactServerMessages.rateLimited, errorType: 'rate_limited' });
    }
  });

  it('counts the sign-in throttle on A and B together', async () => {
    const wrong = (instance: ClusterInstance) => () =>
      call(instance, 'POST', '/api/auth/login', {
        body: { email: 'henry.taylor@example.com', password: 'Wrong#Password1' },
      });
    // Five failures spread over both (three on B, two on A): alone, neither would delay the account.
    for (const answer of await atOnce(wrong(a), wrong(b))) expect(answer.status).toBe(401);
    for (const answer of await atOnce(wrong(a), wrong(b))) expect(answer.status).toBe(401);
    expect((await wrong(b)()).status).toBe(401);
    for (const answer of await atOnce(wrong(a), wrong(b))) {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ message: authMessages.signInDelayed, errorType: 'rate_limited' });
    }
  });

  it('the last free slot, booked on A and on B at once: exactly one booking, and its reminder is sent once', async () => {
    const { db: sqlDb } = db as Database;
    const [james] = await sqlDb
      .select({ id: practitioners.id })
      .from(practitioners)
      .innerJoin(users, eq(users.id, practitioners.userId))
      .where(eq(users.email, 'james.wilson@example.com'));
    const practitionerId = james?.id as number;
    // Open every day, all day, so that the first slot is always a couple of hours away (reminder due at once).
    await sqlDb
      .delete(practitionerAvailability)
      .where(eq(practitionerAvailability.practitionerId, practitionerId));
    await sqlDb.insert(practitionerAvailability).values(
      Array.from({ length: 7 }, (_, weekday) => ({
        practitionerId,
        weekday,
        startMinute: 0,
        endMinute: 1440,
      })),
    );
    const people = ['oliver.smith@example.com', 'charlotte.martin@example.com'] as const;
    const sids = await Promise.all([signIn(a, people[0]), signIn(b, people[1])]);
    const assessmentIds: number[] = [];
    for (const email of people) {
      const [row] = await sqlDb
        .insert(assessments)
        .values({
          type: 'erectile_dysfunction',
          patientId: await idOf(email),
          status: 'awaiting_review',
          paid: true,
          feeCents: 4900,
          answers: { age: 44 },
          submittedAt: new Date(),
        })
        .returning({ id: assessments.id });
      assessmentIds.push(row?.id as number);
    }
    const availability = await call(a, 'GET', `/api/availability?practitionerId=${practitionerId}`, {
      sid: sids[0],
    });
    const startsAt = (availability.body.slots as { startsAt: string }[])[0]?.startsAt as string;
    expect(new Date(startsAt).getTime() - Date.now()).toBeLessThan(24 * 3_600_000);

    const book = (instance: ClusterInstance, index: 0 | 1) => () =>
      call(instance, 'POST', '/api/appointments', {
        sid: sids[index],
        body: { assessmentId: assessmentIds[index], practitionerId, startsAt },
      });
    const answers = await atOnce(book(a, 0), book(b, 1));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(bookingMessages.slotTaken);
    const booked = await sqlDb
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.practitionerId, practitionerId), eq(appointments.startsAt, new Date(startsAt))),
      );
    expect(booked.map((row) => row.status)).toEqual(['scheduled']);

    // Its reminder is due at once; both instances' pg-boss workers poll for it (every 2 s), one sends it.
    const winner = people[answers[0]?.status === 201 ? 0 : 1];
    const reminders = () =>
      mails.filter((mail) => mail.to.includes(winner) && mail.subject.startsWith('Reminder:'));
    const deadline = Date.now() + 20_000;
    while (reminders().length === 0 && Date.now() < deadline) await sleep(200);
    expect(reminders()).toHaveLength(1);
    // Its job, the only one, is completed once the reminder is out: no worker on either instance takes it again.
    const jobStates = async () =>
      (
        await (db as Database).jobSql.executeSql(
          "select state from pgboss.job where name = $1 and (data->>'appointmentId')::int = $2",
          [PATIENT_REMINDER_QUEUE, booked[0]?.id],
        )
      ).rows.map((row) => row.state);
    await until(async () => (await jobStates()).includes('completed'));
    expect(await jobStates()).toEqual(['completed']);
    expect(reminders()).toHaveLength(1);
  }, 60_000);

  it('a promo code with one use left, redeemed on A and B at once: exactly one redemption', async () => {
    const { db: sqlDb } = db as Database;
    const [code] = await sqlDb
      .insert(promoCodes)
      .values({ code: 'LASTONE', discountType: 'percentage', value: 100, validFor: 'both', maxUses: 1 })
      .returning();
    const people = ['william.jones@example.com', 'jack.williams@example.com'] as const;
    const sids = await Promise.all([signIn(a, people[0]), signIn(b, people[1])]);
    const ids: number[] = [];
    for (const email of people) {
      const [row] = await sqlDb
        .insert(assessments)
        .values({
          type: 'erectile_dysfunction',
          patientId: await idOf(email),
          status: 'pending_payment',
          feeCents: 2000,
          submittedAt: new Date(),
        })
        .returning({ id: assessments.id });
      ids.push(row?.id as number);
    }
    const pay = (instance: ClusterInstance, index: 0 | 1) => () =>
      call(instance, 'POST', `/api/checkout/${ids[index]}/pay`, {
        sid: sids[index],
        body: { promoCode: 'LASTONE', idempotencyKey: `last-one-${index}-${Date.now()}` },
      });
    const answers = await atOnce(pay(a, 0), pay(b, 1));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.message).toBe(paymentMessages.promoInvalid);
    // Its uses are its payments: one succeeded, and the refused attempt left no row holding a use.
    const rows = await sqlDb
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.promoCodeId, code?.id as number));
    expect(rows).toEqual([{ status: 'succeeded' }]);
  });

  it("the practitioner queue's claim on A and B at once: exactly one claim, the other 409", async () => {
    const { db: sqlDb } = db as Database;
    const [row] = await sqlDb
      .insert(assessments)
      .values({
        type: 'erectile_dysfunction',
        patientId: await idOf('thomas.thompson@example.com'),
        status: 'awaiting_review',
        paid: true,
        feeCents: 4900,
        answers: { age: 44 },
        submittedAt: new Date(),
      })
      .returning({ id: assessments.id });
    const id = row?.id as number;
    const sids = await Promise.all([
      signIn(a, 'practitioner@example.com'),
      signIn(b, 'james.wilson@example.com'),
    ]);
    const claim = (instance: ClusterInstance, sid: string) => () =>
      call(instance, 'POST', `/api/practitioner/assessments/${id}/claim`, { sid });
    const answers = await atOnce(claim(a, sids[0] as string), claim(b, sids[1] as string));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(reviewMessages.claimed);
    const [claimed] = await sqlDb.select().from(assessments).where(eq(assessments.id, id));
    expect(claimed?.status).toBe('in_review');
  });

  it('a popup email submitted on A and B at once: one row, one 409', async () => {
    const submit = (instance: ClusterInstance, email: string) => () =>
      call(instance, 'POST', '/api/campaigns/submit-email', {
        body: { campaignInstanceId: 'welcome-2026', email, sourceUrl: 'https://example.com/' },
      });
    const answers = await atOnce(submit(a, 'twice@example.org'), submit(b, 'Twice@Example.org'));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      campaignMessages.alreadySubscribed,
    );
    const [rows] = await (db as Database).db
      .select({ n: count() })
      .from(campaignSubmissions)
      .where(eq(campaignSubmissions.email, 'twice@example.org'));
    expect(rows?.n).toBe(1);
  });

  it('presence: online across instances, offline when the last socket on any instance closes or its instance dies', async () => {
    const [sarahSid, liamSid] = await Promise.all([
      signIn(b, 'practitioner@example.com'),
      signIn(a, 'patient@example.com'),
    ]);
    const [sarahId, liamId] = await Promise.all([
      idOf('practitioner@example.com'),
      idOf('patient@example.com'),
    ]);
    const connect = async (instance: ClusterInstance, sid: string, userId: number) => {
      const socket = await openSocket(instance.url, { sid, userId });
      sockets.push(socket);
      await socket.next('welcome');
      return socket;
    };
    const isLiam = (payload: Record<string, unknown>) => payload.userId === liamId;
    const sarah = await connect(b, sarahSid, sarahId);
    const liamOnA = await connect(a, liamSid, liamId);
    expect(await sarah.next('presence_update', isLiam)).toEqual({ userId: liamId, online: true });
    // A wrote Liam's row before it announced him: A's instance id is that row's.
    const liamsRows = await presenceRowsOf(liamId);
    expect(liamsRows).toHaveLength(1);
    const instanceA = liamsRows[0] as string;

    // Online while any socket of his is open, on either instance.
    const liamOnB = await connect(b, liamSid, liamId);
    await liamOnA.close();
    // A deletes a row and announces it before its next presence change, and B handles A's announcements in order:
    // once Sarah hears that the admin came online on A, B has handled the news of Liam's socket there.
    await until(async () => !(await presenceRowsOf(liamId)).includes(instanceA));
    const [adminSid, adminId] = await Promise.all([
      signIn(a, 'admin@example.com'),
      idOf('admin@example.com'),
    ]);
    await connect(a, adminSid, adminId);
    expect(await sarah.next('presence_update', (payload) => payload.userId === adminId)).toEqual({
      userId: adminId,
      online: true,
    });
    sarah.send('presence_request', { userIds: [liamId] });
    expect(await sarah.next('presence_update', isLiam)).toEqual({ userId: liamId, online: true });
    await liamOnB.close();
    expect(await sarah.next('presence_update', isLiam)).toEqual({ userId: liamId, online: false });

    // A dies without a word (SIGKILL): its presence row lapses after three heartbeats of 1 s, and B's next
    // heartbeat takes Liam offline.
    await connect(a, liamSid, liamId);
    expect(await sarah.next('presence_update', isLiam)).toEqual({ userId: liamId, online: true });
    // Killed right after one of A's heartbeats, so that its row is as fresh as it can be when it dies.
    const expiryOfA = async () =>
      (
        await (db as Database).jobSql.executeSql(
          'select expires_at::text as at from server_instances where id = $1',
          [instanceA],
        )
      ).rows[0]?.at;
    const renewedBefore = await expiryOfA();
    await until(async () => (await expiryOfA()) !== renewedBefore, 5);
    const killedAt = Date.now();
    await a.kill();
    expect(await sarah.next('presence_update', isLiam, 10_000)).toEqual({ userId: liamId, online: false });
    const elapsed = Date.now() - killedAt;
    // Documented: within 3 + 1 heartbeats (plus timers running late on a busy machine).
    expect(elapsed).toBeLessThanOrEqual(4 * 1_000 + 1_500);
    expect(elapsed).toBeGreaterThan(1_000);
  }, 30_000);
});

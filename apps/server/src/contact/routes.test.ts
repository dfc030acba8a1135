import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  contactMessages,
  contactReceived,
  contactServerMessages,
  contactSubmissionDetail,
  idMessages,
} from '@telehealth/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactAttachments, contactSubmissions } from '../db/schema';
import { type FormFile, filesUnder, multipart, tinyPdf, tinyPng } from '../test/admin-tools';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';
import { contentDisposition, sniffFileType } from './uploads';

let h: TestServer<Role>;
let uploads: string;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  uploads = path.join(h.dataDir, 'uploads');
});

afterAll(async () => {
  await h?.close();
});

let ipCounter = 0;
/** Each request from its own address, so the rate limit only bites where a test wants it to. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const validFields = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  phone: '0412 345 678',
  type: 'General Inquiry',
  category: 'Orders',
  subject: 'Where is my order?',
  message: 'Hello,\nmy order has not arrived.',
};

function post(fields: Record<string, string>, files: FormFile[] = [], ip = freshIp()) {
  const body = multipart(fields, files);
  return h.as(null, { method: 'POST', url: '/api/contact', ...body, remoteAddress: ip });
}

async function stored(): Promise<{ submissions: number; attachments: number; files: string[] }> {
  const [submissions] = await h.database.db.select({ n: count() }).from(contactSubmissions);
  const [attachments] = await h.database.db.select({ n: count() }).from(contactAttachments);
  return {
    submissions: submissions?.n ?? 0,
    attachments: attachments?.n ?? 0,
    files: await filesUnder(uploads),
  };
}

async function expectNothingStored(before: Awaited<ReturnType<typeof stored>>) {
  expect(await stored()).toEqual(before);
}

describe('file type by content', () => {
  it.each([
    ['pdf', Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['png', tinyPng, 'image/png'],
    ['gif87a', Buffer.from('GIF87a...'), 'image/gif'],
    ['gif89a', Buffer.from('GIF89a...'), 'image/gif'],
    // An animated PNG is a PNG: stored and served as image/png.
    [
      'apng',
      Buffer.concat([
        tinyPng.subarray(0, 33), // signature and IHDR chunk
        Buffer.from([0, 0, 0, 8]),
        Buffer.from('acTL'),
        Buffer.alloc(12),
      ]),
      'image/png',
    ],
  ])('recognises %s', async (_name, head, mime) => {
    expect((await sniffFileType(head))?.mime).toBe(mime);
  });

  it.each([
    ['text', Buffer.from('just some text')],
    ['html', Buffer.from('<html><script>alert(1)</script>')],
    ['truncated png', tinyPng.subarray(0, 4)],
    ['empty', Buffer.alloc(0)],
    ['zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0])],
    ['webp', Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1')],
  ])('refuses %s', async (_name, head) => {
    expect(await sniffFileType(head)).toBeNull();
  });

  it('builds a Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'scan.pdf')).toBe(
      `attachment; filename="scan.pdf"; filename*=UTF-8''scan.pdf`,
    );
    expect(contentDisposition('inline', 'résumé "final".pdf')).toBe(
      `inline; filename="r_sum_ _final_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
  });
});

describe('POST /api/contact: refusals store nothing', () => {
  const bad: [string, Record<string, string>, string, string][] = [
    ['no name', { ...validFields, name: '  ' }, contactMessages.nameRequired, 'name'],
    ['bad email', { ...validFields, email: 'not-an-email' }, 'Valid email is required', 'email'],
    ['bad phone', { ...validFields, phone: 'call me' }, contactMessages.phoneInvalid, 'phone'],
    ['no type', { ...validFields, type: '' }, contactMessages.typeRequired, 'type'],
    ['no subject', { ...validFields, subject: '' }, contactMessages.subjectRequired, 'subject'],
    ['no message', { ...validFields, message: ' \n ' }, contactMessages.messageRequired, 'message'],
    [
      'long message',
      { ...validFields, message: 'x'.repeat(5001) },
      contactMessages.messageTooLong,
      'message',
    ],
  ];

  it.each(bad)('%s → 400 with the field', async (_name, fields, message, field) => {
    const before = await stored();
    const response = await post(fields, [{ name: 'photo.png', content: tinyPng, type: 'image/png' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field, errorType: 'validation' });
    await expectNothingStored(before);
  });

  it('refuses a text file named .png with 415 and leaves no file behind', async () => {
    const before = await stored();
    const response = await post(validFields, [
      { name: 'fine.pdf', content: tinyPdf, type: 'application/pdf' },
      { name: 'photo.png', content: Buffer.from('this is not a picture'), type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: contactMessages.fileTypeNotAllowed,
      field: 'attachments',
      errorType: 'unsupported_media_type',
    });
    await expectNothingStored(before);
  });

  it('refuses a real PNG with a name outside the allowed extensions (415)', async () => {
    const before = await stored();
    const response = await post(validFields, [{ name: 'photo.exe', content: tinyPng }]);
    expect(response.statusCode).toBe(415);
    await expectNothingStored(before);
  });

  it('refuses an 11 MB file with 413 and stores nothing', async () => {
    const before = await stored();
    const big = Buffer.concat([tinyPng, Buffer.alloc(11 * 1024 * 1024)]);
    const response = await post(validFields, [{ name: 'big.png', content: big, type: 'image/png' }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: contactMessages.fileTooLarge,
      field: 'attachments',
      errorType: 'payload_too_large',
    });
    await expectNothingStored(before);
  });

  it('refuses six files with 400 and stores nothing', async () => {
    const before = await stored();
    const six = Array.from({ length: 6 }, (_, index) => ({ name: `p${index}.png`, content: tinyPng }));
    const response = await post(validFields, six);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: contactMessages.tooManyFiles,
      field: 'attachments',
      errorType: 'validation',
    });
    await expectNothingStored(before);
  });

  it('refuses files under another field name', async () => {
    const before = await stored();
    const response = await post(validFields, [{ field: 'upload', name: 'p.png', content: tinyPng }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(contactServerMessages.unexpectedFileField);
    await expectNothingStored(before);
  });
});

describe('POST /api/contact: accepted', () => {
  it('stores a submission with a real PNG and a PDF under server-generated names', async () => {
    const before = await stored();
    const response = await post(validFields, [
      { name: 'photo.png', content: tinyPng, type: 'image/png' },
      { name: '../../etc/scan.PDF', content: tinyPdf, type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const { id, message } = contactReceived.parse(response.json());
    expect(message).toBe(contactServerMessages.received);
    const after = await stored();
    expect(after.submissions).toBe(before.submissions + 1);
    expect(after.attachments).toBe(before.attachments + 2);
    const newFiles = after.files.filter((file) => !before.files.includes(file));
    expect(newFiles).toHaveLength(2);
    for (const file of newFiles) expect(file).toMatch(/^contact\/[0-9a-f-]{36}\.(png|pdf)$/);

    const [row] = await h.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    expect(row).toMatchObject({ email: 'ada@example.com', phone: '0412 345 678', status: 'new' });
    const attachments = await h.database.db
      .select()
      .from(contactAttachments)
      .where(eq(contactAttachments.submissionId, id));
    expect(attachments.map((item) => [item.originalName, item.mimeType, item.size])).toEqual([
      ['photo.png', 'image/png', tinyPng.length],
      ['scan.PDF', 'application/pdf', tinyPdf.length],
    ]);
  });

  it('accepts a form without files, and a JSON body', async () => {
    const { phone: _phone, category: _category, ...required } = validFields;
    expect((await post(required)).statusCode).toBe(201);
    const json = await h.as(null, {
      method: 'POST',
      url: '/api/contact',
      payload: { ...validFields, subject: 'JSON' },
      remoteAddress: freshIp(),
    });
    expect(json.statusCode).toBe(201);
  });

  it('rate-limits each address to 5 posts in 10 minutes, refusals included', async () => {
    const ip = '192.0.2.77';
    for (let index = 0; index < 4; index++) expect((await post(validFields, [], ip)).statusCode).toBe(201);
    expect((await post({ ...validFields, name: '' }, [], ip)).statusCode).toBe(400);
    const before = await stored();
    const limited = await post(validFields, [], ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: contactServerMessages.rateLimited, errorType: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await expectNothingStored(before);
    // Another address is unaffected; the same one may post again once the window has passed.
    expect((await post(validFields)).statusCode).toBe(201);
    h.clock.advance(10 * 60 * 1000 + 1);
    expect((await post(validFields, [], ip)).statusCode).toBe(201);
  });
});

describe('admin inbox', () => {
  it('is admin only', async () => {
    expect((await h.as(null, { method: 'GET', url: '/api/contact' })).statusCode).toBe(401);
    for (const role of ['practitioner', 'writer', 'patient'] as const) {
      expect((await h.as(role, { method: 'GET', url: '/api/contact' })).statusCode).toBe(403);
    }
  });

  it('lists submissions newest first with attachment paths, and serves the files with safe headers', async () => {
    const response = await h.as('admin', { method: 'GET', url: '/api/contact' });
    expect(response.statusCode).toBe(200);
    const list = contactSubmissionDetail.array().parse(response.json());
    const times = list.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const withFiles = list.find((item) => item.attachments.length === 2);
    if (!withFiles) throw new Error('the submission with attachments is missing');
    expect(withFiles.attachmentUrl).toBe(withFiles.attachmentUrls[0]);
    expect(withFiles.attachmentUrls).toEqual(withFiles.attachments.map((item) => item.url));
    const [png, pdf] = withFiles.attachments;
    if (!png || !pdf) throw new Error('fixture');
    expect(png.url).toBe(`/api/contact/attachments/${png.id}`);
    expect(pdf.name).toBe('scan.PDF');
    // Legacy rows without attachments still carry an empty list.
    expect(list.find((item) => item.attachments.length === 0)?.attachmentUrl).toBeNull();

    const download = await h.as('admin', { method: 'GET', url: png.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(tinyPng)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="photo.png"; filename*=UTF-8''photo.png`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(download.headers['cache-control']).toBe('no-store');

    const view = await h.as('admin', { method: 'GET', url: `/api/contact/attachments/${pdf.id}?inline=1` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline; /);
    expect(view.rawPayload.equals(tinyPdf)).toBe(true);

    for (const role of [null, 'patient'] as const) {
      const refused = await h.as(role, { method: 'GET', url: png.url });
      expect(refused.statusCode).toBe(role ? 403 : 401);
      expect(refused.headers['content-type']).toMatch(/application\/json/);
    }
    expect((await h.as('admin', { method: 'GET', url: '/api/contact/attachments/999999' })).statusCode).toBe(
      404,
    );
    expect((await h.as('admin', { method: 'GET', url: '/api/contact/attachments/x' })).statusCode).toBe(400);
  });

  it('updates the status to each allowed value and refuses anything else', async () => {
    const [target] = await h.database.db.select().from(contactSubmissions).limit(1);
    if (!target) throw new Error('fixture');
    const patch = (
      payload: unknown,
      id: number | string = target.id,
      role: 'admin' | 'patient' | null = 'admin',
    ) => h.as(role, { method: 'PATCH', url: `/api/contact/${id}/status`, payload: payload as object });

    for (const status of ['in-progress', 'resolved', 'closed', 'new'] as const) {
      const response = await patch({ status });
      expect(response.statusCode).toBe(200);
      expect(contactSubmissionDetail.parse(response.json()).status).toBe(status);
      const [row] = await h.database.db
        .select()
        .from(contactSubmissions)
        .where(eq(contactSubmissions.id, target.id));
      expect(row?.status).toBe(status);
    }
    for (const payload of [{ status: 'done' }, { status: 'In Progress' }, {}]) {
      const response = await patch(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Status must be one of new, in-progress, resolved or closed',
        field: 'status',
        errorType: 'validation',
      });
    }
    const [unchanged] = await h.database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, target.id));
    expect(unchanged?.status).toBe('new');
    expect((await patch({ status: 'closed' }, 999999)).json()).toEqual({
      message: contactMessages.notFound,
      errorType: 'not_found',
    });
    expect((await patch({ status: 'closed' }, 'abc')).json()).toMatchObject({ message: idMessages.invalid });
    expect((await patch({ status: 'closed' }, target.id, null)).statusCode).toBe(401);
    expect((await patch({ status: 'closed' }, target.id, 'patient')).statusCode).toBe(403);
  });
});

describe('over a real socket', () => {
  it('answers a refused upload promptly and keeps serving', async () => {
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const form = new FormData();
      for (const [key, value] of Object.entries(validFields)) form.append(key, value);
      form.append('attachments', new Blob([Buffer.from('plain text')], { type: 'image/png' }), 'fake.png');
      form.append('attachments', new Blob([tinyPng], { type: 'image/png' }), 'real.png');
      const refused = await fetch(`${address}/api/contact`, { method: 'POST', body: form });
      expect(refused.status).toBe(415);
      const big = new FormData();
      for (const [key, value] of Object.entries(validFields)) big.append(key, value);
      big.append('attachments', new Blob([tinyPng, Buffer.alloc(11 * 1024 * 1024)]), 'big.png');
      const tooBig = await fetch(`${address}/api/contact`, {
        method: 'POST',
        body: big,
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(tooBig.status).toBe(413);
      const health = await fetch(`${address}/api/health`);
      expect(health.status).toBe(200);
      const saved = await readFile(path.join(uploads, 'contact')).catch(
        (error: NodeJS.ErrnoException) => error.code,
      );
      expect(saved).toBe('EISDIR');
    } finally {
      await h.app.close();
    }
  });
});

import { createHash } from 'node:crypto';
import { SIGNATURE_DATA_URL_PREFIX } from '@telehealth/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessments,
  contactAttachments,
  contactSubmissions,
  medications,
  medicationVariants,
  payments,
  practitioners,
  prescriptions,
  settings,
  users,
} from '../db/schema';
import { demoSignaturePng } from '../seed/practitioners';
import { multipart, tinyPdf, tinyPng } from '../test/admin-tools';
import { pdfStructure, pdfText } from '../test/pdf';
import { startTestS3, type TestS3 } from '../test/s3';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';
import { readObject, type S3Storage } from '.';

/**
 * Every kind of file, through the API, on the S3 driver (s3rver on a free port): what the server stores lands in
 * the bucket under its key, with server-side encryption asked for, and downloads come back from it. The same
 * features on the local driver are the feature tests beside each of them.
 */

let s3: TestS3;
let bucket: S3Storage;
let h: TestServer<Role>;

beforeAll(async () => {
  s3 = await startTestS3();
  bucket = s3.storage();
  h = await createTestServer({ dataDir: true, signIn: roles, storage: s3.storage() });
}, 60_000);

afterAll(async () => {
  await h?.close();
  await h?.app.ctx.storage.close();
  await bucket?.close();
  await s3?.close();
});

/** The uploads (PUTs) s3rver received for keys under a prefix, from this point on. */
function putsFrom(prefix: string) {
  const start = s3.requests.length;
  return () =>
    s3.requests.slice(start).filter((request) => request.method === 'PUT' && request.key.startsWith(prefix));
}

const bytesOf = async (key: string) => (await readObject(bucket, key)) as Buffer;

async function rowCounts() {
  const [submissions] = await h.database.db.select({ n: count() }).from(contactSubmissions);
  const [attachments] = await h.database.db.select({ n: count() }).from(contactAttachments);
  return { submissions: submissions?.n ?? 0, attachments: attachments?.n ?? 0 };
}

let ip = 0;
const contactForm = (files: Parameters<typeof multipart>[1]) =>
  h.as(null, {
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.9.0.${++ip}`,
    ...multipart(
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        type: 'General Inquiry',
        subject: 'Scans',
        message: 'Attached.',
      },
      files,
    ),
  });

describe('contact attachments on S3', () => {
  it('stores the uploads in the bucket, encrypted at rest, and serves them back to an admin', async () => {
    const puts = putsFrom('contact/');
    const response = await contactForm([
      { name: 'photo.png', content: tinyPng, type: 'image/png' },
      { name: 'scan.pdf', content: tinyPdf, type: 'application/pdf' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const rows = await h.database.db
      .select()
      .from(contactAttachments)
      .where(eq(contactAttachments.submissionId, response.json().id))
      .orderBy(contactAttachments.id);
    expect(rows).toHaveLength(2);
    const [png, pdf] = rows;
    if (!png || !pdf) throw new Error('fixture');
    expect(await bytesOf(`contact/${png.storedName}`)).toEqual(tinyPng);
    expect(await bytesOf(`contact/${pdf.storedName}`)).toEqual(tinyPdf);
    expect(puts().map((request) => request.headers['x-amz-server-side-encryption'])).toEqual([
      'AES256',
      'AES256',
    ]);

    const download = await h.as('admin', { method: 'GET', url: `/api/contact/attachments/${pdf.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(tinyPdf.length));
    expect(download.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(download.rawPayload.equals(tinyPdf)).toBe(true);
    // The same check as on the local driver: no admin, no file.
    expect(
      (await h.as('patient', { method: 'GET', url: `/api/contact/attachments/${pdf.id}` })).statusCode,
    ).toBe(403);
    // A file gone from the bucket is a 404, as a file gone from the disk always was.
    await bucket.delete(`contact/${png.storedName}`);
    expect(
      (await h.as('admin', { method: 'GET', url: `/api/contact/attachments/${png.id}` })).statusCode,
    ).toBe(404);
  });

  it('leaves no object and no row when the bucket refuses the second file', async () => {
    const before = { rows: await rowCounts(), objects: await bucket.list('contact/') };
    let contactPuts = 0;
    s3.failWhen(
      (request) => request.method === 'PUT' && request.key.startsWith('contact/') && ++contactPuts === 2,
    );
    try {
      const response = await contactForm([
        { name: 'one.png', content: tinyPng, type: 'image/png' },
        { name: 'two.pdf', content: tinyPdf, type: 'application/pdf' },
      ]);
      expect(response.statusCode).toBe(500);
      expect(JSON.stringify(response.json())).not.toMatch(/AccessDenied|contact\//);
    } finally {
      s3.failWhen(null);
    }
    expect(contactPuts).toBe(2);
    expect(await rowCounts()).toEqual(before.rows);
    expect(await bucket.list('contact/')).toEqual(before.objects);
  });

  it('removes the uploaded objects when the database refuses the rows', async () => {
    const before = { rows: await rowCounts(), objects: await bucket.list('contact/') };
    await h.database.db.execute(
      sql.raw(`create function refuse_attachment() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await h.database.db.execute(
      sql.raw(`create trigger refuse_attachment before insert on contact_attachments
        for each row execute function refuse_attachment()`),
    );
    const puts = putsFrom('contact/');
    try {
      const response = await contactForm([{ name: 'one.png', content: tinyPng, type: 'image/png' }]);
      expect(response.statusCode).toBe(500);
    } finally {
      await h.database.db.execute(sql.raw('drop trigger refuse_attachment on contact_attachments'));
      await h.database.db.execute(sql.raw('drop function refuse_attachment()'));
    }
    // It was written, then removed again.
    expect(puts()).toHaveLength(1);
    expect(await rowCounts()).toEqual(before.rows);
    expect(await bucket.list('contact/')).toEqual(before.objects);
  });
});

describe('article covers on S3', () => {
  it('stores the cover in the bucket, serves it publicly, and removes the one it replaces', async () => {
    const created = await h.as('writer', {
      method: 'POST',
      url: '/api/writer/articles',
      payload: { title: 'Covered on S3', content: '<p>Body.</p>' },
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/writer/articles/${created.json().article.id}/cover`;
    const upload = () =>
      h.as('writer', {
        method: 'POST',
        url,
        ...multipart({}, [{ field: 'cover', name: 'c.png', content: tinyPng }]),
      });
    const first = await upload();
    expect(first.statusCode).toBe(200);
    const firstName = (first.json().coverImageUrl as string).split('/').pop();
    expect(await bytesOf(`articles/${firstName}`)).toEqual(tinyPng);
    const served = await h.as(null, { method: 'GET', url: first.json().coverImageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(tinyPng)).toBe(true);

    const second = await upload();
    const secondName = (second.json().coverImageUrl as string).split('/').pop();
    expect(secondName).not.toBe(firstName);
    expect(await bucket.list('articles/')).toEqual([`articles/${secondName}`]);
  });
});

/** Sarah's practitioner row (the demo practitioner, who has a prescriber number). */
async function sarah() {
  const [row] = await h.database.db
    .select({ practitioner: practitioners })
    .from(practitioners)
    .innerJoin(users, eq(users.id, practitioners.userId))
    .where(eq(users.email, 'practitioner@example.com'));
  if (!row) throw new Error('no demo practitioner');
  return row.practitioner;
}

const signature = demoSignaturePng();
const saveSignature = () =>
  h.as('practitioner', {
    method: 'PUT',
    url: '/api/practitioner/signature',
    payload: { image: `${SIGNATURE_DATA_URL_PREFIX}${signature.toString('base64')}` },
  });

describe('signatures on S3', () => {
  it('keeps the PNG in the bucket, not in the row; shows it on the profile; a new one replaces it; DELETE removes it', async () => {
    const puts = putsFrom('signatures/');
    expect((await saveSignature()).statusCode).toBe(200);
    const saved = await sarah();
    expect(saved.signatureImage).toBeNull();
    expect(saved.signatureKey).toMatch(/^signatures\/[0-9a-f-]{36}\.png$/);
    expect(await bytesOf(saved.signatureKey as string)).toEqual(signature);
    expect(puts()[0]?.headers['x-amz-server-side-encryption']).toBe('AES256');
    const profile = await h.as('practitioner', { method: 'GET', url: '/api/practitioner/profile' });
    expect(profile.json()).toMatchObject({
      signature: `${SIGNATURE_DATA_URL_PREFIX}${signature.toString('base64')}`,
      canPrescribe: true,
    });

    expect((await saveSignature()).statusCode).toBe(200);
    const replaced = await sarah();
    expect(await bucket.list('signatures/')).toEqual([replaced.signatureKey]);

    const removed = await h.as('practitioner', { method: 'DELETE', url: '/api/practitioner/signature' });
    expect(removed.json()).toMatchObject({ signature: null, canPrescribe: false });
    expect(await bucket.list('signatures/')).toEqual([]);
  });

  it('still shows and prints a signature saved in the row before files moved to storage', async () => {
    const legacy = `${SIGNATURE_DATA_URL_PREFIX}${tinyPng.toString('base64')}`;
    await h.database.db
      .update(practitioners)
      .set({ signatureImage: legacy, signatureKey: null })
      .where(eq(practitioners.id, (await sarah()).id));
    const profile = await h.as('practitioner', { method: 'GET', url: '/api/practitioner/profile' });
    expect(profile.json()).toMatchObject({ signature: legacy, canPrescribe: true });
  });
});

/** A paid assessment of the demo patient, claimed by Sarah. */
async function inReview(): Promise<number> {
  const [patient] = await h.database.db.select().from(users).where(eq(users.email, 'patient@example.com'));
  const [row] = await h.database.db
    .insert(assessments)
    .values({
      type: 'erectile_dysfunction',
      patientId: patient?.id as number,
      status: 'awaiting_review',
      paid: true,
      feeCents: 4900,
      answers: { age: 44 },
      submittedAt: new Date(h.clock.now().getTime() - 60_000),
    })
    .returning({ id: assessments.id });
  const id = row?.id as number;
  const claimed = await h.as('practitioner', {
    method: 'POST',
    url: `/api/practitioner/assessments/${id}/claim`,
  });
  expect(claimed.statusCode).toBe(200);
  return id;
}

async function approvePayload() {
  const [variant] = await h.database.db
    .select({ id: medicationVariants.id })
    .from(medicationVariants)
    .innerJoin(medications, eq(medications.id, medicationVariants.medicationId))
    .where(and(eq(medications.name, 'Sildenafil'), eq(medicationVariants.strength, '50 mg')));
  return {
    items: [
      { variantId: variant?.id as number, instructions: 'One tablet as needed.', quantity: 4, repeats: 1 },
    ],
  };
}

describe('prescription PDFs on S3', () => {
  beforeAll(async () => {
    expect((await saveSignature()).statusCode).toBe(200);
  });

  it('stores the issued PDF in the bucket before the row, serves it to the patient, and refuses an altered one', async () => {
    const id = await inReview();
    const puts = putsFrom('prescriptions/');
    const approved = await h.as('practitioner', {
      method: 'POST',
      url: `/api/practitioner/assessments/${id}/approve`,
      payload: await approvePayload(),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const prescriptionId = approved.json().prescriptionId as number;
    const [row] = await h.database.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.id, prescriptionId));
    expect(row?.pdf).toBeNull();
    const stored = await bytesOf(row?.pdfKey as string);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(row?.pdfSha256);
    // The signature read back from the bucket printed as an image.
    expect(pdfStructure(stored)).toMatch(/\/Subtype\s*\/Image/);
    expect(puts()[0]?.headers['x-amz-server-side-encryption']).toBe('AES256');

    const served = await h.as('patient', { method: 'GET', url: `/api/prescriptions/${prescriptionId}/pdf` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);

    // Someone alters the file in the bucket: it no longer matches the digest the audit trail holds.
    await bucket.put(
      row?.pdfKey as string,
      { bytes: Buffer.from('%PDF-1.7 forged') },
      { contentType: 'application/pdf' },
    );
    const altered = await h.as('patient', { method: 'GET', url: `/api/prescriptions/${prescriptionId}/pdf` });
    expect(altered.statusCode).toBe(500);
    expect(altered.body).not.toContain('forged');
  });

  it('approves nothing, and leaves no object, when the bucket refuses the PDF', async () => {
    const id = await inReview();
    const before = await bucket.list('prescriptions/');
    s3.failWhen((request) => request.method === 'PUT' && request.key.startsWith('prescriptions/'));
    try {
      const response = await h.as('practitioner', {
        method: 'POST',
        url: `/api/practitioner/assessments/${id}/approve`,
        payload: await approvePayload(),
      });
      expect(response.statusCode).toBe(500);
    } finally {
      s3.failWhen(null);
    }
    const [assessment] = await h.database.db.select().from(assessments).where(eq(assessments.id, id));
    expect(assessment?.status).toBe('in_review');
    expect(
      await h.database.db.select().from(prescriptions).where(eq(prescriptions.assessmentId, id)),
    ).toEqual([]);
    expect(await bucket.list('prescriptions/')).toEqual(before);
  });
});

describe('invoice PDFs on S3', () => {
  async function paidPayment(): Promise<number> {
    const [patient] = await h.database.db.select().from(users).where(eq(users.email, 'patient@example.com'));
    const [row] = await h.database.db
      .insert(payments)
      .values({
        userId: patient?.id as number,
        amountCents: 4900,
        subtotalCents: 4900,
        status: 'succeeded',
        provider: 'test',
        description: 'Erectile dysfunction assessment',
        paidAt: h.clock.now(),
      })
      .returning({ id: payments.id });
    const id = row?.id as number;
    await h.database.db
      .update(payments)
      .set({ invoiceNumber: `INV-${String(id).padStart(6, '0')}` })
      .where(eq(payments.id, id));
    return id;
  }

  it('draws the invoice once, on its first download, and serves the same bytes after the settings change', async () => {
    const id = await paidPayment();
    const url = `/api/payments/${id}/invoice.pdf`;
    const first = await h.as('patient', { method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const [row] = await h.database.db.select().from(payments).where(eq(payments.id, id));
    expect(row?.invoicePdfKey).toMatch(/^invoices\/[0-9a-f-]{36}\.pdf$/);
    expect((await bytesOf(row?.invoicePdfKey as string)).equals(first.rawPayload)).toBe(true);

    await h.database.db
      .update(settings)
      .set({ value: 'Renamed Health Pty Ltd' })
      .where(eq(settings.key, 'company_name'));
    const later = await h.as('admin', { method: 'GET', url });
    expect(later.statusCode).toBe(200);
    expect(later.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(pdfText(later.rawPayload)).not.toContain('Renamed Health');
  });

  it('keeps one invoice when two first downloads race', async () => {
    const id = await paidPayment();
    const url = `/api/payments/${id}/invoice.pdf`;
    const before = (await bucket.list('invoices/')).length;
    const [a, b] = await Promise.all([
      h.as('patient', { method: 'GET', url }),
      h.as('admin', { method: 'GET', url }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(await bucket.list('invoices/')).toHaveLength(before + 1);
  });
});

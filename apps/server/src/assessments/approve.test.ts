import { createHash } from 'node:crypto';
import {
  type AssessmentType,
  prescribableMedication,
  reviewDetail,
  reviewMessages,
  reviewState,
} from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  assessments,
  auditLog,
  medications,
  medicationVariants,
  outboundMessages,
  practitioners,
  prescriptionItems,
  prescriptions,
  prescriptionTemplates,
  users,
} from '../db/schema';
import { readObject } from '../storage';
import { tinyPng } from '../test/admin-tools';
import { login, SESSION_COOKIE } from '../test/helpers';
import { pdfPageSize, pdfStructure, pdfText } from '../test/pdf';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;
let jamesSid = '';
let otherPatientSid = '';
const variantIds: Record<string, number> = {};
const signature = `data:image/png;base64,${tinyPng.toString('base64')}`;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  for (const [email, set] of [
    ['james.wilson@example.com', (sid: string) => (jamesSid = sid)],
    ['noah.brown@example.com', (sid: string) => (otherPatientSid = sid)],
  ] as const) {
    const { sid } = await login(h.app, email);
    if (!sid) throw new Error(`${email} could not sign in`);
    set(sid);
  }
  const rows = await h.database.db
    .select({ id: medicationVariants.id, name: medications.name, strength: medicationVariants.strength })
    .from(medicationVariants)
    .innerJoin(medications, eq(medications.id, medicationVariants.medicationId));
  for (const row of rows) variantIds[`${row.name} ${row.strength}`] = row.id;
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const james = (options: InjectOptions) =>
  h.app.inject({ ...options, cookies: { [SESSION_COOKIE]: jamesSid } });
const otherPatient = (options: InjectOptions) =>
  h.app.inject({ ...options, cookies: { [SESSION_COOKIE]: otherPatientSid } });

const variant = (name: string) => {
  const id = variantIds[name];
  if (!id) throw new Error(`no variant ${name}`);
  return id;
};

async function patientId(email = 'patient@example.com'): Promise<number> {
  const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

/** A paid assessment awaiting review for the demo patient. */
async function awaiting(type: AssessmentType = 'erectile_dysfunction'): Promise<number> {
  const [row] = await h.database.db
    .insert(assessments)
    .values({
      type,
      patientId: await patientId(),
      status: 'awaiting_review',
      paid: true,
      feeCents: 4900,
      answers: { age: 44, marker: 'APPROVE-TEST-ANSWER' },
      submittedAt: new Date(h.clock.now().getTime() - 60_000),
    })
    .returning({ id: assessments.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

const claimUrl = (id: number) => `/api/practitioner/assessments/${id}/claim`;
const approveUrl = (id: number) => `/api/practitioner/assessments/${id}/approve`;
const declineUrl = (id: number) => `/api/practitioner/assessments/${id}/decline`;
const detailUrl = (id: number) => `/api/practitioner/assessments/${id}`;
const pdfUrl = (id: number) => `/api/prescriptions/${id}/pdf`;

/** Claimed by the demo practitioner (Dr. Sarah Chen). */
async function inReview(
  by: 'practitioner' | 'james' = 'practitioner',
  type: AssessmentType = 'erectile_dysfunction',
): Promise<number> {
  const id = await awaiting(type);
  const response =
    by === 'james'
      ? await james({ method: 'POST', url: claimUrl(id) })
      : await h.as('practitioner', { method: 'POST', url: claimUrl(id) });
  expect(response.statusCode).toBe(200);
  return id;
}

const oneItem = () => ({
  items: [
    {
      variantId: variant('Sildenafil 50 mg'),
      instructions: 'Take one tablet about an hour before sexual activity.',
      quantity: 8,
      repeats: 2,
    },
  ],
});

async function setSignature(email: string, value: string | null): Promise<void> {
  const [user] = await h.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no ${email}`);
  await h.database.db
    .update(practitioners)
    .set({ signatureImage: value, signatureKey: null })
    .where(eq(practitioners.userId, user.id));
}

describe('approve: the prescriber', () => {
  it('is refused without a signature, in the exact words, and nothing changes', async () => {
    await setSignature('practitioner@example.com', null);
    const id = await inReview();
    const response = await h.as('practitioner', { method: 'POST', url: approveUrl(id), payload: oneItem() });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Add your prescriber number and signature to your profile before prescribing.',
    );
    expect(response.json().field).toBeUndefined();
    const [row] = await h.database.db.select().from(assessments).where(eq(assessments.id, id));
    expect(row?.status).toBe('in_review');
    expect(
      await h.database.db.select().from(prescriptions).where(eq(prescriptions.assessmentId, id)),
    ).toHaveLength(0);
  });
});

describe('approve: what a pharmacist needs of the prescriber', () => {
  it.each([
    ['ahpraNumber', { ahpraNumber: null }, 'AHPRA registration number'],
    ['practiceAddress', { practiceAddress: null }, 'practice address'],
    ['practicePhone', { practicePhone: ' ' }, 'practice phone'],
    [
      'all three',
      { ahpraNumber: null, practiceAddress: null, practicePhone: null },
      'AHPRA registration number, practice address and practice phone',
    ],
  ] as const)(
    'is refused without %s, in words that name what to add, and nothing changes',
    async (_field, missing, named) => {
      await setSignature('practitioner@example.com', signature);
      const [sarah] = await h.database.db
        .select()
        .from(practitioners)
        .where(eq(practitioners.name, 'Sarah Chen'));
      await h.database.db
        .update(practitioners)
        .set(missing)
        .where(eq(practitioners.id, sarah?.id as number));
      try {
        const id = await inReview();
        const response = await h.as('practitioner', {
          method: 'POST',
          url: approveUrl(id),
          payload: oneItem(),
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(`Add your ${named} to your profile before prescribing.`);
        const [row] = await h.database.db.select().from(assessments).where(eq(assessments.id, id));
        expect(row?.status).toBe('in_review');
        const profile = await h.as('practitioner', { method: 'GET', url: '/api/practitioner/profile' });
        expect(profile.json().canPrescribe).toBe(false);
      } finally {
        await h.database.db
          .update(practitioners)
          .set({
            ahpraNumber: sarah?.ahpraNumber ?? null,
            practiceAddress: sarah?.practiceAddress ?? null,
            practicePhone: sarah?.practicePhone ?? null,
          })
          .where(eq(practitioners.id, sarah?.id as number));
        await setSignature('practitioner@example.com', null);
      }
    },
  );
});

describe('approve', () => {
  beforeAll(async () => {
    await setSignature('practitioner@example.com', signature);
    await setSignature('james.wilson@example.com', signature);
  });

  it('issues a prescription with its A6 PDF, audits it by hash and emails the patient', async () => {
    const id = await inReview();
    const payload = {
      items: [
        {
          variantId: variant('Sildenafil 50 mg'),
          instructions: 'Take one tablet about an hour before sexual activity.',
          quantity: 8,
          repeats: 3,
        },
        {
          variantId: variant('Tadalafil 5 mg'),
          instructions: 'Take one tablet daily at the same time.',
          quantity: 28,
          repeats: 1,
        },
      ],
    };
    const response = await h.as('practitioner', { method: 'POST', url: approveUrl(id), payload });
    expect(response.statusCode).toBe(200);
    const answer = reviewState.strict().parse(response.json());
    expect(answer.status).toBe('approved');
    expect(answer.decidedAt).toBe(h.clock.now().toISOString());
    expect(answer.prescriptionId).toEqual(expect.any(Number));
    const prescriptionId = answer.prescriptionId as number;

    const [prescription] = await h.database.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.id, prescriptionId));
    const [sarah] = await h.database.db
      .select()
      .from(practitioners)
      .where(eq(practitioners.name, 'Sarah Chen'));
    expect(prescription).toMatchObject({
      status: 'preparing',
      assessmentId: id,
      patientId: await patientId(),
      practitionerId: sarah?.id,
      // The prescription's repeats are the fewest of its medicines'.
      repeats: 1,
      repeatsRemaining: 1,
      // The post fee the repeat flow charges: the seeded `post_fees` of $9.95.
      postFeeCents: 995,
    });
    expect(answer.practitionerId).toBe(sarah?.id);
    const items = await h.database.db
      .select()
      .from(prescriptionItems)
      .where(eq(prescriptionItems.prescriptionId, prescriptionId))
      .orderBy(prescriptionItems.id);
    expect(
      items.map(({ dosage, quantity, repeats, instructions }) => ({
        dosage,
        quantity,
        repeats,
        instructions,
      })),
    ).toEqual([
      { dosage: '50 mg tablet', quantity: 8, repeats: 3, instructions: payload.items[0]?.instructions },
      { dosage: '5 mg tablet', quantity: 28, repeats: 1, instructions: payload.items[1]?.instructions },
    ]);

    // The PDF as served is the one stored at approval: A6, with every field docs/product/prescriptions.md lists.
    const served = await h.as('patient', { method: 'GET', url: pdfUrl(prescriptionId) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="prescription-${prescriptionId}.pdf"`,
    );
    const bytes = served.rawPayload;
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    // Kept in the file storage (DATA_DIR/uploads here), not in the row.
    expect(prescription?.pdf).toBeNull();
    expect(prescription?.pdfKey).toMatch(/^prescriptions\/[0-9a-f-]{36}\.pdf$/);
    const stored = await readObject(h.app.ctx.storage, prescription?.pdfKey as string);
    expect(Buffer.compare(bytes, stored as Buffer)).toBe(0);
    const page = pdfPageSize(bytes);
    expect(page?.width).toBeCloseTo(297.64, 1);
    expect(page?.height).toBeCloseTo(419.53, 1);
    const text = pdfText(bytes);
    for (const expected of [
      'Dr. Sarah Chen',
      '2345678',
      // Where a pharmacist checks and reaches the prescriber.
      'AHPRA MED0001234567',
      'Level 3, 88 Pitt Street, Sydney NSW 2000',
      'Ph (02) 9000 0001',
      'Liam Nguyen',
      '14/03/1984',
      '12 George Street, Sydney NSW 2000',
      'Sildenafil',
      '50 mg tablet',
      'Take one tablet about an hour before sexual activity.',
      'Repeats: 3',
      'Tadalafil',
      '5 mg tablet',
      'Take one tablet daily at the same time.',
      'Repeats: 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The signature prints as an image.
    expect(pdfStructure(bytes)).toMatch(/\/Subtype\s*\/Image/);

    const hash = createHash('sha256').update(bytes).digest('hex');
    expect(prescription?.pdfSha256).toBe(hash);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.approve'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({
      prescriptionId,
      variantIds: [variant('Sildenafil 50 mg'), variant('Tadalafil 5 mg')],
      itemCount: 2,
      pdfSha256: hash,
    });
    const [patientUser] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'patient@example.com'));
    expect(audits[0]?.actorId).not.toBe(patientUser?.id);
    expect(JSON.stringify(audits[0]?.details)).not.toMatch(/APPROVE-TEST-ANSWER|sexual activity/);

    const sent = await h.database.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.relatedType, 'assessment'), eq(outboundMessages.relatedId, id)));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', recipient: 'patient@example.com' });
    expect(sent[0]?.subject).toContain('approved');
    expect(sent[0]?.body).toContain('Dr. Sarah Chen');
    // Each part under its own label: the medicines under 'Medicine:', and no 'Practitioner notes:' without notes.
    expect(sent[0]?.body).toContain(
      'Medicine:\n• Sildenafil 50 mg tablet × 8. Take one tablet about an hour before sexual activity.\n' +
        '• Tadalafil 5 mg tablet × 28. Take one tablet daily at the same time.\n\n' +
        'Your prescription is now being prepared.',
    );
    expect(sent[0]?.body).not.toContain('Practitioner notes');
    expect(sent[0]?.html).toContain('>Medicine:<br>• Sildenafil 50 mg tablet × 8.');
    expect(sent[0]?.html).not.toContain('Practitioner notes');

    // The review detail now names the prescription.
    const detail = await h.as('practitioner', { method: 'GET', url: detailUrl(id) });
    expect(reviewDetail.parse(detail.json()).prescriptionId).toBe(prescriptionId);
  });

  it('decides once: approve after approve, decline after approve and approve after decline are 409', async () => {
    const approved = await inReview();
    expect(
      (await h.as('practitioner', { method: 'POST', url: approveUrl(approved), payload: oneItem() }))
        .statusCode,
    ).toBe(200);
    const again = await h.as('practitioner', {
      method: 'POST',
      url: approveUrl(approved),
      payload: oneItem(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(reviewMessages.decided);
    const decline = await h.as('practitioner', {
      method: 'POST',
      url: declineUrl(approved),
      payload: { reason: 'Changed my mind.' },
    });
    expect(decline.statusCode).toBe(409);
    expect(decline.json().message).toBe(reviewMessages.decided);

    const declined = await inReview();
    await h.as('practitioner', {
      method: 'POST',
      url: declineUrl(declined),
      payload: { reason: 'Not suitable.' },
    });
    const afterDecline = await h.as('admin', {
      method: 'POST',
      url: approveUrl(declined),
      payload: oneItem(),
    });
    expect(afterDecline.statusCode).toBe(409);
    expect(afterDecline.json().message).toBe(reviewMessages.decided);
    expect(
      await h.database.db.select().from(prescriptions).where(eq(prescriptions.assessmentId, declined)),
    ).toHaveLength(0);
  });

  it('lets exactly one of two approvals at once win, with one prescription', async () => {
    const id = await inReview();
    const [first, second] = await Promise.all([
      h.as('practitioner', { method: 'POST', url: approveUrl(id), payload: oneItem() }),
      h.as('admin', { method: 'POST', url: approveUrl(id), payload: oneItem() }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().message).toBe(reviewMessages.decided);
    expect(
      await h.database.db.select().from(prescriptions).where(eq(prescriptions.assessmentId, id)),
    ).toHaveLength(1);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.approve'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
  });

  it("lets an admin approve; the assigned practitioner's details print", async () => {
    const id = await inReview('james');
    const response = await h.as('admin', { method: 'POST', url: approveUrl(id), payload: oneItem() });
    expect(response.statusCode).toBe(200);
    const { prescriptionId } = reviewState.parse(response.json());
    const [row] = await h.database.db
      .select({ pdfKey: prescriptions.pdfKey, practitioner: practitioners.name })
      .from(prescriptions)
      .innerJoin(practitioners, eq(practitioners.id, prescriptions.practitionerId))
      .where(eq(prescriptions.id, prescriptionId as number));
    expect(row?.practitioner).toBe('James Wilson');
    const text = pdfText((await readObject(h.app.ctx.storage, row?.pdfKey as string)) as Buffer);
    expect(text).toContain('Dr. James Wilson');
    expect(text).toContain('3456789');
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.approve'), eq(auditLog.targetId, String(id))));
    expect(audit?.actorRole).toBe('admin');
    expect(audit?.details).toMatchObject({ as: 'admin' });
  });

  it('is refused to an admin when the assigned practitioner cannot prescribe', async () => {
    const id = await inReview('james');
    await setSignature('james.wilson@example.com', null);
    try {
      const response = await h.as('admin', { method: 'POST', url: approveUrl(id), payload: oneItem() });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(reviewMessages.prescriberRequired);
    } finally {
      await setSignature('james.wilson@example.com', signature);
    }
  });

  it("is not another practitioner's: 404 for one in review, 409 for one nobody has started", async () => {
    const id = await inReview();
    const other = await james({ method: 'POST', url: approveUrl(id), payload: oneItem() });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(reviewMessages.notFound);
    const waiting = await awaiting();
    const notStarted = await james({ method: 'POST', url: approveUrl(waiting), payload: oneItem() });
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().message).toBe(reviewMessages.notInReview);
    expect((await james({ method: 'POST', url: approveUrl(999_999), payload: oneItem() })).statusCode).toBe(
      404,
    );
    expect(
      (await h.as('patient', { method: 'POST', url: approveUrl(id), payload: oneItem() })).statusCode,
    ).toBe(403);
    expect((await h.as(null, { method: 'POST', url: approveUrl(id), payload: oneItem() })).statusCode).toBe(
      401,
    );
  });

  it('answers every bad item with its message and field', async () => {
    const id = await inReview();
    const item = oneItem().items[0] as Record<string, unknown>;
    const inactive = variant('Levonorgestrel/Ethinylestradiol 125/50 mcg');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ items: [] }, reviewMessages.itemsRequired, 'items'],
      [{}, reviewMessages.itemsRequired, 'items'],
      [
        { items: [{ ...item, instructions: '  ' }] },
        reviewMessages.instructionsRequired,
        'items.0.instructions',
      ],
      [{ items: [{ ...item, quantity: 0 }] }, reviewMessages.quantity, 'items.0.quantity'],
      [{ items: [{ ...item, quantity: 1001 }] }, reviewMessages.quantity, 'items.0.quantity'],
      [{ items: [{ ...item, quantity: 1.5 }] }, reviewMessages.quantity, 'items.0.quantity'],
      [{ items: [{ ...item, repeats: 12 }] }, reviewMessages.repeats, 'items.0.repeats'],
      [{ items: [item, { ...item }] }, reviewMessages.variantTwice, 'items.1.variantId'],
      [
        { items: [item, { ...item, variantId: 999_999 }] },
        reviewMessages.variantUnknown,
        'items.1.variantId',
      ],
      [{ items: [{ ...item, variantId: inactive }] }, reviewMessages.variantUnknown, 'items.0.variantId'],
    ];
    for (const [payload, message, field] of cases) {
      const response = await h.as('practitioner', { method: 'POST', url: approveUrl(id), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ message, field });
    }
    const [row] = await h.database.db.select().from(assessments).where(eq(assessments.id, id));
    expect(row?.status).toBe('in_review');
  });

  it('refuses a medicine not named for the assessment type, on its field, and writes nothing', async () => {
    const id = await inReview();
    const before = await h.database.db.select({ id: prescriptions.id }).from(prescriptions);
    const pill = {
      variantId: variant('Levonorgestrel/Ethinylestradiol 150/30 mcg'),
      instructions: 'Take one tablet daily.',
      quantity: 84,
      repeats: 0,
    };
    for (const items of [
      [pill],
      [oneItem().items[0], pill],
      [{ ...pill, variantId: variant('Orlistat 120 mg') }],
    ]) {
      const response = await h.as('practitioner', {
        method: 'POST',
        url: approveUrl(id),
        payload: { items },
      });
      expect(response.statusCode, JSON.stringify(items)).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'This medicine is not prescribed for this assessment type.',
        field: `items.${items.length - 1}.variantId`,
      });
    }
    const [row] = await h.database.db.select().from(assessments).where(eq(assessments.id, id));
    expect(row?.status).toBe('in_review');
    expect(await h.database.db.select({ id: prescriptions.id }).from(prescriptions)).toHaveLength(
      before.length,
    );
    // The same practitioner approves what fits: the ED medicine here, the pill on a contraception assessment.
    const fitting = await h.as('practitioner', { method: 'POST', url: approveUrl(id), payload: oneItem() });
    expect(fitting.statusCode, fitting.body).toBe(200);
    const contraception = await inReview('practitioner', 'contraception');
    const approved = await h.as('practitioner', {
      method: 'POST',
      url: approveUrl(contraception),
      payload: { items: [pill] },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(reviewState.parse(approved.json()).status).toBe('approved');
  });

  it('refuses a medicine whose assessment types an admin has not yet set', async () => {
    const id = await inReview('practitioner', 'weight_loss');
    await h.database.db
      .update(medications)
      .set({ assessmentTypes: [] })
      .where(eq(medications.name, 'Orlistat'));
    try {
      const response = await h.as('practitioner', {
        method: 'POST',
        url: approveUrl(id),
        payload: { items: [{ ...oneItem().items[0], variantId: variant('Orlistat 120 mg') }] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: reviewMessages.wrongAssessmentType,
        field: 'items.0.variantId',
      });
    } finally {
      await h.database.db
        .update(medications)
        .set({ assessmentTypes: ['weight_loss'] })
        .where(eq(medications.name, 'Orlistat'));
    }
  });

  it('refuses a variant whose medication is no longer active', async () => {
    const id = await inReview();
    const [orlistat] = await h.database.db.select().from(medications).where(eq(medications.name, 'Orlistat'));
    await h.database.db.update(medications).set({ isActive: false }).where(eq(medications.name, 'Orlistat'));
    try {
      const response = await h.as('practitioner', {
        method: 'POST',
        url: approveUrl(id),
        payload: { items: [{ ...oneItem().items[0], variantId: variant('Orlistat 120 mg') }] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: reviewMessages.variantUnknown,
        field: 'items.0.variantId',
      });
    } finally {
      await h.database.db
        .update(medications)
        .set({ isActive: true })
        .where(eq(medications.id, orlistat?.id as number));
    }
  });

  it('still renders on a default template from before the address and repeats', async () => {
    const [template] = await h.database.db
      .select()
      .from(prescriptionTemplates)
      .where(eq(prescriptionTemplates.isDefault, true));
    const current = template?.templateReact as string;
    const older = JSON.parse(current) as { blocks: { text?: string }[] };
    older.blocks = older.blocks.filter(
      (block) => !block.text?.includes('patientAddress') && !block.text?.includes('medicineRepeats'),
    );
    await h.database.db
      .update(prescriptionTemplates)
      .set({ templateReact: JSON.stringify(older) })
      .where(eq(prescriptionTemplates.id, template?.id as number));
    try {
      const id = await inReview();
      const response = await h.as('practitioner', {
        method: 'POST',
        url: approveUrl(id),
        payload: oneItem(),
      });
      expect(response.statusCode).toBe(200);
      const pdf = await h.as('patient', {
        method: 'GET',
        url: pdfUrl(reviewState.parse(response.json()).prescriptionId as number),
      });
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Sildenafil');
      expect(text).not.toContain('Repeats:');
    } finally {
      await h.database.db
        .update(prescriptionTemplates)
        .set({ templateReact: current })
        .where(eq(prescriptionTemplates.id, template?.id as number));
    }
  });
});

describe('the prescription PDF', () => {
  let prescriptionId = 0;
  beforeAll(async () => {
    await setSignature('practitioner@example.com', signature);
    const id = await inReview();
    const response = await h.as('practitioner', { method: 'POST', url: approveUrl(id), payload: oneItem() });
    prescriptionId = reviewState.parse(response.json()).prescriptionId as number;
  });

  it('is for its patient, its prescriber and admins; anyone else gets the 404 of an unknown id', async () => {
    const get = { method: 'GET' as const, url: '' };
    const url = pdfUrl(prescriptionId);
    expect((await h.as('patient', { ...get, url })).statusCode).toBe(200);
    expect((await h.as('practitioner', { ...get, url })).statusCode).toBe(200);
    expect((await h.as('admin', { ...get, url })).statusCode).toBe(200);
    for (const response of [
      await otherPatient({ ...get, url }),
      await james({ ...get, url }),
      await h.as('writer', { ...get, url }),
      await h.as('admin', { ...get, url: pdfUrl(999_999) }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(reviewMessages.prescriptionNotFound);
    }
    expect((await h.as(null, { ...get, url })).statusCode).toBe(401);
  });

  it('audits staff reads, not the patient’s own', async () => {
    const reads = await h.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'prescription.pdf_read'), eq(auditLog.targetId, String(prescriptionId))),
      );
    expect(reads.map((row) => (row.details as { as: string }).as).sort()).toEqual(['admin', 'prescriber']);
    expect(reads.every((row) => row.targetType === 'prescription')).toBe(true);
  });

  it('draws a prescription issued before PDFs were stored', async () => {
    const [seeded] = await h.database.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.patientId, await patientId()))
      .orderBy(prescriptions.id)
      .limit(1);
    expect(seeded?.pdf).toBeNull();
    const response = await h.as('patient', { method: 'GET', url: pdfUrl(seeded?.id as number) });
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain('Liam Nguyen');
  });
});

describe('the review detail', () => {
  it('is for the assigned practitioner and admins, audited without the answers', async () => {
    const id = await inReview();
    const mine = await h.as('practitioner', { method: 'GET', url: detailUrl(id) });
    expect(mine.statusCode).toBe(200);
    const detail = reviewDetail.strict().parse(mine.json());
    expect(detail).toMatchObject({
      id,
      status: 'in_review',
      mine: true,
      prescriptionId: null,
      patient: { id: await patientId(), name: 'Liam Nguyen', dateOfBirth: '1984-03-14' },
    });
    expect(detail.patient.age).toBeGreaterThanOrEqual(40);
    expect(detail.answers).toMatchObject({ marker: 'APPROVE-TEST-ANSWER' });

    const admin = await h.as('admin', { method: 'GET', url: detailUrl(id) });
    expect(admin.statusCode).toBe(200);
    expect(reviewDetail.parse(admin.json()).mine).toBe(false);

    for (const response of [
      await james({ method: 'GET', url: detailUrl(id) }),
      await james({ method: 'GET', url: detailUrl(await awaiting()) }),
      await h.as('admin', { method: 'GET', url: detailUrl(999_999) }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(reviewMessages.notFound);
    }
    expect((await h.as('patient', { method: 'GET', url: detailUrl(id) })).statusCode).toBe(403);

    const reads = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.review_read'), eq(auditLog.targetId, String(id))));
    expect(reads).toHaveLength(2);
    expect(reads.every((row) => row.targetType === 'assessment')).toBe(true);
    expect(reads.map((row) => (row.details as { as: string }).as).sort()).toEqual(['admin', 'practitioner']);
    expect(JSON.stringify(reads.map((row) => row.details))).not.toContain('APPROVE-TEST-ANSWER');
  });
});

describe('the catalogue to prescribe from', () => {
  it('lists active medications with their active variants, by name then strength', async () => {
    const response = await h.as('practitioner', { method: 'GET', url: '/api/practitioner/medications' });
    expect(response.statusCode).toBe(200);
    const list = z.array(prescribableMedication.strict()).parse(response.json());
    const names = list.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(list.find((item) => item.name === 'Sildenafil')?.variants.map((v) => v.strength)).toEqual([
      '50 mg',
      '100 mg',
    ]);
    const pill = list.find((item) => item.name === 'Levonorgestrel/Ethinylestradiol');
    expect(pill?.variants.map((v) => v.strength)).toEqual(['150/30 mcg']);
    // Each names what it may be prescribed for, as the demo catalogue is seeded.
    expect(Object.fromEntries(list.map((item) => [item.name, item.assessmentTypes]))).toEqual({
      'Levonorgestrel/Ethinylestradiol': ['contraception'],
      Orlistat: ['weight_loss'],
      Sildenafil: ['erectile_dysfunction'],
      Tadalafil: ['erectile_dysfunction'],
    });
    expect((await h.as('patient', { method: 'GET', url: '/api/practitioner/medications' })).statusCode).toBe(
      403,
    );
  });
});

import {
  emailTemplate,
  prescriptionTemplate,
  prescriptionTemplateMessages,
  prescriptionTemplatePlaceholders,
  smsTemplate,
  smsTemplateMessages,
} from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMessages, prescriptionTemplates, settings } from '../db/schema';
import { defaultEmailSections } from '../delivery/email-defaults';
import { sendTemplateEmail } from '../delivery/templates';
import { lastAudit as lastAuditOf } from '../test/answers';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
});

afterAll(async () => {
  await h?.close();
});

const lastAudit = (action: string) => lastAuditOf(h.database.db, action);

describe('email templates', () => {
  const url = '/api/email-templates/email_verification';

  it('answers the default sections, active and not customised', async () => {
    const response = await h.as('admin', { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(emailTemplate.parse(response.json())).toEqual({
      type: 'email_verification',
      editableSections: defaultEmailSections.email_verification,
      isActive: true,
      isCustomised: false,
    });
  });

  it('refuses an unknown placeholder with its name and the valid list', async () => {
    const response = await h.as('admin', {
      method: 'POST',
      url,
      payload: { editableSections: { heading: 'Code for {{fristName}}' } },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.field).toBe('editableSections.heading');
    expect(body.message).toMatch(
      /^Unknown placeholder \{\{fristName\}\}\. Valid placeholders: \{\{firstName\}\}/,
    );
    expect(body.message).toContain('{{otp}}');
  });

  it('saves sections, marks the template customised, audits old and new, and resets to default', async () => {
    const saved = await h.as('admin', {
      method: 'POST',
      url,
      payload: { editableSections: { heading: 'Your {{brandName}} code: {{otp}}' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      isCustomised: true,
      editableSections: { heading: 'Your {{brandName}} code: {{otp}}' },
    });
    const audit = await lastAudit('email_template.update');
    expect(audit?.targetId).toBe('email_verification');
    expect(audit?.details).toMatchObject({
      old: { editableSections: { heading: defaultEmailSections.email_verification.heading } },
      new: { editableSections: { heading: 'Your {{brandName}} code: {{otp}}' } },
    });

    const reset = await h.as('admin', { method: 'POST', url: `${url}/reset` });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      isCustomised: false,
      editableSections: defaultEmailSections.email_verification,
    });
    expect(await lastAudit('email_template.reset')).toBeDefined();
  });

  it('previews with sample values, inlined CSS and the company footer from settings', async () => {
    const response = await h.as('admin', {
      method: 'POST',
      url: '/api/email-templates/preview/email_verification',
      payload: { editableSections: { heading: 'Hello {{firstName}}, code {{otp}}' } },
    });
    expect(response.statusCode).toBe(200);
    const { html } = response.json() as { html: string };
    expect(html).toContain('Hello Olivia, code 482913');
    expect(html).not.toContain('{{');
    expect(html).not.toContain('<style');
    expect(html).toMatch(/<h1 [^>]*style="[^"]*font-size: 24px/);
    const rows = await h.database.db.select().from(settings);
    const abn = rows.find((row) => row.key === 'company_abn')?.value ?? '';
    expect(abn).not.toBe('');
    expect(html).toContain(`ABN ${abn}`);
  });

  it("shows the company's contact number as people read it, not as stored", async () => {
    await h.as('admin', {
      method: 'PUT',
      url: '/api/settings/contact_number',
      payload: { value: '1300 000 000' },
    });
    const [stored] = await h.database.db.select().from(settings).where(eq(settings.key, 'contact_number'));
    expect(stored?.value).toBe('+611300000000');
    const response = await h.as('admin', {
      method: 'POST',
      url: '/api/email-templates/preview/email_verification',
      payload: { editableSections: defaultEmailSections.email_verification },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { html } = response.json() as { html: string };
    expect(html).toContain('call 1300 000 000');
    expect(html).not.toContain('+611300000000');
  });

  it('toggles the status, and an inactive template is not sent', async () => {
    const off = await h.as('admin', {
      method: 'POST',
      url: '/api/email-templates/admin_notification/toggle-status',
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isActive: false });
    expect(await lastAudit('email_template.toggle_status')).toMatchObject({ targetId: 'admin_notification' });
    const outcome = await sendTemplateEmail(
      h.database.db,
      h.app.delivery,
      'admin_notification',
      'a@example.com',
      {},
    );
    expect(outcome).toEqual({ sent: false, reason: 'inactive' });

    await h.as('admin', {
      method: 'POST',
      url: '/api/email-templates/admin_notification/toggle-status',
      payload: { isActive: true },
    });
    const sent = await sendTemplateEmail(
      h.database.db,
      h.app.delivery,
      'admin_notification',
      'a@example.com',
      {
        firstName: 'Ann',
        notificationTitle: 'Title',
        notificationMessage: 'Something happened',
      },
    );
    expect(sent.sent).toBe(true);
    const [row] = await h.database.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.channel, 'email'), eq(outboundMessages.recipient, 'a@example.com')));
    expect(row?.body).toContain('Something happened');
    expect(row?.body).toMatch(/ABN /);
    expect(row?.html).toContain('Something happened');
    // The company's placeholders come from the settings without the caller passing them.
    const brand = (await h.database.db.select().from(settings)).find(
      (item) => item.key === 'brand_name',
    )?.value;
    expect(brand).toBeTruthy();
    expect(row?.body).toContain(`automated notification from ${brand}`);
  });

  it('refuses an unknown type and a section the type does not have', async () => {
    expect((await h.as('admin', { method: 'GET', url: '/api/email-templates/nope' })).statusCode).toBe(400);
    const response = await h.as('admin', {
      method: 'POST',
      url,
      payload: { editableSections: { sidebar: 'x' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('editableSections.sidebar');
  });
});

describe('SMS templates', () => {
  it('lists the seven types', async () => {
    const response = await h.as('admin', { method: 'GET', url: '/api/sms-templates' });
    expect(response.statusCode).toBe(200);
    const list = smsTemplate.array().parse(response.json());
    expect(list.map((item) => item.type)).toHaveLength(7);
  });

  it('saves content, refuses unknown placeholders, and blocks saving while inactive', async () => {
    const url = '/api/sms-templates/appointment_booking';
    const saved = await h.as('admin', {
      method: 'POST',
      url,
      payload: { content: 'Hi {{patientFirstName}}, booked for {{appointmentDate}}.' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      content: 'Hi {{patientFirstName}}, booked for {{appointmentDate}}.',
    });
    expect(await lastAudit('sms_template.update')).toMatchObject({ targetId: 'appointment_booking' });

    const unknown = await h.as('admin', { method: 'POST', url, payload: { content: 'Code {{otp}}' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'content' });
    expect(unknown.json().message).toMatch(
      /^Unknown placeholder \{\{otp\}\}\. Valid placeholders: \{\{patientName\}\}/,
    );

    const blank = await h.as('admin', { method: 'POST', url, payload: { content: ' ' } });
    expect(blank.json()).toEqual({
      message: smsTemplateMessages.contentRequired,
      field: 'content',
      errorType: 'validation',
    });

    const off = await h.as('admin', { method: 'PATCH', url: `${url}/toggle-status` });
    expect(off.json()).toMatchObject({ isActive: false });
    const refused = await h.as('admin', { method: 'POST', url, payload: { content: 'Hi' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(smsTemplateMessages.inactive);
    const on = await h.as('admin', { method: 'PATCH', url: `${url}/toggle-status` });
    expect(on.json()).toMatchObject({ isActive: true });
  });
});

describe('prescription templates', () => {
  const base = '/api/prescription-templates';
  const body =
    '<h1>{{companyName}}</h1><p>{{practitionerName}} ({{prescriberNumber}})</p><p>{{patientName}}</p><p>{{medicineName}}</p><p>{{practitionerSignature}}</p>';

  it('lists the seeded default, which lays out every placeholder', async () => {
    const response = await h.as('admin', { method: 'GET', url: base });
    const list = prescriptionTemplate.array().parse(response.json());
    const defaults = list.filter((item) => item.isDefault);
    expect(defaults).toHaveLength(1);
    for (const name of prescriptionTemplatePlaceholders)
      expect(defaults[0]?.templateReact).toContain(`{{${name}}}`);
  });

  it('requires a name and content, and refuses unknown placeholders', async () => {
    const blank = await h.as('admin', {
      method: 'POST',
      url: base,
      payload: { name: ' ', templateReact: 'x' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Template name and content are required');
    const unknown = await h.as('admin', {
      method: 'POST',
      url: base,
      payload: { name: 'A', templateReact: '{{doctor}}' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Unknown placeholder \{\{doctor\}\}/);
  });

  it('creates, makes default (one default, held by the database), refuses deleting the default', async () => {
    const created = await h.as('admin', {
      method: 'POST',
      url: base,
      payload: { name: 'Compact', description: '', templateReact: body, isActive: true },
    });
    expect(created.statusCode).toBe(201);
    const { id } = prescriptionTemplate.parse(created.json());
    expect(await lastAudit('prescription_template.create')).toMatchObject({ targetId: String(id) });

    const made = await h.as('admin', { method: 'POST', url: `${base}/${id}/set-default` });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ id, isDefault: true });
    const defaults = await h.database.db
      .select()
      .from(prescriptionTemplates)
      .where(eq(prescriptionTemplates.isDefault, true));
    expect(defaults.map((row) => row.id)).toEqual([id]);

    const refused = await h.as('admin', { method: 'DELETE', url: `${base}/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(prescriptionTemplateMessages.cannotDeleteDefault);

    // The partial unique index refuses a second default even when code would not.
    await expect(h.database.db.update(prescriptionTemplates).set({ isDefault: true })).rejects.toThrow();
  });

  it('refuses to make default a template without the prescriber placeholders', async () => {
    const created = await h.as('admin', {
      method: 'POST',
      url: base,
      payload: { name: 'No signature', templateReact: '<p>{{patientName}}</p>' },
    });
    const { id } = prescriptionTemplate.parse(created.json());
    const refused = await h.as('admin', { method: 'POST', url: `${base}/${id}/set-default` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(prescriptionTemplateMessages.defaultNeedsPrescriber);
    const deleted = await h.as('admin', { method: 'DELETE', url: `${base}/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await h.as('admin', { method: 'GET', url: `${base}/${id}` })).statusCode).toBe(404);
  });

  it('previews as HTML with sample values and as an A6 PDF', async () => {
    const empty = await h.as('admin', {
      method: 'POST',
      url: `${base}/preview`,
      payload: { templateReact: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Template content is required for preview');

    const html = await h.as('admin', {
      method: 'POST',
      url: `${base}/preview`,
      payload: { templateReact: `${body}<script>alert(1)</script>`, sampleData: { patientName: 'Zed <b>' } },
    });
    expect(html.statusCode).toBe(200);
    const page = html.json().html as string;
    expect(page).toContain('Zed &lt;b&gt;');
    expect(page).toContain('Dr. Sarah Mitchell');
    expect(page).not.toContain('<script');
    expect(page).toContain('105mm');

    const pdf = await h.as('admin', {
      method: 'POST',
      url: `${base}/preview/pdf`,
      payload: { templateReact: body },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload.toString('latin1');
    expect(bytes.startsWith('%PDF')).toBe(true);
    // A6 in points: 105 mm × 148 mm.
    const box = /MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(bytes);
    expect(Number(box?.[1])).toBeCloseTo((105 / 25.4) * 72, 0);
    expect(Number(box?.[2])).toBeCloseTo((148 / 25.4) * 72, 0);
  });

  it('keeps every template endpoint for admins', async () => {
    expect((await h.as('patient', { method: 'GET', url: base })).statusCode).toBe(403);
    expect(
      (await h.as(null, { method: 'POST', url: `${base}/preview/pdf`, payload: { templateReact: 'x' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('email template section order', () => {
  it('lists sections in the default order, whatever order jsonb keeps them in', async () => {
    const response = await h.as('admin', { method: 'GET', url: '/api/email-templates/prescription' });
    expect(Object.keys(response.json().editableSections)).toEqual(
      Object.keys(defaultEmailSections.prescription),
    );
  });
});

describe('approval email upgrade', () => {
  it('gives an untouched old approval body its Medicine label at boot, and keeps an edited one', async () => {
    const { emailTemplates } = await import('../db/schema');
    const { ASSESSMENT_COMPLETE_BODY_BEFORE_MEDICINE_LINE } = await import('../delivery/email-defaults');
    const { ensureTemplateDefaults } = await import('../seed/template-seed');
    const setBody = (body: string) =>
      h.database.db
        .update(emailTemplates)
        .set({ editableSections: { ...defaultEmailSections.assessment_complete, body } })
        .where(eq(emailTemplates.type, 'assessment_complete'));
    await setBody(ASSESSMENT_COMPLETE_BODY_BEFORE_MEDICINE_LINE);
    await ensureTemplateDefaults(h.database.db);
    const upgraded = await h.as('admin', { method: 'GET', url: '/api/email-templates/assessment_complete' });
    expect(upgraded.json().editableSections.body).toContain('Medicine:\n{{medication_list}}');
    expect(upgraded.json().isCustomised).toBe(false);
    const edited = `${ASSESSMENT_COMPLETE_BODY_BEFORE_MEDICINE_LINE}\n\nP.S. Edited.`;
    await setBody(edited);
    await ensureTemplateDefaults(h.database.db);
    const kept = await h.as('admin', { method: 'GET', url: '/api/email-templates/assessment_complete' });
    expect(kept.json().editableSections.body).toBe(edited);
    await setBody(defaultEmailSections.assessment_complete.body as string);
  });
});

describe('footer upgrade', () => {
  it('replaces an untouched pre-renderer footer at boot, so the company line is not printed twice', async () => {
    const { emailTemplates } = await import('../db/schema');
    const { FOOTER_BEFORE_COMPANY_LINE, DEFAULT_FOOTER } = await import('../delivery/email-defaults');
    const { ensureTemplateDefaults } = await import('../seed/template-seed');
    await h.database.db
      .update(emailTemplates)
      .set({
        editableSections: { ...defaultEmailSections.assessment_declined, footer: FOOTER_BEFORE_COMPANY_LINE },
      })
      .where(eq(emailTemplates.type, 'assessment_declined'));
    await ensureTemplateDefaults(h.database.db);
    const response = await h.as('admin', { method: 'GET', url: '/api/email-templates/assessment_declined' });
    expect(response.json()).toMatchObject({
      isCustomised: false,
      editableSections: { footer: DEFAULT_FOOTER },
    });
  });
});

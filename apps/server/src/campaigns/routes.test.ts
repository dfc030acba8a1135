import { adminCampaign, campaign, campaignMessages, campaignSubmission } from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaignSubmissions, campaigns, outboundMessages, promoCodes } from '../db/schema';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const ADMIN = '/api/admin/campaigns';
let nextAddress = 1;
/** Each test signs up from its own address, so the per-address limit only bites where a test wants it to. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

function submit(payload: Record<string, unknown>, remoteAddress = freshAddress()) {
  return h.app.inject({ method: 'POST', url: '/api/campaigns/submit-email', payload, remoteAddress });
}

const template = (inner = '') =>
  `<div class="popup" style="background: #ffffff; color: #111111">${inner}<h2 class="title">{{title}}</h2><button class="button" style="background: #0f766e">Go</button></div>`;

const validCampaign = {
  name: 'Spring offer',
  type: 'welcome_popup',
  isActive: true,
  delaySeconds: 5,
  htmlTemplate: template(),
  editableSections: { title: 'Hello', tagline: 'Save now', 'button-label': 'Send', 'bottom-note': 'No spam' },
  promoCodeId: null,
};

async function promoId(code: string): Promise<number | undefined> {
  const [row] = await h.database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row?.id;
}

async function emailsTo(recipient: string) {
  return h.database.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, recipient));
}

describe('GET /api/campaigns/active', () => {
  it('lists the active popups to anyone, briefly cacheable, with only the public fields', async () => {
    const response = await h.as(null, { method: 'GET', url: '/api/campaigns/active' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const list = campaign.array().parse(response.json());
    expect(list.map((c) => c.instanceId).sort()).toEqual(['exit-2026', 'welcome-2026']);
    expect(response.json()[0]).not.toHaveProperty('promoCodeId');
    expect(list.find((c) => c.type === 'welcome_popup')?.editableSections.title).toBe('Welcome!');
  });

  it('serves a template written straight to the database sanitised (on render, not only on save)', async () => {
    await h.database.db.insert(campaigns).values({
      instanceId: 'raw-xss',
      type: 'exit_intent',
      isActive: true,
      htmlTemplate:
        '<div class="popup" onclick="alert(1)" style="background: url(javascript:alert(1)); color: red"><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></div>',
      editableSections: { title: 'T', other: '<b>dropped</b>' },
    });
    const list = campaign
      .array()
      .parse((await h.as(null, { method: 'GET', url: '/api/campaigns/active' })).json());
    const raw = list.find((c) => c.instanceId === 'raw-xss');
    expect(raw?.htmlTemplate).toBe('<div class="popup" style="color: red">x</div>');
    expect(raw?.editableSections).toEqual({ title: 'T' });
    await h.database.db.delete(campaigns).where(eq(campaigns.instanceId, 'raw-xss'));
  });
});

describe('POST /api/campaigns/submit-email', () => {
  it('stores the email with its consent evidence and sends the promo code with an unsubscribe link', async () => {
    const response = await submit(
      { campaignInstanceId: 'welcome-2026', email: 'Visitor@Example.org', sourceUrl: 'https://example.com/' },
      '198.51.100.7',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: campaignMessages.success });
    const [row] = await h.database.db
      .select()
      .from(campaignSubmissions)
      .where(eq(campaignSubmissions.email, 'visitor@example.org'));
    expect(row).toMatchObject({ sourceUrl: 'https://example.com/', ipAddress: '198.51.100.7' });
    expect(row?.createdAt).toBeInstanceOf(Date);
    const [sent] = await emailsTo('visitor@example.org');
    expect(sent?.subject).toMatch(/promo code: WELCOME10$/);
    expect(sent?.body).toMatch(/Unsubscribe: http:\/\/localhost:\d+\/unsubscribe\?token=[\w-]{32}/);
    expect(sent?.html).toMatch(/<a href="[^"]+\/unsubscribe\?token=[\w-]{32}"[^>]*>Unsubscribe<\/a>/);
    expect(row?.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sent?.body).not.toContain(row?.unsubscribeTokenHash);
  });

  it('answers 409 to the same email on the same campaign, whatever its case, and stores one row', async () => {
    const first = await submit({ campaignInstanceId: 'exit-2026', email: 'twice@example.org' });
    expect(first.statusCode).toBe(200);
    const again = await submit({ campaignInstanceId: 'exit-2026', email: 'TWICE@example.org' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This email is already subscribed to this campaign.');
    const rows = await h.database.db
      .select()
      .from(campaignSubmissions)
      .where(eq(campaignSubmissions.email, 'twice@example.org'));
    expect(rows).toHaveLength(1);
    // The exit campaign's 'Save $5' is SAVE5, sent once: the refused second submission sends nothing.
    const sent = await emailsTo('twice@example.org');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(/promo code: SAVE5$/);
  });

  it('validates the email and the campaign', async () => {
    const bad = await submit({ campaignInstanceId: 'welcome-2026', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'email' });
    const missing = await submit({ campaignInstanceId: '', email: 'a@example.org' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Campaign not found', field: 'campaignInstanceId' });
    const unknown = await submit({ campaignInstanceId: 'nope', email: 'a@example.org' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Campaign not found');
  });

  it('refuses an inactive campaign with 404', async () => {
    await h.database.db
      .insert(campaigns)
      .values({ instanceId: 'paused', type: 'exit_intent', isActive: false });
    const response = await submit({ campaignInstanceId: 'paused', email: 'p@example.org' });
    expect(response.statusCode).toBe(404);
    await h.database.db.delete(campaigns).where(eq(campaigns.instanceId, 'paused'));
  });

  it('limits sign-ups per address on the shared limiter: the sixth in ten minutes is 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const ok = await submit({ campaignInstanceId: 'exit-2026', email: `rl${i}@example.org` }, address);
      expect(ok.statusCode).toBe(200);
    }
    const limited = await submit({ campaignInstanceId: 'exit-2026', email: 'rl9@example.org' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(campaignMessages.rateLimited);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await submit({ campaignInstanceId: 'exit-2026', email: 'rl9@example.org' })).statusCode).toBe(
      200,
    );
  });
});

describe('unsubscribe', () => {
  it('works without signing in, at once: no campaign email to that address again', async () => {
    await submit({ campaignInstanceId: 'welcome-2026', email: 'leaver@example.org' });
    const [sent] = await emailsTo('leaver@example.org');
    const token = /\/unsubscribe\?token=([\w-]+)/.exec(sent?.body ?? '')?.[1] ?? '';
    const link = `/api/campaigns/unsubscribe?token=${token}`;
    const response = await h.as(null, { method: 'GET', url: link });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(campaignMessages.unsubscribed);
    // Idempotent.
    expect((await h.as(null, { method: 'GET', url: link })).statusCode).toBe(200);

    // A new campaign with a promo code: the address signs up, but no email goes.
    const created = await h.as('admin', {
      method: 'POST',
      url: ADMIN,
      payload: { ...validCampaign, name: 'Second', promoCodeId: await promoId('WELCOME10') },
    });
    expect(created.statusCode).toBe(201);
    const second = adminCampaign.parse(created.json());
    expect(
      (await submit({ campaignInstanceId: second.instanceId, email: 'leaver@example.org' })).statusCode,
    ).toBe(200);
    expect(await emailsTo('leaver@example.org')).toHaveLength(1);
    await h.database.db.delete(campaigns).where(eq(campaigns.id, second.id));
  });

  it('refuses an unknown or malformed token', async () => {
    const unknown = await h.as(null, {
      method: 'GET',
      url: `/api/campaigns/unsubscribe?token=${'a'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(campaignMessages.unsubscribeInvalid);
    const malformed = await h.as(null, { method: 'GET', url: '/api/campaigns/unsubscribe?token=%3Cx%3E' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('admin', () => {
  const calls = [
    { method: 'GET', url: ADMIN },
    { method: 'POST', url: ADMIN, payload: validCampaign },
    { method: 'PUT', url: `${ADMIN}/1`, payload: validCampaign },
    { method: 'PATCH', url: `${ADMIN}/1/active`, payload: { isActive: false } },
    { method: 'GET', url: `${ADMIN}/1/submissions` },
    { method: 'GET', url: `${ADMIN}/1/submissions.csv` },
  ] as const;

  it.each(calls)('$method $url answers 401 anonymous and 403 to every other role', async (call) => {
    const anonymous = await h.as(null, { ...call });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['practitioner', 'writer', 'patient'] as const) {
      expect((await h.as(role, { ...call })).statusCode).toBe(403);
    }
    const [welcome] = await h.database.db.select().from(campaigns).where(eq(campaigns.id, 1));
    expect(welcome?.isActive).toBe(true);
  });

  it('creates, edits, deactivates and activates a campaign, audited, sanitising the template on save', async () => {
    const created = await h.as('admin', {
      method: 'POST',
      url: ADMIN,
      payload: {
        ...validCampaign,
        htmlTemplate: template('<script>alert(1)</script><img src=x onerror=alert(1)>'),
      },
    });
    expect(created.statusCode).toBe(201);
    const body = adminCampaign.parse(created.json());
    expect(body.instanceId).toMatch(/^welcome-[\w-]{8}$/);
    expect(body.submissionCount).toBe(0);
    const [stored] = await h.database.db.select().from(campaigns).where(eq(campaigns.id, body.id));
    expect(stored?.htmlTemplate).not.toMatch(/script|onerror|img/);
    expect(stored?.htmlTemplate).toContain('style="background: #ffffff; color: #111111"');

    const edited = await h.as('admin', {
      method: 'PUT',
      url: `${ADMIN}/${body.id}`,
      payload: {
        ...validCampaign,
        type: 'exit_intent',
        delaySeconds: 2,
        promoCodeId: await promoId('SAVE5'),
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      type: 'exit_intent',
      delaySeconds: 2,
      promoCode: 'SAVE5',
      instanceId: body.instanceId,
    });

    const off = await h.as('admin', {
      method: 'PATCH',
      url: `${ADMIN}/${body.id}/active`,
      payload: { isActive: false },
    });
    expect(off.json().isActive).toBe(false);
    const active = campaign
      .array()
      .parse((await h.as(null, { method: 'GET', url: '/api/campaigns/active' })).json());
    expect(active.map((c) => c.instanceId)).not.toContain(body.instanceId);
    const on = await h.as('admin', {
      method: 'PATCH',
      url: `${ADMIN}/${body.id}/active`,
      payload: { isActive: true },
    });
    expect(on.json().isActive).toBe(true);

    const actions = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'campaign'), eq(auditLog.targetId, String(body.id))));
    expect(actions.map((a) => a.action)).toEqual([
      'campaign.create',
      'campaign.update',
      'campaign.deactivate',
      'campaign.activate',
    ]);
    await h.database.db.delete(campaigns).where(eq(campaigns.id, body.id));
  });

  it.each([
    ['htmlTemplate', { htmlTemplate: template('<p>Try Viagra today</p>') }],
    [
      'editableSections',
      { editableSections: { title: 'Cheap ozempic', tagline: '', 'button-label': 'Go', 'bottom-note': '' } },
    ],
    ['name', { name: 'Tadalafil promo' }],
  ])('refuses copy naming a prescription-only medicine (%s)', async (field, change) => {
    const response = await h.as('admin', {
      method: 'POST',
      url: ADMIN,
      payload: { ...validCampaign, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Advertising prescription-only medicines to the public is not allowed.',
    );
    expect(response.json().field).toMatch(new RegExp(`^${field}`));
    const names = (await h.database.db.select({ name: campaigns.name }).from(campaigns)).map((c) => c.name);
    expect(names).not.toContain('Tadalafil promo');
  });

  it('validates the fields with the contract messages', async () => {
    const delay = await h.as('admin', {
      method: 'POST',
      url: ADMIN,
      payload: { ...validCampaign, delaySeconds: -1 },
    });
    expect(delay.json()).toMatchObject({ message: campaignMessages.delayRange, field: 'delaySeconds' });
    const promo = await h.as('admin', {
      method: 'POST',
      url: ADMIN,
      payload: { ...validCampaign, promoCodeId: 999 },
    });
    expect(promo.statusCode).toBe(400);
    expect(promo.json()).toMatchObject({ message: campaignMessages.promoCodeNotFound, field: 'promoCodeId' });
    const missing = await h.as('admin', { method: 'PUT', url: `${ADMIN}/999`, payload: validCampaign });
    expect(missing.statusCode).toBe(404);
  });

  it('lists submissions and exports them as CSV with formulas made inert', async () => {
    await submit({ campaignInstanceId: 'exit-2026', email: 'csv@example.org', sourceUrl: '=HYPERLINK("x")' });
    const [exit] = await h.database.db.select().from(campaigns).where(eq(campaigns.instanceId, 'exit-2026'));
    const list = await h.as('admin', { method: 'GET', url: `${ADMIN}/${exit?.id}/submissions` });
    const rows = campaignSubmission.array().parse(list.json());
    expect(rows.find((r) => r.email === 'csv@example.org')?.sourceUrl).toBe('=HYPERLINK("x")');
    const csv = await h.as('admin', { method: 'GET', url: `${ADMIN}/${exit?.id}/submissions.csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="campaign-\d+-submissions.csv"/);
    expect(csv.body.split('\r\n')[0]).toBe('email,consented_at,source_url,ip_address,unsubscribed_at');
    expect(csv.body).toContain(`"csv@example.org","`);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    const counted = adminCampaign.array().parse((await h.as('admin', { method: 'GET', url: ADMIN })).json());
    expect(counted.find((c) => c.id === exit?.id)?.submissionCount).toBe(rows.length);
    expect((await h.as('admin', { method: 'GET', url: `${ADMIN}/999/submissions.csv` })).statusCode).toBe(
      404,
    );
  });
});

import { promoCode, promoCodeMessages, promoRedemption } from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, promoCodes, users } from '../db/schema';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const BASE = '/api/admin/promo-codes';
let nextAddress = 1;
const validate = (payload: Record<string, unknown>, role: 'patient' | null = null, remoteAddress?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/promo-codes/validate',
    payload,
    remoteAddress: remoteAddress ?? `192.0.2.${nextAddress++}`,
    cookies: role ? { sid: h.sids[role] } : {},
  });

const valid = {
  code: 'Summer25',
  discountType: 'percentage',
  value: 25,
  validFor: 'both',
  startsAt: null,
  expiresAt: null,
  maxUses: null,
  maxUsesPerPatient: null,
  isActive: true,
};

/** A payment of the demo patient that used the code (successful unless told). */
async function redeem(
  promoCodeId: number,
  amountCents: number,
  status: 'pending' | 'succeeded' | 'failed' | 'refunded' = 'succeeded',
) {
  const [patient] = await h.database.db.select().from(users).where(eq(users.email, 'patient@example.com'));
  await h.database.db.insert(payments).values({
    userId: patient?.id as number,
    promoCodeId,
    amountCents,
    status,
    provider: 'test',
  });
}

const listCodes = async () =>
  promoCode.array().parse((await h.as('admin', { method: 'GET', url: BASE })).json());
const redemptionsOf = async (id: number) =>
  promoRedemption
    .array()
    .parse((await h.as('admin', { method: 'GET', url: `${BASE}/${id}/redemptions` })).json());

async function create(payload: Record<string, unknown>) {
  return h.as('admin', { method: 'POST', url: BASE, payload });
}

describe('authorisation', () => {
  const calls = [
    { method: 'GET', url: BASE },
    { method: 'POST', url: BASE, payload: valid },
    { method: 'PUT', url: `${BASE}/1`, payload: valid },
    { method: 'DELETE', url: `${BASE}/1` },
    { method: 'GET', url: `${BASE}/1/redemptions` },
    { method: 'PATCH', url: `${BASE}/1/active`, payload: { isActive: false } },
  ] as const;
  it.each(calls)('$method $url answers 401 anonymous and 403 to every other role', async (call) => {
    expect((await h.as(null, { ...call })).statusCode).toBe(401);
    for (const role of ['practitioner', 'writer', 'patient'] as const) {
      expect((await h.as(role, { ...call })).statusCode).toBe(403);
    }
    expect(await h.database.db.select().from(promoCodes).where(eq(promoCodes.id, 1))).toHaveLength(1);
  });
});

describe('create and edit', () => {
  it('creates a code, audited, and refuses the same code in another case with 409', async () => {
    const response = await create(valid);
    expect(response.statusCode).toBe(201);
    const created = promoCode.parse(response.json());
    expect(created).toMatchObject({ code: 'Summer25', value: 25, uses: 0, isActive: true });
    const again = await create({ ...valid, code: 'SUMMER25' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: promoCodeMessages.codeTaken, field: 'code' });
    const clash = await h.as('admin', {
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      payload: { ...valid, code: 'welcome10' },
    });
    expect(clash.statusCode).toBe(409);
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'promo_code'), eq(auditLog.targetId, String(created.id))));
    expect(audit?.action).toBe('promo_code.create');
  });

  it.each([
    [{ code: 'a b' }, 'code', promoCodeMessages.codeFormat],
    [{ code: 'ab' }, 'code', promoCodeMessages.codeFormat],
    [{ value: 0 }, 'value', promoCodeMessages.percentageRange],
    [{ value: 101 }, 'value', promoCodeMessages.percentageRange],
    [{ value: 12.5 }, 'value', promoCodeMessages.percentageRange],
    [{ discountType: 'fixed_amount', value: 0 }, 'value', promoCodeMessages.amountRange],
    [{ discountType: 'fixed_amount', value: 1_000_001 }, 'value', promoCodeMessages.amountRange],
    [{ maxUses: 0 }, 'maxUses', promoCodeMessages.limitPositive],
    [{ maxUsesPerPatient: -1 }, 'maxUsesPerPatient', promoCodeMessages.limitPositive],
    [
      { startsAt: '2026-12-10T00:00:00Z', expiresAt: '2026-12-01T00:00:00Z' },
      'expiresAt',
      promoCodeMessages.datesOrder,
    ],
    [{ startsAt: 'tomorrow' }, 'startsAt', promoCodeMessages.dateInvalid],
  ])('refuses %o with 400 on %s', async (change, field, message) => {
    const response = await create({ ...valid, code: 'BADONE', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
  });

  it('accepts a fixed AUD amount in cents', async () => {
    const response = await create({ ...valid, code: 'TENOFF', discountType: 'fixed_amount', value: 1000 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ discountType: 'fixed_amount', value: 1000 });
  });
});

describe('delete and redemptions', () => {
  it('deletes a code never redeemed, and refuses a redeemed one (which can still be deactivated)', async () => {
    const unused = promoCode.parse((await create({ ...valid, code: 'UNUSED1' })).json());
    const deleted = await h.as('admin', { method: 'DELETE', url: `${BASE}/${unused.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(promoCodeMessages.deleted);

    const used = promoCode.parse((await create({ ...valid, code: 'USED1' })).json());
    await redeem(used.id, 4500);
    const refused = await h.as('admin', { method: 'DELETE', url: `${BASE}/${used.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(promoCodeMessages.redeemedCannotDelete);
    const redemptions = promoRedemption
      .array()
      .parse((await h.as('admin', { method: 'GET', url: `${BASE}/${used.id}/redemptions` })).json());
    expect(redemptions).toEqual([
      expect.objectContaining({ email: 'patient@example.com', amountCents: 4500, status: 'succeeded' }),
    ]);
    const off = await h.as('admin', {
      method: 'PUT',
      url: `${BASE}/${used.id}`,
      payload: { ...valid, code: 'USED1', isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await h.as('admin', { method: 'DELETE', url: `${BASE}/999` })).statusCode).toBe(404);
  });
});

describe('switching a code on and off', () => {
  it('changes only whether it is active, so an edit made meanwhile is kept, and is audited', async () => {
    const made = promoCode.parse((await create({ ...valid, code: 'SWITCH1' })).json());
    // Another admin raises the limit after this one loaded the list.
    const edited = await h.as('admin', {
      method: 'PUT',
      url: `${BASE}/${made.id}`,
      payload: { ...valid, code: 'SWITCH1', maxUses: 50 },
    });
    expect(edited.statusCode).toBe(200);
    const off = await h.as('admin', {
      method: 'PATCH',
      url: `${BASE}/${made.id}/active`,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(promoCode.parse(off.json())).toMatchObject({ code: 'SWITCH1', maxUses: 50, isActive: false });
    const on = await h.as('admin', {
      method: 'PATCH',
      url: `${BASE}/${made.id}/active`,
      payload: { isActive: true },
    });
    expect(on.json()).toMatchObject({ maxUses: 50, isActive: true });
    const actions = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'promo_code'), eq(auditLog.targetId, String(made.id))));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['promo_code.deactivate', 'promo_code.activate']),
    );
  });

  it('refuses a body without isActive with 400, and an unknown code with 404', async () => {
    const bad = await h.as('admin', {
      method: 'PATCH',
      url: `${BASE}/1/active`,
      payload: { isActive: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'isActive must be true or false', field: 'isActive' });
    const missing = await h.as('admin', {
      method: 'PATCH',
      url: `${BASE}/999/active`,
      payload: { isActive: false },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(promoCodeMessages.notFound);
  });
});

describe('uses are the redemptions', () => {
  it("every seeded code's uses are its redemption rows, and a used WELCOME10 lists them", async () => {
    const codes = await listCodes();
    for (const code of codes) expect((await redemptionsOf(code.id)).length, code.code).toBe(code.uses);
    const welcome = codes.find((code) => code.code === 'WELCOME10');
    expect(welcome?.uses).toBeGreaterThan(0);
  });

  it('counts pending, succeeded and refunded payments, never failed ones, and lists exactly those', async () => {
    const code = promoCode.parse((await create({ ...valid, code: 'LEDGER1', maxUses: 10 })).json());
    await redeem(code.id, 100, 'failed');
    expect((await listCodes()).find((row) => row.id === code.id)?.uses).toBe(0);
    expect(await redemptionsOf(code.id)).toEqual([]);
    // Only failed attempts: never redeemed, so it can still be deleted.
    expect((await h.as('admin', { method: 'DELETE', url: `${BASE}/${code.id}` })).statusCode).toBe(200);

    const kept = promoCode.parse((await create({ ...valid, code: 'LEDGER2', maxUses: 10 })).json());
    for (const status of ['pending', 'succeeded', 'refunded', 'failed'] as const)
      await redeem(kept.id, 100, status);
    expect((await listCodes()).find((row) => row.id === kept.id)?.uses).toBe(3);
    const edited = await h.as('admin', {
      method: 'PUT',
      url: `${BASE}/${kept.id}`,
      payload: { ...valid, code: 'LEDGER2', maxUses: 10 },
    });
    expect(promoCode.parse(edited.json()).uses).toBe(3);
    expect((await redemptionsOf(kept.id)).map((row) => row.status).sort()).toEqual([
      'pending',
      'refunded',
      'succeeded',
    ]);
  });
});

describe('POST /api/promo-codes/validate', () => {
  it('answers the discount of a valid code, whatever its case', async () => {
    const response = await validate({ code: 'welcome10', appliesTo: 'assessment' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'WELCOME10',
      discountType: 'percentage',
      value: 10,
      validFor: 'both',
    });
  });

  it.each([
    ['unknown', { code: 'NOPE', appliesTo: 'assessment' }],
    ['inactive and expired', { code: 'SPRING20', appliesTo: 'assessment' }],
    ['inactive, expired and for either product', { code: 'SPRING20', appliesTo: 'prescription' }],
  ])("refuses a code that is %s with 'Invalid or expired promo code'", async (_label, payload) => {
    const response = await validate(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Invalid or expired promo code', field: 'code' });
  });

  it.each([
    ['RX15', 'assessment', 'This code is for prescription orders only.'],
    ['save5', 'prescription', 'This code is for assessments only.'],
  ])('says what %s is for when used on the other product (%s)', async (code, appliesTo, message) => {
    const response = await validate({ code, appliesTo });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field: 'code' });
    expect(Object.values(promoCodeMessages.onlyFor)).toContain(message);
  });

  it('keeps the one message for a code of the other product that has expired', async () => {
    const now = h.clock.now().getTime();
    await create({
      ...valid,
      code: 'OLDRX',
      validFor: 'prescription',
      startsAt: new Date(now - 2 * 86_400_000).toISOString(),
      expiresAt: new Date(now - 86_400_000).toISOString(),
    });
    const response = await validate({ code: 'OLDRX', appliesTo: 'assessment' });
    expect(response.json().message).toBe(promoCodeMessages.invalid);
  });

  it('honours the start date, the end date and the total limit', async () => {
    const now = h.clock.now().getTime();
    const day = 86_400_000;
    await create({ ...valid, code: 'LATER', startsAt: new Date(now + day).toISOString() });
    await create({
      ...valid,
      code: 'PAST',
      startsAt: new Date(now - 2 * day).toISOString(),
      expiresAt: new Date(now - day).toISOString(),
    });
    const full = promoCode.parse((await create({ ...valid, code: 'FULL', maxUses: 1 })).json());
    await redeem(full.id, 100, 'pending');
    for (const code of ['LATER', 'PAST', 'FULL']) {
      expect((await validate({ code, appliesTo: 'assessment' })).statusCode).toBe(400);
    }
  });

  it("applies the per-patient limit to a signed-in patient's successful payments", async () => {
    const code = promoCode.parse((await create({ ...valid, code: 'ONCEEACH', maxUsesPerPatient: 1 })).json());
    expect((await validate({ code: 'ONCEEACH', appliesTo: 'assessment' }, 'patient')).statusCode).toBe(200);
    await redeem(code.id, 100);
    expect((await validate({ code: 'ONCEEACH', appliesTo: 'assessment' }, 'patient')).statusCode).toBe(400);
  });

  it('validates the body and limits attempts per address', async () => {
    const bad = await validate({ code: 'X', appliesTo: 'both' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('appliesTo');
    const address = '192.0.2.250';
    for (let i = 0; i < 20; i++)
      await validate({ code: `GUESS${i}`, appliesTo: 'assessment' }, null, address);
    const limited = await validate({ code: 'WELCOME10', appliesTo: 'assessment' }, null, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(promoCodeMessages.rateLimited);
  });
});

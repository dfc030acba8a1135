import { auditPage } from '@telehealth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login, SESSION_COOKIE } from '../test/helpers';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;
beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
});
afterAll(async () => {
  await h?.close();
});

async function audit(query: string) {
  const response = await h.as('admin', { method: 'GET', url: `/api/admin/audit${query}` });
  expect(response.statusCode).toBe(200);
  return auditPage.parse(response.json());
}

describe('the audit trail', () => {
  it('records sign-in success and failure, sign-out and legal document changes, readable by admins with filters', async () => {
    await login(h.app, 'james.wilson@example.com', 'Wrong#Password1', '10.20.0.1');
    const { sid } = await login(h.app, 'james.wilson@example.com', DEMO_PASSWORD, '10.20.0.2');
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: sid as string },
    });
    const created = await h.as('admin', {
      method: 'POST',
      url: '/api/admin/legal-documents',
      payload: { title: 'Audited terms', content: '<p>Terms</p>', type: 'terms_of_use' },
      remoteAddress: '10.20.0.3',
    });
    expect(created.statusCode).toBe(201);

    const failures = await audit('?action=auth.sign_in_failed&targetId=james.wilson@example.com');
    expect(failures.items).toHaveLength(1);
    expect(failures.items[0]).toMatchObject({ actorId: null, ip: '10.20.0.1', targetType: 'account' });

    const james = await audit('?action=auth.&limit=10');
    const actions = james.items.filter((item) => item.actorEmail === 'james.wilson@example.com');
    expect(actions.map((item) => item.action)).toEqual(['auth.sign_out', 'auth.sign_in']);
    expect(actions[1]).toMatchObject({ ip: '10.20.0.2', actorName: 'James Wilson', targetType: 'user' });

    const legal = await audit('?targetType=legal_document');
    expect(legal.items[0]).toMatchObject({
      action: 'legal_document.create',
      actorEmail: 'admin@example.com',
      ip: '10.20.0.3',
      details: { title: 'Audited terms', type: 'terms_of_use', isActive: false },
    });

    // Date range and actor filters, and the page.
    const adminId = legal.items[0]?.actorId as number;
    expect((await audit(`?actorId=${adminId}&action=legal_document.create`)).total).toBe(1);
    expect((await audit('?to=2000-01-01')).total).toBe(0);
    const all = await audit('?limit=2&offset=1');
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.offset).toBe(1);
    // No secret reaches the trail.
    expect(JSON.stringify((await audit('?limit=200')).items)).not.toContain(DEMO_PASSWORD);
  });

  it('refuses bad filters with a 400 naming the field, and everyone but admins', async () => {
    const bad = await h.as('admin', { method: 'GET', url: '/api/admin/audit?from=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'from' });
    for (const role of ['patient', 'practitioner', 'writer'] as const) {
      expect((await h.as(role, { method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(403);
    }
    expect((await h.as(null, { method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });
});

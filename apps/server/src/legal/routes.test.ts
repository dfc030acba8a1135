import {
  idMessages,
  type LegalDocument,
  legalDocument,
  legalDocumentMessages,
  publicLegalDocument,
  publicLegalMessages,
} from '@telehealth/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDocuments } from '../db/schema';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
});

afterAll(async () => {
  await h?.close();
});

const BASE = '/api/admin/legal-documents';

async function documentCount(): Promise<number> {
  const [row] = await h.database.db.select({ n: count() }).from(legalDocuments);
  return row?.n ?? 0;
}

async function list(query = ''): Promise<LegalDocument[]> {
  const response = await h.as('admin', { method: 'GET', url: `${BASE}${query}` });
  expect(response.statusCode).toBe(200);
  return legalDocument.array().parse(response.json());
}

async function create(payload: Record<string, unknown>) {
  return h.as('admin', { method: 'POST', url: BASE, payload });
}

async function activeOf(type: string): Promise<number[]> {
  const rows = await h.database.db
    .select({ id: legalDocuments.id, isActive: legalDocuments.isActive, type: legalDocuments.type })
    .from(legalDocuments);
  return rows.filter((row) => row.type === type && row.isActive).map((row) => row.id);
}

describe('authorisation', () => {
  const calls = [
    { method: 'GET', url: BASE },
    {
      method: 'POST',
      url: BASE,
      payload: { type: 'privacy_policy', title: 'T', content: '<p>x</p>', isActive: false },
    },
    { method: 'PUT', url: `${BASE}/1`, payload: { title: 'T', content: '<p>x</p>', isActive: false } },
    { method: 'DELETE', url: `${BASE}/2` },
    { method: 'POST', url: `${BASE}/2/activate` },
  ] as const;

  it.each(calls)(
    '$method $url answers 401 anonymous and 403 to every other role, and changes nothing',
    async (call) => {
      const before = await list();
      const anonymous = await h.as(null, { ...call });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Not authenticated' });
      for (const role of ['practitioner', 'writer', 'patient'] as const) {
        const response = await h.as(role, { ...call });
        expect(response.statusCode).toBe(403);
        expect(response.json().errorType).toBe('forbidden');
      }
      expect(await list()).toEqual(before);
    },
  );
});

describe('list', () => {
  it('lists every document, newest change first, and filters by type', async () => {
    const all = await list();
    expect(all).toHaveLength(3);
    const privacy = await list('?type=privacy_policy');
    expect(privacy.map((doc) => doc.type)).toEqual(['privacy_policy', 'privacy_policy']);
    const terms = await list('?type=terms_of_use');
    expect(terms).toHaveLength(1);
  });

  it('refuses an unknown type filter with 400', async () => {
    const response = await h.as('admin', { method: 'GET', url: `${BASE}?type=cookies` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Document type must be privacy_policy or terms_of_use',
      field: 'type',
    });
  });
});

describe('create: validation stores nothing', () => {
  const bad: [string, Record<string, unknown>, string, string][] = [
    [
      'empty title',
      { type: 'privacy_policy', title: '   ', content: '<p>Text</p>' },
      legalDocumentMessages.titleAndContentRequired,
      'title',
    ],
    [
      'missing title',
      { type: 'privacy_policy', content: '<p>Text</p>' },
      legalDocumentMessages.titleAndContentRequired,
      'title',
    ],
    [
      'empty editor',
      { type: 'privacy_policy', title: 'T', content: '<p><br></p>' },
      legalDocumentMessages.titleAndContentRequired,
      'content',
    ],
    [
      'blank content',
      { type: 'privacy_policy', title: 'T', content: '   ' },
      legalDocumentMessages.titleAndContentRequired,
      'content',
    ],
    // Only a script: empty once sanitised.
    [
      'script only',
      { type: 'privacy_policy', title: 'T', content: '<script>alert(1)</script>' },
      legalDocumentMessages.titleAndContentRequired,
      'content',
    ],
    [
      'unknown type',
      { type: 'cookies', title: 'T', content: '<p>x</p>' },
      'Document type must be privacy_policy or terms_of_use',
      'type',
    ],
    [
      'isActive not boolean',
      { type: 'privacy_policy', title: 'T', content: '<p>x</p>', isActive: 'yes' },
      'isActive must be true or false',
      'isActive',
    ],
    [
      'title too long',
      { type: 'privacy_policy', title: 'x'.repeat(201), content: '<p>x</p>' },
      legalDocumentMessages.titleTooLong,
      'title',
    ],
  ];

  it.each(bad)('%s → 400', async (_name, payload, message, field) => {
    const before = await documentCount();
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field, errorType: 'validation' });
    expect(await documentCount()).toBe(before);
  });
});

describe('create, edit, version, activation', () => {
  it('creates an inactive privacy policy by default with a trimmed title and version 1', async () => {
    const response = await create({ title: '  Privacy Policy 2026  ', content: '<p>Hello</p>' });
    expect(response.statusCode).toBe(201);
    const doc = legalDocument.parse(response.json());
    expect(doc).toMatchObject({
      type: 'privacy_policy',
      title: 'Privacy Policy 2026',
      isActive: false,
      version: 1,
    });
    expect(await activeOf('privacy_policy')).toHaveLength(1);
  });

  it('sanitises HTML on save: scripts, handlers, javascript: links, iframes and styles other than text-align go', async () => {
    const response = await create({
      type: 'terms_of_use',
      title: 'Dirty',
      content:
        '<h2 style="text-align: center; color: red" onclick="steal()">Terms</h2>' +
        '<p>Hello<script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
        '<p><a href="javascript:alert(3)">bad</a> <a href="https://example.com" target="_blank">good</a></p>' +
        '<iframe src="https://evil.example"></iframe><ul><li><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></li></ul>',
      isActive: false,
    });
    expect(response.statusCode).toBe(201);
    const { content } = legalDocument.parse(response.json());
    expect(content).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img|color/i);
    expect(content).toContain('<h2 style="text-align: center">Terms</h2>');
    expect(content).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>',
    );
    expect(content).toContain('<ul><li><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></li></ul>');
    const [stored] = await h.database.db
      .select({ content: legalDocuments.content })
      .from(legalDocuments)
      .where(eq(legalDocuments.title, 'Dirty'));
    expect(stored?.content).toBe(content);
  });

  it('raises the version on every title or content change, not on an isActive-only change', async () => {
    const created = legalDocument.parse((await create({ title: 'Versioned', content: '<p>v1</p>' })).json());
    const put = (payload: Record<string, unknown>) =>
      h.as('admin', { method: 'PUT', url: `${BASE}/${created.id}`, payload });

    let doc = legalDocument.parse(
      (await put({ title: 'Versioned', content: '<p>v2</p>', isActive: false })).json(),
    );
    expect(doc.version).toBe(2);
    doc = legalDocument.parse(
      (await put({ title: 'Versioned (edited)', content: '<p>v2</p>', isActive: false })).json(),
    );
    expect(doc.version).toBe(3);
    // Unchanged save: same version.
    doc = legalDocument.parse(
      (await put({ title: 'Versioned (edited)', content: '<p>v2</p>', isActive: false })).json(),
    );
    expect(doc.version).toBe(3);
    // Only the active flag: same version, but now the one active privacy policy.
    doc = legalDocument.parse(
      (await put({ title: ' Versioned (edited) ', content: '<p>v2</p>', isActive: true })).json(),
    );
    expect(doc).toMatchObject({ version: 3, isActive: true, title: 'Versioned (edited)' });
    expect(await activeOf('privacy_policy')).toEqual([created.id]);
    // The type cannot change on edit: a type in the body is ignored.
    doc = legalDocument.parse(
      (
        await put({ type: 'terms_of_use', title: 'Versioned (edited)', content: '<p>v3</p>', isActive: true })
      ).json(),
    );
    expect(doc).toMatchObject({ type: 'privacy_policy', version: 4 });
  });

  it('refuses an edit with empty content, leaving the document as it was', async () => {
    const [target] = await list('?type=terms_of_use');
    if (!target) throw new Error('no terms');
    const response = await h.as('admin', {
      method: 'PUT',
      url: `${BASE}/${target.id}`,
      payload: { title: target.title, content: '<p>   </p>', isActive: target.isActive },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: legalDocumentMessages.titleAndContentRequired,
      field: 'content',
    });
    const [after] = (await list('?type=terms_of_use')).filter((doc) => doc.id === target.id);
    expect(after).toEqual(target);
  });

  it('creating an active document deactivates the other of its type in the same step', async () => {
    const before = await activeOf('terms_of_use');
    expect(before).toHaveLength(1);
    const doc = legalDocument.parse(
      (
        await create({
          type: 'terms_of_use',
          title: 'Terms 2026',
          content: '<p>New terms</p>',
          isActive: true,
        })
      ).json(),
    );
    expect(await activeOf('terms_of_use')).toEqual([doc.id]);
    // The privacy policy is untouched.
    expect(await activeOf('privacy_policy')).toHaveLength(1);
  });

  it('activates an inactive document and deactivates the previous one; activating again changes nothing', async () => {
    const [previous] = await activeOf('terms_of_use');
    const inactive = (await list('?type=terms_of_use')).find((doc) => !doc.isActive);
    if (!inactive || previous === undefined) throw new Error('fixture');
    const response = await h.as('admin', { method: 'POST', url: `${BASE}/${inactive.id}/activate` });
    expect(response.statusCode).toBe(200);
    expect(legalDocument.parse(response.json())).toMatchObject({
      id: inactive.id,
      isActive: true,
      version: inactive.version,
    });
    expect(await activeOf('terms_of_use')).toEqual([inactive.id]);
    const again = await h.as('admin', { method: 'POST', url: `${BASE}/${inactive.id}/activate` });
    expect(again.statusCode).toBe(200);
    expect(await activeOf('terms_of_use')).toEqual([inactive.id]);
  });

  it('keeps exactly one active document when two activations race', async () => {
    const docs = (await list('?type=terms_of_use')).filter((doc) => !doc.isActive);
    expect(docs.length).toBeGreaterThanOrEqual(2);
    const responses = await Promise.all(
      docs.map((doc) => h.as('admin', { method: 'POST', url: `${BASE}/${doc.id}/activate` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(docs.map(() => 200));
    expect(await activeOf('terms_of_use')).toHaveLength(1);
  });
});

describe('delete', () => {
  it('refuses to delete the active document with 409', async () => {
    const [active] = await activeOf('privacy_policy');
    const before = await documentCount();
    const response = await h.as('admin', { method: 'DELETE', url: `${BASE}/${active}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: legalDocumentMessages.deleteActive, errorType: 'conflict' });
    expect(await documentCount()).toBe(before);
  });

  it('deletes an inactive document', async () => {
    const inactive = (await list()).find((doc) => !doc.isActive);
    if (!inactive) throw new Error('fixture');
    const response = await h.as('admin', { method: 'DELETE', url: `${BASE}/${inactive.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: legalDocumentMessages.deleted });
    expect((await list()).some((doc) => doc.id === inactive.id)).toBe(false);
  });
});

describe('ids', () => {
  it.each([
    ['PUT', `${BASE}/999999`, { title: 'T', content: '<p>x</p>', isActive: false }],
    ['DELETE', `${BASE}/999999`, undefined],
    ['POST', `${BASE}/999999/activate`, undefined],
  ] as const)('%s %s answers 404', async (method, url, payload) => {
    const response = await h.as('admin', { method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: legalDocumentMessages.notFound, errorType: 'not_found' });
  });

  it.each([
    ['PUT', `${BASE}/abc`],
    ['DELETE', `${BASE}/1.5`],
    ['POST', `${BASE}/-1/activate`],
    ['DELETE', `${BASE}/0`],
  ] as const)('%s %s answers 400', async (method, url) => {
    const response = await h.as('admin', {
      method,
      url,
      ...(method === 'PUT' ? { payload: { title: 'T', content: '<p>x</p>', isActive: false } } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: idMessages.invalid, field: 'id' });
  });
});

describe('public active document', () => {
  it('serves the active document of each type to anyone', async () => {
    for (const type of ['privacy_policy', 'terms_of_use'] as const) {
      const response = await h.as(null, { method: 'GET', url: `/api/legal-documents/active/${type}` });
      expect(response.statusCode).toBe(200);
      const doc = publicLegalDocument.parse(response.json());
      expect(doc.type).toBe(type);
      expect(await activeOf(type)).toEqual([doc.id]);
    }
  });

  it('sanitises on read too, even content written around the API', async () => {
    const [active] = await activeOf('terms_of_use');
    if (active === undefined) throw new Error('fixture');
    await h.database.db
      .update(legalDocuments)
      .set({ content: '<p onmouseover="x()">Read<script>alert(1)</script><img src=x onerror=alert(1)></p>' })
      .where(eq(legalDocuments.id, active));
    const response = await h.as(null, { method: 'GET', url: '/api/legal-documents/active/terms_of_use' });
    expect(publicLegalDocument.parse(response.json()).content).toBe('<p>Read</p>');
    expect((await list()).find((doc) => doc.id === active)?.content).toBe('<p>Read</p>');
  });

  it('answers 404 when nothing is published and 400 for an unknown type', async () => {
    await h.database.db
      .update(legalDocuments)
      .set({ isActive: false })
      .where(eq(legalDocuments.type, 'privacy_policy'));
    const none = await h.as(null, { method: 'GET', url: '/api/legal-documents/active/privacy_policy' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: publicLegalMessages.notPublished, errorType: 'not_found' });
    const unknown = await h.as(null, { method: 'GET', url: '/api/legal-documents/active/cookies' });
    expect(unknown.statusCode).toBe(400);
  });
});

import { articleMessages, publicArticle, publicArticlePage, writerArticle } from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { multipart, tinyPdf, tinyPng } from '../test/admin-tools';
import { login, SESSION_COOKIE } from '../test/helpers';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;
let secondWriterSid: string;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  // The demo seed's second content writer.
  const { sid } = await login(h.app, 'writer2@example.com');
  if (!sid) throw new Error('second writer could not sign in');
  secondWriterSid = sid;
});

afterAll(async () => {
  await h?.close();
});

const BASE = '/api/writer/articles';

async function create(title: string, content = '<p>Body text.</p>', extra: Record<string, unknown> = {}) {
  const response = await h.as('writer', { method: 'POST', url: BASE, payload: { title, content, ...extra } });
  expect(response.statusCode).toBe(201);
  return writerArticle.parse(response.json().article);
}

describe('writer endpoints', () => {
  it('answer 401 to a visitor and 403 to a patient', async () => {
    expect((await h.as(null, { method: 'GET', url: BASE })).statusCode).toBe(401);
    expect((await h.as('patient', { method: 'GET', url: BASE })).statusCode).toBe(403);
    expect((await h.as('patient', { method: 'POST', url: BASE, payload: { title: 'x' } })).statusCode).toBe(
      403,
    );
  });

  it("give another writer 403 on an article's endpoints and let an admin edit it", async () => {
    const article = await create('Owned by the demo writer');
    const url = `${BASE}/${article.id}`;
    for (const call of [
      { method: 'GET', url },
      { method: 'PUT', url, payload: { title: 'Taken over' } },
      { method: 'POST', url: `${url}/publish` },
      { method: 'POST', url: `${url}/unpublish` },
      { method: 'DELETE', url },
    ] as const) {
      const response = await h.app.inject({ ...call, cookies: { [SESSION_COOKIE]: secondWriterSid } });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().message).toBe(articleMessages.notYours);
    }
    const byAdmin = await h.as('admin', { method: 'PUT', url, payload: { title: 'Edited by an admin' } });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().article.title).toBe('Edited by an admin');
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'article.update'), eq(auditLog.targetId, String(article.id))));
    expect(audit?.details).toMatchObject({ title: 'Edited by an admin', status: 'draft' });
  });

  it('answer 400 with the field for a missing title and 409 with field slug for a taken slug', async () => {
    const missing = await h.as('writer', { method: 'POST', url: BASE, payload: { content: '<p>x</p>' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: articleMessages.titleRequired, field: 'title' });
    const clash = await h.as('writer', {
      method: 'POST',
      url: BASE,
      payload: { title: 'Clash', slug: 'understanding-erectile-dysfunction' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: articleMessages.slugTaken, field: 'slug' });
  });

  it('return a warning, not a refusal, for a prescription-only medicine', async () => {
    const response = await h.as('writer', {
      method: 'POST',
      url: BASE,
      payload: { title: 'Treatments', content: '<p>Viagra is one brand.</p>' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().warnings[0]).toContain('viagra');
  });

  it('accept a cover image checked by content and size, and serve it', async () => {
    const article = await create('With a cover');
    const url = `${BASE}/${article.id}/cover`;
    const fake = await h.as('writer', {
      method: 'POST',
      url,
      ...multipart({}, [{ field: 'cover', name: 'cover.png', content: tinyPdf, type: 'image/png' }]),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ message: articleMessages.coverTypeNotAllowed, field: 'cover' });
    const huge = Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await h.as('writer', {
      method: 'POST',
      url,
      ...multipart({}, [{ field: 'cover', name: 'big.png', content: huge, type: 'image/png' }]),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(articleMessages.coverTooLarge);

    const other = await h.app.inject({
      method: 'POST',
      url,
      cookies: { [SESSION_COOKIE]: secondWriterSid },
      ...multipart({}, [{ field: 'cover', name: 'cover.png', content: tinyPng }]),
    });
    expect(other.statusCode).toBe(403);

    const ok = await h.as('writer', {
      method: 'POST',
      url,
      ...multipart({}, [{ field: 'cover', name: 'photo.jpg', content: tinyPng, type: 'image/jpeg' }]),
    });
    expect(ok.statusCode).toBe(200);
    const coverUrl = writerArticle.parse(ok.json()).coverImageUrl;
    expect(coverUrl).toMatch(/^\/api\/articles\/covers\/[0-9a-f-]{36}\.png$/);
    const served = await h.as(null, { method: 'GET', url: coverUrl as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(tinyPng)).toBe(true);
    expect(
      (
        await h.as(null, {
          method: 'GET',
          url: '/api/articles/covers/00000000-0000-0000-0000-000000000000.png',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('public endpoints', () => {
  it('list published articles newest first, 12 a page, searchable, and 404 unknown or unpublished ones', async () => {
    const list = await h.as(null, { method: 'GET', url: '/api/articles' });
    expect(list.statusCode).toBe(200);
    const page = publicArticlePage.parse(list.json());
    expect(page.items.length).toBeLessThanOrEqual(12);
    expect(page.items.every((item) => !('content' in item))).toBe(true);

    const article = await create(
      'Zucchini season',
      '<p>Grate it into muffins.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    );
    expect((await h.as(null, { method: 'GET', url: `/api/articles/${article.slug}` })).statusCode).toBe(404);
    await h.as('writer', { method: 'POST', url: `${BASE}/${article.id}/publish` });

    const search = await h.as(null, { method: 'GET', url: '/api/articles?q=muffins' });
    expect(publicArticlePage.parse(search.json()).items.map((item) => item.slug)).toEqual([article.slug]);
    const read = publicArticle.parse(
      (await h.as(null, { method: 'GET', url: `/api/articles/${article.slug}` })).json(),
    );
    expect(read.content).not.toMatch(/script|javascript:/);
    expect(read.authorName).toBe('Jordan Lee');

    const draft = await h.as(null, { method: 'GET', url: '/api/articles/staying-active-through-winter' });
    expect(draft.statusCode).toBe(404);
    expect(draft.json().message).toBe(articleMessages.notFound);
    expect((await h.as(null, { method: 'GET', url: '/api/articles?category=nope' })).statusCode).toBe(400);
  });
});

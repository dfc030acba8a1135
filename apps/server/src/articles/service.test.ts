import { type ArticleCategory, articleMessages } from '@telehealth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestDatabase, TEST_EPOCH, type TestDatabase } from '../test/helpers';
import * as articles from './service';

let database: TestDatabase;
let writer: articles.Editor;
let other: articles.Editor;
const admin: articles.Editor = { id: 0, isAdmin: true, isContentWriter: false };
const later = (minutes: number) => new Date(TEST_EPOCH.getTime() + minutes * 60_000);

const base = {
  slug: '',
  excerpt: '',
  category: 'general-health' as ArticleCategory,
  tags: [] as string[],
  seoTitle: '',
  seoDescription: '',
};

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  const person = (email: string) => ({
    email,
    passwordHash: 'x',
    firstName: 'Writer',
    lastName: email.split('@')[0] ?? '',
    isContentWriter: true,
    role: 'content_writer' as const,
  });
  const [one, two] = await database.db
    .insert(users)
    .values([person('one@example.com'), person('two@example.com')])
    .returning();
  if (!one || !two) throw new Error('writers not created');
  writer = { id: one.id, isAdmin: false, isContentWriter: true };
  other = { id: two.id, isAdmin: false, isContentWriter: true };
});

afterAll(async () => {
  await database?.dispose();
});

async function published(title: string, content: string, at: number, extra: Partial<typeof base> = {}) {
  const { db } = database;
  const { article } = await articles.createArticle(
    db,
    writer,
    { ...base, ...extra, title, content },
    later(at),
  );
  return articles.publishArticle(db, writer, article.id, later(at));
}

describe('the articles service', () => {
  it('makes a unique slug from the title, refuses a typed slug in use with field slug, and sanitises HTML', async () => {
    const { db } = database;
    const first = await articles.createArticle(
      db,
      writer,
      {
        ...base,
        title: 'Sleep & Stress: a guide',
        content: '<p>Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>',
      },
      later(1),
    );
    expect(first.article.slug).toBe('sleep-stress-a-guide');
    expect(first.article.content).not.toMatch(/script|onerror/);
    const second = await articles.createArticle(
      db,
      writer,
      { ...base, title: 'Sleep & stress: a guide', content: '' },
      later(2),
    );
    expect(second.article.slug).toBe('sleep-stress-a-guide-2');

    await expect(
      articles.updateArticle(
        db,
        writer,
        second.article.id,
        { ...base, title: 'x', slug: 'sleep-stress-a-guide', content: '' },
        later(3),
      ),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: articleMessages.slugTaken,
      details: { field: 'slug' },
    });
  });

  it('lets a writer edit only their own articles, and an admin any', async () => {
    const { db } = database;
    const { article } = await articles.createArticle(
      db,
      writer,
      { ...base, title: 'Mine', content: '' },
      later(4),
    );
    await expect(articles.getWriterArticle(db, other, article.id)).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      articles.updateArticle(db, other, article.id, { ...base, title: 'Theirs', content: '' }, later(5)),
    ).rejects.toMatchObject({ statusCode: 403, message: articleMessages.notYours });
    const saved = await articles.updateArticle(
      db,
      admin,
      article.id,
      { ...base, title: 'Edited by admin', content: '' },
      later(6),
    );
    expect(saved.article).toMatchObject({ title: 'Edited by admin', authorId: writer.id });
    await expect(articles.getWriterArticle(db, writer, 999_999)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('warns about a prescription-only medicine but saves the copy', async () => {
    const { db } = database;
    const result = await articles.createArticle(
      db,
      writer,
      { ...base, title: 'About treatment', content: '<p>Some men are prescribed Tadalafil.</p>' },
      later(7),
    );
    expect(result.article.content).toContain('Tadalafil');
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toContain('tadalafil');
    const clean = await articles.createArticle(
      db,
      writer,
      { ...base, title: 'Walking', content: '<p>Walk daily.</p>' },
      later(8),
    );
    expect(clean.warnings).toEqual([]);
  });

  it('publishes (keeping the first date), unpublishes to archived, and hides unpublished articles from the public', async () => {
    const { db } = database;
    const article = await published('Hydration basics', '<p>Drink water through the day.</p>', 10);
    expect(article).toMatchObject({ status: 'published', publishedAt: later(10).toISOString() });
    expect((await articles.getPublished(db, article.slug)).title).toBe('Hydration basics');
    expect((await articles.getPublished(db, String(article.id))).slug).toBe(article.slug);

    const down = await articles.unpublishArticle(db, writer, article.id, later(11));
    expect(down.status).toBe('archived');
    await expect(articles.getPublished(db, article.slug)).rejects.toMatchObject({ statusCode: 404 });
    const again = await articles.publishArticle(db, writer, article.id, later(12));
    expect(again.publishedAt).toBe(later(10).toISOString());
    await expect(articles.getPublished(db, 'no-such-article')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses to publish an article without content', async () => {
    const { db } = database;
    const { article } = await articles.createArticle(
      db,
      writer,
      { ...base, title: 'Empty', content: '<p> </p>' },
      later(13),
    );
    await expect(articles.publishArticle(db, writer, article.id, later(14))).rejects.toMatchObject({
      statusCode: 400,
      message: articleMessages.contentRequiredToPublish,
    });
  });

  it('searches title over body, filters by category and lists newest first, 12 a page', async () => {
    const { db } = database;
    const body = await published('Morning routines', '<p>A glass of water and some quinoa porridge.</p>', 20);
    const title = await published('Quinoa for breakfast', '<p>A grain worth knowing.</p>', 21, {
      category: 'weight-management',
    });
    const found = await articles.listPublished(db, { q: 'quinoa', page: 1 });
    expect(found.items.map((item) => item.id)).toEqual([title.id, body.id]);
    const filtered = await articles.listPublished(db, {
      q: 'quinoa',
      category: 'weight-management',
      page: 1,
    });
    expect(filtered.items.map((item) => item.id)).toEqual([title.id]);
    expect((await articles.listPublished(db, { q: 'nothingmatcheshere', page: 1 })).total).toBe(0);

    for (let n = 0; n < 12; n++) await published(`Filler ${n}`, '<p>Filler text.</p>', 30 + n);
    const first = await articles.listPublished(db, { page: 1 });
    expect(first.items).toHaveLength(12);
    expect(first.items[0]?.title).toBe('Filler 11');
    const dates = first.items.map((item) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await articles.listPublished(db, { page: 2 });
    expect(second.items.length).toBe(first.total - 12);
  });

  it("lists a writer's own articles by status; an admin sees everyone's", async () => {
    const { db } = database;
    await articles.createArticle(db, other, { ...base, title: 'Other draft', content: '' }, later(50));
    const drafts = await articles.listWriterArticles(db, writer, { status: 'draft', page: 1 });
    expect(drafts.items.every((item) => item.status === 'draft' && item.authorId === writer.id)).toBe(true);
    expect(drafts.items.some((item) => item.title === 'Other draft')).toBe(false);
    const all = await articles.listWriterArticles(db, admin, { status: 'draft', page: 1 });
    expect(all.items.some((item) => item.title === 'Other draft')).toBe(true);
  });
});

import {
  type ArticleSaveResult,
  type ArticleStatus,
  type ArticleValues,
  articleCopyWarnings,
  articleLimits,
  articleMessages,
  errorTypes,
  type PublicArticle,
  type PublicArticleListQuery,
  type PublicArticlePage,
  type PublicArticleSummary,
  readingMinutes,
  slugify,
  type WriterArticle,
  type WriterArticlePage,
  type WriterArticleSummary,
} from '@telehealth/contract';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { type Db, transaction } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { articles, users } from '../db/schema';
import { sanitizeRichText } from '../html/sanitize';
import { HttpError, notFound } from '../http/errors';

/**
 * Articles (docs/product/articles.md). A writer edits only their own articles (403 for another's), an admin edits any.
 * Saving never changes the status; Publish sets `published` (keeping the first publication date), Unpublish sets
 * `archived`. HTML is sanitised on save and again on every read. Copy naming a prescription-only medicine is saved
 * with a warning for the writer (campaigns refuse it; see the README).
 */

type Row = typeof articles.$inferSelect;
type RowWithAuthor = { article: Row; firstName: string | null; lastName: string | null };

/** Who is editing: the session's user. */
export interface Editor {
  id: number;
  isAdmin: boolean;
  isContentWriter: boolean;
}

export const coverUrl = (name: string | null): string | null =>
  name ? `/api/articles/covers/${name}` : null;

const authorName = (row: RowWithAuthor) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || 'Our clinical team';

/** The fields the writer's and the public views share. */
function commonFields(row: RowWithAuthor) {
  const { article } = row;
  return {
    id: article.id,
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    category: article.category as WriterArticle['category'],
    tags: article.tags,
    seoTitle: article.seoTitle,
    seoDescription: article.seoDescription,
    coverImageUrl: coverUrl(article.coverImage),
    authorName: authorName(row),
    updatedAt: article.updatedAt.toISOString(),
  };
}

function toWriterSummary(row: RowWithAuthor): WriterArticleSummary {
  const { article } = row;
  return {
    ...commonFields(row),
    status: article.status,
    authorId: article.authorId,
    publishedAt: article.publishedAt?.toISOString() ?? null,
    createdAt: article.createdAt.toISOString(),
  };
}

async function toWriterArticle(row: RowWithAuthor): Promise<WriterArticle> {
  return { ...toWriterSummary(row), content: await sanitizeRichText(row.article.content) };
}

function toPublicSummary(row: RowWithAuthor): PublicArticleSummary {
  const { article } = row;
  return {
    ...commonFields(row),
    publishedAt: (article.publishedAt ?? article.updatedAt).toISOString(),
    readingMinutes: readingMinutes(article.content),
  };
}

const withAuthor = (db: Db) =>
  db
    .select({ article: articles, firstName: users.firstName, lastName: users.lastName })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId));

/** Content writers and admins may write; anyone else signed in gets a 403. */
export function assertEditor(editor: Editor): void {
  if (!editor.isAdmin && !editor.isContentWriter) {
    throw new HttpError(403, articleMessages.notYours, { errorType: errorTypes.forbidden });
  }
}

/** The article, checked: 404 when missing, 403 when it is another writer's (admins pass). */
async function ownedRow(db: Db, editor: Editor, id: number, lock = false): Promise<RowWithAuthor> {
  assertEditor(editor);
  const query = withAuthor(db).where(eq(articles.id, id));
  const [row] = lock ? await query.for('update', { of: articles }) : await query;
  if (!row) throw notFound(articleMessages.notFound);
  if (!editor.isAdmin && row.article.authorId !== editor.id) {
    throw new HttpError(403, articleMessages.notYours, { errorType: errorTypes.forbidden });
  }
  return row;
}

const slugTaken = () =>
  new HttpError(409, articleMessages.slugTaken, { errorType: errorTypes.conflict, field: 'slug' });

async function slugInUse(tx: Db, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug));
  return row !== undefined && row.id !== exceptId;
}

/**
 * The slug to store. One the writer typed must be free (409 with field `slug` otherwise); one made from the
 * title gets `-2`, `-3`... until it is. A title of no letters or digits falls back to `article`.
 */
async function chooseSlug(tx: Db, typed: string, title: string, exceptId: number | null): Promise<string> {
  if (typed) {
    if (await slugInUse(tx, typed, exceptId)) throw slugTaken();
    return typed;
  }
  const base = slugify(title) || 'article';
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, articleLimits.slugMaxLength - suffix.length)}${suffix}`;
    if (!(await slugInUse(tx, candidate, exceptId))) return candidate;
  }
}

async function cleanValues(input: ArticleValues) {
  return { ...input, content: await sanitizeRichText(input.content) };
}

function warningsFor(values: ArticleValues): string[] {
  return articleCopyWarnings([
    values.title,
    values.excerpt,
    values.content,
    values.seoTitle,
    values.seoDescription,
    values.tags.join(' '),
  ]);
}

/** Runs a write, turning a slug clash that slipped past the check (two saves at once) into the 409. */
async function guardSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

async function reload(db: Db, id: number): Promise<RowWithAuthor> {
  const [row] = await withAuthor(db).where(eq(articles.id, id));
  if (!row) throw notFound(articleMessages.notFound);
  return row;
}

export async function createArticle(
  db: Db,
  editor: Editor,
  input: ArticleValues,
  now: Date,
): Promise<ArticleSaveResult> {
  assertEditor(editor);
  const values = await cleanValues(input);
  const id = await guardSlug(() =>
    transaction(db, async (tx) => {
      const slug = await chooseSlug(tx, values.slug, values.title, null);
      const [inserted] = await tx
        .insert(articles)
        .values({ ...values, slug, authorId: editor.id, status: 'draft', createdAt: now, updatedAt: now })
        .returning({ id: articles.id });
      if (!inserted) throw new Error('article was not created');
      return inserted.id;
    }),
  );
  return { article: await toWriterArticle(await reload(db, id)), warnings: warningsFor(values) };
}

export async function updateArticle(
  db: Db,
  editor: Editor,
  id: number,
  input: ArticleValues,
  now: Date,
): Promise<ArticleSaveResult> {
  const values = await cleanValues(input);
  await guardSlug(() =>
    transaction(db, async (tx) => {
      await ownedRow(tx, editor, id, true);
      const slug = await chooseSlug(tx, values.slug, values.title, id);
      await tx
        .update(articles)
        .set({ ...values, slug, updatedAt: now })
        .where(eq(articles.id, id));
    }),
  );
  return { article: await toWriterArticle(await reload(db, id)), warnings: warningsFor(values) };
}

export async function getWriterArticle(db: Db, editor: Editor, id: number): Promise<WriterArticle> {
  return toWriterArticle(await ownedRow(db, editor, id));
}

/** Deletes the article; answers the cover file it had, for the caller to remove. */
export async function deleteArticle(db: Db, editor: Editor, id: number): Promise<string | null> {
  return transaction(db, async (tx) => {
    const row = await ownedRow(tx, editor, id, true);
    await tx.delete(articles).where(eq(articles.id, id));
    return row.article.coverImage;
  });
}

async function setStatus(
  db: Db,
  editor: Editor,
  id: number,
  status: ArticleStatus,
  now: Date,
): Promise<WriterArticle> {
  await transaction(db, async (tx) => {
    const { article } = await ownedRow(tx, editor, id, true);
    if (status === 'published') {
      const content = await sanitizeRichText(article.content);
      if (!article.title.trim() || !content.replace(/<[^>]*>/g, '').trim()) {
        throw new HttpError(400, articleMessages.contentRequiredToPublish, {
          errorType: errorTypes.validation,
          field: 'content',
        });
      }
    }
    await tx
      .update(articles)
      .set({
        status,
        updatedAt: now,
        ...(status === 'published' && !article.publishedAt ? { publishedAt: now } : {}),
      })
      .where(eq(articles.id, id));
  });
  return toWriterArticle(await reload(db, id));
}

export const publishArticle = (db: Db, editor: Editor, id: number, now: Date) =>
  setStatus(db, editor, id, 'published', now);
export const unpublishArticle = (db: Db, editor: Editor, id: number, now: Date) =>
  setStatus(db, editor, id, 'archived', now);

/** Records the new cover; answers the article and the file it replaced, for the caller to remove. */
export async function setCover(
  db: Db,
  editor: Editor,
  id: number,
  fileName: string,
  now: Date,
): Promise<{ article: WriterArticle; replaced: string | null }> {
  const replaced = await transaction(db, async (tx) => {
    const { article } = await ownedRow(tx, editor, id, true);
    await tx.update(articles).set({ coverImage: fileName, updatedAt: now }).where(eq(articles.id, id));
    return article.coverImage;
  });
  return { article: await toWriterArticle(await reload(db, id)), replaced };
}

/** Whether a stored cover belongs to an article (covers are served only while they do). */
export async function coverExists(db: Db, fileName: string): Promise<boolean> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.coverImage, fileName));
  return row !== undefined;
}

/** The editor's articles (every article for an admin), optionally of one status, last updated first. */
export async function listWriterArticles(
  db: Db,
  editor: Editor,
  query: { status?: ArticleStatus | undefined; page: number },
): Promise<WriterArticlePage> {
  assertEditor(editor);
  const pageSize = articleLimits.writerPageSize;
  const where = and(
    editor.isAdmin ? undefined : eq(articles.authorId, editor.id),
    query.status ? eq(articles.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    withAuthor(db)
      .where(where)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { items: rows.map(toWriterSummary), total: total?.n ?? 0, page: query.page, pageSize };
}

/**
 * Published articles, newest first, 12 a page. With `q`, PostgreSQL text search (`websearch_to_tsquery`, so
 * quotes and `-word` work) over the weighted `search` column: best match first (a title hit outranks a body
 * hit), newest first among equals.
 */
export async function listPublished(
  db: Db,
  query: { q?: string | undefined; category?: PublicArticleListQuery['category']; page: number },
): Promise<PublicArticlePage> {
  const pageSize = articleLimits.publicPageSize;
  const q = query.q?.trim();
  const tsQuery = q ? sql`websearch_to_tsquery('english', ${q})` : null;
  const where = and(
    eq(articles.status, 'published'),
    query.category ? eq(articles.category, query.category) : undefined,
    tsQuery ? sql`${articles.search} @@ ${tsQuery}` : undefined,
  );
  const order: SQL[] = tsQuery ? [sql`ts_rank(${articles.search}, ${tsQuery}) desc`] : [];
  const [rows, [total]] = await Promise.all([
    withAuthor(db)
      .where(where)
      .orderBy(...order, desc(articles.publishedAt), desc(articles.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { items: rows.map(toPublicSummary), total: total?.n ?? 0, page: query.page, pageSize };
}

/** A published article by slug, or by id when the key is digits; 404 otherwise. */
export async function getPublished(db: Db, slugOrId: string): Promise<PublicArticle> {
  const byId = /^\d{1,9}$/.test(slugOrId) ? eq(articles.id, Number(slugOrId)) : undefined;
  const [row] = await withAuthor(db)
    .where(
      and(
        eq(articles.status, 'published'),
        byId ? or(eq(articles.slug, slugOrId), byId) : eq(articles.slug, slugOrId),
      ),
    )
    .orderBy(sql`${articles.slug} = ${slugOrId} desc`)
    .limit(1);
  if (!row) throw notFound(articleMessages.notFound);
  return { ...toPublicSummary(row), content: await sanitizeRichText(row.article.content) };
}

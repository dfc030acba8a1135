import { z } from 'zod';
import { namesPrescriptionOnlyMedicine } from '../medicines/prescription-only';
import { safeString } from '../text';

/** An article is a draft, published, or archived (taken down by Unpublish). */
export const articleStatuses = ['draft', 'published', 'archived'] as const;
export const articleStatus = z.enum(articleStatuses, {
  error: 'Status must be draft, published or archived',
});
export type ArticleStatus = z.infer<typeof articleStatus>;

export const articleStatusLabels: Readonly<Record<ArticleStatus, string>> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

/** The categories articles are filed under, in the order the filter lists them. */
export const articleCategories = [
  'sexual-health',
  'mens-health',
  'weight-management',
  'contraception',
  'mental-health',
  'general-health',
] as const;
export const articleCategory = z.enum(articleCategories, { error: 'Choose a category' });
export type ArticleCategory = z.infer<typeof articleCategory>;

export const articleCategoryLabels: Readonly<Record<ArticleCategory, string>> = {
  'sexual-health': 'Sexual health',
  'mens-health': "Men's health",
  'weight-management': 'Weight management',
  contraception: 'Contraception',
  'mental-health': 'Mental health',
  'general-health': 'General health',
};

export const articleLimits = {
  titleMaxLength: 200,
  slugMaxLength: 120,
  excerptMaxLength: 300,
  contentMaxLength: 200_000,
  maxTags: 10,
  tagMaxLength: 40,
  seoTitleMaxLength: 70,
  seoDescriptionMaxLength: 160,
  /** Published articles per page of /articles. */
  publicPageSize: 12,
  /** The writer's list, per page. */
  writerPageSize: 50,
  searchMaxLength: 200,
  /** Words a reader reads in a minute, for "x min read". */
  wordsPerMinute: 200,
} as const;

/** The cover image: checked by its content (not its name) and size on the server. */
export const articleCoverRules = {
  mimeTypes: ['image/jpeg', 'image/png', 'image/gif'],
  extensions: ['jpg', 'jpeg', 'png', 'gif'],
  maxFileBytes: 5 * 1024 * 1024,
  /** The multipart field that carries the file. */
  fieldName: 'cover',
} as const;

/** Every article message, shown by the form and answered by the server alike. */
export const articleMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${articleLimits.titleMaxLength} characters`,
  slugInvalid: 'Slug may contain only lowercase letters, numbers and single hyphens',
  slugTooLong: `Slug must be at most ${articleLimits.slugMaxLength} characters`,
  slugTaken: 'This slug is already used by another article. Choose a different one.',
  excerptTooLong: `Excerpt must be at most ${articleLimits.excerptMaxLength} characters`,
  contentTooLong: `Content must be at most ${articleLimits.contentMaxLength} characters`,
  contentRequiredToPublish: 'Add a title and some content before publishing',
  tooManyTags: `Use at most ${articleLimits.maxTags} tags`,
  tagTooLong: `Each tag must be at most ${articleLimits.tagMaxLength} characters`,
  seoTitleTooLong: `SEO title must be at most ${articleLimits.seoTitleMaxLength} characters`,
  seoDescriptionTooLong: `SEO description must be at most ${articleLimits.seoDescriptionMaxLength} characters`,
  searchTooLong: `Search must be at most ${articleLimits.searchMaxLength} characters`,
  pageInvalid: 'page must be a whole number of 1 or more',
  notFound: 'Article not found',
  notYours: 'You can only edit your own articles',
  coverRequired: 'Choose an image to upload',
  coverTooLarge: 'Cover image must be 5 MB or smaller',
  coverTypeNotAllowed: 'Cover image must be a JPEG, PNG or GIF image',
  saved: 'Saved',
  saving: 'Saving…',
  saveFailed: 'Not saved: your text is kept here. We will try again when you next type.',
  published: 'Article published',
  unpublished: 'Article unpublished',
  deleted: 'Article deleted',
  listFailed: 'Failed to load articles',
} as const;

/** The warning a save returns when the copy names a prescription-only medicine (it is saved all the same). */
export function prescriptionOnlyWarning(names: readonly string[]): string {
  return `This article names a prescription-only medicine (${names.join(', ')}). Australian law forbids advertising these to the public: keep the copy educational and make no claims.`;
}

/** The warnings for an article's title, excerpt, content and SEO fields. */
export function articleCopyWarnings(fields: readonly string[]): string[] {
  const names = namesPrescriptionOnlyMedicine(fields.join('\n').replace(/<[^>]*>/g, ' '));
  return names.length > 0 ? [prescriptionOnlyWarning(names)] : [];
}

/** A slug from a title: lower case ASCII words joined by single hyphens (accents dropped). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, articleLimits.slugMaxLength)
    .replace(/-+$/g, '');
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Minutes to read formatted HTML, at least 1. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / articleLimits.wordsPerMinute));
}

const optionalText = (max: number, message: string) => safeString().trim().max(max, { message }).default('');

/**
 * `POST /api/writer/articles` and `PUT /api/writer/articles/{id}`: the editable fields. Saving never changes the
 * status (Publish and Unpublish do), so a draft can be saved half-written; an empty slug is made from the title.
 */
export const articleInput = z.object({
  title: safeString({ error: articleMessages.titleRequired })
    .trim()
    .min(1, { message: articleMessages.titleRequired })
    .max(articleLimits.titleMaxLength, { message: articleMessages.titleTooLong }),
  slug: safeString()
    .trim()
    .max(articleLimits.slugMaxLength, { message: articleMessages.slugTooLong })
    .refine((value) => value === '' || slugPattern.test(value), { message: articleMessages.slugInvalid })
    .default(''),
  excerpt: optionalText(articleLimits.excerptMaxLength, articleMessages.excerptTooLong),
  content: safeString()
    .max(articleLimits.contentMaxLength, { message: articleMessages.contentTooLong })
    .default(''),
  category: articleCategory.default('general-health'),
  tags: z
    .array(
      safeString().trim().min(1).max(articleLimits.tagMaxLength, { message: articleMessages.tagTooLong }),
    )
    .max(articleLimits.maxTags, { message: articleMessages.tooManyTags })
    .default([]),
  seoTitle: optionalText(articleLimits.seoTitleMaxLength, articleMessages.seoTitleTooLong),
  seoDescription: optionalText(articleLimits.seoDescriptionMaxLength, articleMessages.seoDescriptionTooLong),
});
export type ArticleInput = z.input<typeof articleInput>;
export type ArticleValues = z.output<typeof articleInput>;

const timestamp = safeString();

/** An article as its writer (or an admin) edits it. */
export const writerArticle = z.object({
  id: z.number().int().positive(),
  title: safeString(),
  slug: safeString(),
  excerpt: safeString(),
  /** Sanitised HTML. */
  content: safeString(),
  category: articleCategory,
  tags: z.array(safeString()),
  seoTitle: safeString(),
  seoDescription: safeString(),
  status: articleStatus,
  /** Where the cover is served, or null. */
  coverImageUrl: safeString().nullable(),
  authorId: z.number().int().nullable(),
  authorName: safeString(),
  publishedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type WriterArticle = z.infer<typeof writerArticle>;

/** What a save answers: the article and the writer's warnings (a prescription-only medicine named, say). */
export const articleSaveResult = z.object({
  article: writerArticle,
  warnings: z.array(safeString()),
});
export type ArticleSaveResult = z.infer<typeof articleSaveResult>;

const page = z.coerce
  .number({ error: articleMessages.pageInvalid })
  .int({ message: articleMessages.pageInvalid })
  .min(1, { message: articleMessages.pageInvalid })
  .max(100_000, { message: articleMessages.pageInvalid })
  .default(1);

/** `GET /api/writer/articles?status&page`. */
export const writerArticleListQuery = z.object({
  status: articleStatus.optional(),
  page,
});
export type WriterArticleListQuery = z.input<typeof writerArticleListQuery>;

export const writerArticleSummary = writerArticle.omit({ content: true });
export type WriterArticleSummary = z.infer<typeof writerArticleSummary>;

/** One page of a list: its items, the total across pages, the page number and the page size. */
const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

export const writerArticlePage = pageOf(writerArticleSummary);
export type WriterArticlePage = z.infer<typeof writerArticlePage>;

/** `GET /api/articles?q&category&page`: published articles, newest first (best match first when searching). */
export const publicArticleListQuery = z.object({
  q: safeString()
    .trim()
    .max(articleLimits.searchMaxLength, { message: articleMessages.searchTooLong })
    .optional(),
  category: articleCategory.optional(),
  page,
});
export type PublicArticleListQuery = z.input<typeof publicArticleListQuery>;

/** A published article as a visitor reads it. */
export const publicArticle = z.object({
  id: z.number().int().positive(),
  slug: safeString(),
  title: safeString(),
  excerpt: safeString(),
  content: safeString(),
  category: articleCategory,
  tags: z.array(safeString()),
  seoTitle: safeString(),
  seoDescription: safeString(),
  coverImageUrl: safeString().nullable(),
  authorName: safeString(),
  publishedAt: timestamp,
  updatedAt: timestamp,
  readingMinutes: z.number().int().positive(),
});
export type PublicArticle = z.infer<typeof publicArticle>;

export const publicArticleSummary = publicArticle.omit({ content: true });
export type PublicArticleSummary = z.infer<typeof publicArticleSummary>;

export const publicArticlePage = pageOf(publicArticleSummary);
export type PublicArticlePage = z.infer<typeof publicArticlePage>;

/** `/api/articles/{slugOrId}`: a slug, or an id in digits. */
export const articleSlugOrId = safeString().trim().min(1).max(articleLimits.slugMaxLength);

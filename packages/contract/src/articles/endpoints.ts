import { z } from 'zod';
import { defineEndpoints, fileBytes, idParams } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { messageResponse } from '../responses';
import { safeString } from '../text';
import {
  articleInput,
  articleSaveResult,
  articleSlugOrId,
  publicArticle,
  publicArticleListQuery,
  publicArticlePage,
  writerArticle,
  writerArticleListQuery,
  writerArticlePage,
} from './articles';
import { articleRoutes } from './routes';

/** The articles endpoints' schemas, summaries and error answers, under the names of `articleRoutes`. */
export const articleEndpoints = defineEndpoints(articleRoutes, {
  listWriterArticles: {
    summary:
      "The writer's own articles (every article for an admin), optionally of one status, last updated first",
    query: writerArticleListQuery,
    response: writerArticlePage,
    errors: { 403: apiErrorBody },
  },
  createArticle: {
    summary:
      'Create a draft; the slug is made from the title when empty; warnings name prescription-only medicines',
    body: articleInput,
    response: articleSaveResult,
    errors: { 404: apiErrorBody, 409: apiErrorBody },
  },
  getWriterArticle: {
    summary: "One of the writer's articles, for the editor; 403 for another writer's",
    params: idParams,
    response: writerArticle,
    errors: { 403: apiErrorBody, 409: apiErrorBody },
  },
  updateArticle: {
    summary: 'Save (and autosave) an article; 409 with field slug when the slug is taken',
    params: idParams,
    body: articleInput,
    response: articleSaveResult,
    errors: { 409: apiErrorBody },
  },
  deleteArticle: {
    summary: 'Delete an article and its cover',
    params: idParams,
    response: messageResponse,
    errors: { 409: apiErrorBody },
  },
  publishArticle: {
    summary: 'Publish an article (first publication date kept on republishing)',
    params: idParams,
    response: writerArticle,
    errors: { 409: apiErrorBody },
  },
  unpublishArticle: {
    summary: 'Take an article down: it becomes archived and its public URL answers 404',
    params: idParams,
    response: writerArticle,
    errors: { 409: apiErrorBody },
  },
  uploadArticleCover: {
    summary: 'Upload the cover image (JPEG, PNG or GIF by content, at most 5 MB); replaces the previous one',
    params: idParams,
    body: z
      .object({ cover: fileBytes })
      .meta({ description: 'multipart/form-data with one file in `cover`' }),
    response: writerArticle,
    errors: { 409: apiErrorBody },
  },
  listArticles: {
    summary: 'Published articles, newest first, 12 a page; q searches title (weighted) and body',
    query: publicArticleListQuery,
    response: publicArticlePage,
  },
  getArticle: {
    summary: 'One published article by slug or id; 404 when unknown or unpublished',
    params: z.object({ slugOrId: articleSlugOrId }),
    response: publicArticle,
  },
  articleCover: {
    summary: "An article's cover image",
    params: z.object({
      name: safeString().regex(/^[0-9a-f-]{36}\.(jpg|png|gif)$/, { message: 'Not found' }),
    }),
    response: fileBytes,
    errors: { 404: apiErrorBody },
  },
});

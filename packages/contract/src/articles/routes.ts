import type { Route } from '../endpoint/route';

/** The articles endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const articleRoutes = {
  // Writer endpoints admit content writers and admins (an admin edits any article): the service checks the role
  // and the ownership of every id, so the table says signedIn.
  listWriterArticles: {
    method: 'GET',
    path: '/api/writer/articles',
    access: 'signedIn',
    tag: 'articles',
  },
  createArticle: {
    method: 'POST',
    path: '/api/writer/articles',
    access: 'signedIn',
    tag: 'articles',
    status: 201,
    invalidates: ['listWriterArticles', 'contentWriterSummary', 'listArticles'],
  },
  getWriterArticle: {
    method: 'GET',
    path: '/api/writer/articles/:id',
    access: 'signedIn',
    tag: 'articles',
  },
  updateArticle: {
    method: 'PUT',
    path: '/api/writer/articles/:id',
    access: 'signedIn',
    tag: 'articles',
    invalidates: ['listWriterArticles', 'contentWriterSummary', 'listArticles'],
  },
  deleteArticle: {
    method: 'DELETE',
    path: '/api/writer/articles/:id',
    access: 'signedIn',
    tag: 'articles',
    invalidates: ['listWriterArticles', 'contentWriterSummary', 'listArticles'],
  },
  publishArticle: {
    method: 'POST',
    path: '/api/writer/articles/:id/publish',
    access: 'signedIn',
    tag: 'articles',
    invalidates: ['listWriterArticles', 'contentWriterSummary', 'listArticles'],
  },
  unpublishArticle: {
    method: 'POST',
    path: '/api/writer/articles/:id/unpublish',
    access: 'signedIn',
    tag: 'articles',
    invalidates: ['listWriterArticles', 'contentWriterSummary', 'listArticles'],
  },
  uploadArticleCover: {
    method: 'POST',
    path: '/api/writer/articles/:id/cover',
    access: 'signedIn',
    tag: 'articles',
    bodyFormat: 'multipart',
    invalidates: ['listWriterArticles', 'contentWriterSummary', 'listArticles'],
  },
  listArticles: {
    method: 'GET',
    path: '/api/articles',
    access: 'public',
    tag: 'articles',
  },
  getArticle: {
    method: 'GET',
    path: '/api/articles/:slugOrId',
    access: 'public',
    tag: 'articles',
  },
  articleCover: {
    method: 'GET',
    path: '/api/articles/covers/:name',
    access: 'public',
    tag: 'articles',
    responseFormat: 'file',
    fileTypes: ['image/jpeg', 'image/png', 'image/gif'],
  },
} as const satisfies Record<string, Route>;

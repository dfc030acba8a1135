import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { articleCoverRules, articleEndpoints, articleMessages, errorTypes } from '@telehealth/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditRequest } from '../audit';
import { currentSession } from '../auth';
import { attachmentContentSecurityPolicy, sniffFileType } from '../contact';
import { registerDomain } from '../http/endpoint';
import { HttpError, notFound } from '../http/errors';
import { removeObjects, storeThenRecord } from '../storage';
import * as articles from './service';

const coverError = (status: 400 | 413 | 415, message: string) =>
  new HttpError(status, message, {
    errorType:
      status === 413
        ? errorTypes.payloadTooLarge
        : status === 415
          ? errorTypes.unsupportedMediaType
          : errorTypes.validation,
    field: articleCoverRules.fieldName,
  });

/** The cover's bytes from a multipart body: one file in `cover`, at most 5 MB. */
async function readCover(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw coverError(400, articleMessages.coverRequired);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== articleCoverRules.fieldName) {
      part?.file.resume();
      throw coverError(400, articleMessages.coverRequired);
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw coverError(400, articleMessages.coverRequired);
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw coverError(413, articleMessages.coverTooLarge);
    }
    if ((error as { syscall?: unknown }).syscall !== undefined) throw error;
    throw coverError(400, articleMessages.coverRequired);
  }
}

const coverMime: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };
/** A cover's key in the file storage: where DATA_DIR/uploads/articles has always kept it. */
const coverKey = (name: string) => `articles/${name}`;

async function coverHeaders(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('Content-Security-Policy', attachmentContentSecurityPolicy);
  reply.header('X-Content-Type-Options', 'nosniff');
  return payload;
}

/**
 * Articles (docs/product/articles.md): the writer's endpoints (content writers and admins; ownership checked in the
 * service) and the public list and article. Covers are stored in the file storage (`articles/<random name>`), checked
 * by content (the contact form's `file-type` check) and size, and served while an article points at them.
 */
export async function articleRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, now } = app.ctx;
  const editorOf = async (request: FastifyRequest): Promise<articles.Editor> => {
    const { user } = await currentSession(request);
    return { id: user.id, isAdmin: user.isAdmin, isContentWriter: user.isContentWriter };
  };

  // An admin's change to an article is audited (writers' changes to their own are their work, not admin actions).
  const auditAdmin = async (
    request: FastifyRequest,
    editor: articles.Editor,
    action: string,
    article: { id: number; title?: string; status?: string },
  ) => {
    if (!editor.isAdmin) return;
    await auditRequest(request, {
      action: `article.${action}`,
      targetType: 'article',
      targetId: article.id,
      details: { title: article.title, status: article.status },
    });
  };

  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: articleCoverRules.maxFileBytes, files: 1, fields: 5, parts: 6 },
  });

  registerDomain(app, articleEndpoints, {
    listWriterArticles: async (request) =>
      articles.listWriterArticles(db, await editorOf(request), request.query),
    createArticle: async (request) =>
      articles.createArticle(db, await editorOf(request), request.body, now()),
    getWriterArticle: async (request) =>
      articles.getWriterArticle(db, await editorOf(request), request.params.id),
    updateArticle: async (request) => {
      const editor = await editorOf(request);
      const saved = await articles.updateArticle(db, editor, request.params.id, request.body, now());
      await auditAdmin(request, editor, 'update', saved.article);
      return saved;
    },
    deleteArticle: async (request) => {
      const editor = await editorOf(request);
      const cover = await articles.deleteArticle(db, editor, request.params.id);
      if (cover) await removeObjects(storage, [coverKey(cover)], request.log);
      await auditAdmin(request, editor, 'delete', { id: request.params.id });
      return { message: articleMessages.deleted };
    },
    publishArticle: async (request) => {
      const editor = await editorOf(request);
      const article = await articles.publishArticle(db, editor, request.params.id, now());
      await auditAdmin(request, editor, 'publish', article);
      return article;
    },
    unpublishArticle: async (request) => {
      const editor = await editorOf(request);
      const article = await articles.unpublishArticle(db, editor, request.params.id, now());
      await auditAdmin(request, editor, 'unpublish', article);
      return article;
    },
    uploadArticleCover: async (request) => {
      const editor = await editorOf(request);
      // Ownership first: another writer's article learns nothing from the upload.
      await articles.getWriterArticle(db, editor, request.params.id);
      const bytes = await readCover(request);
      const type = await sniffFileType(bytes.subarray(0, 4100));
      if (!type || !(articleCoverRules.mimeTypes as readonly string[]).includes(type.mime)) {
        throw coverError(415, articleMessages.coverTypeNotAllowed);
      }
      const name = `${randomUUID()}.${type.extension}`;
      // The file first, then the row that points at it; a failed row removes the file again.
      const { article, replaced } = await storeThenRecord(
        storage,
        [{ key: coverKey(name), source: { bytes }, contentType: type.mime }],
        () => articles.setCover(db, editor, request.params.id, name, now()),
        request.log,
      );
      if (replaced) await removeObjects(storage, [coverKey(replaced)], request.log);
      await auditAdmin(request, editor, 'cover', article);
      return article;
    },
    listArticles: async ({ query }) => articles.listPublished(db, query),
    getArticle: async ({ params }) => articles.getPublished(db, params.slugOrId),
    articleCover: {
      handler: async ({ params }, reply) => {
        if (!(await articles.coverExists(db, params.name))) throw notFound(articleMessages.notFound);
        const found = await storage.get(coverKey(params.name));
        if (!found) throw notFound(articleMessages.notFound);
        const extension = params.name.split('.').pop() ?? '';
        return (
          reply
            .type(coverMime[extension] ?? 'application/octet-stream')
            .header('Content-Length', String(found.size))
            // The name is random and never reused: a new cover gets a new name.
            .header('Cache-Control', 'public, max-age=31536000, immutable')
            .send(found.body)
        );
      },
      options: { onSend: coverHeaders },
    },
  });
}

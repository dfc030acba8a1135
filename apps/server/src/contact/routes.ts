import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { contactAttachmentRules, contactEndpoints } from '@telehealth/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerDomain } from '../http/endpoint';
import { routeRateLimit } from '../rate-limit';
import { CONTACT_RATE_LIMIT } from './rate-limit';
import { findAttachment, listSubmissions, storeSubmission, updateStatus } from './service';
import {
  attachmentContentSecurityPolicy,
  contentDisposition,
  type ReceivedFile,
  readMultipart,
} from './uploads';

// Route-level onSend runs after the app-wide security hook, so this policy replaces the page policy.
async function attachmentHeaders(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('Content-Security-Policy', attachmentContentSecurityPolicy);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Cross-Origin-Resource-Policy', 'same-origin');
  return payload;
}

/**
 * The contact form (public, multipart with up to 5 attachments) and the admin inbox (docs/product/site.md).
 * A refused submission stores nothing: files arrive in a temporary folder of the request (local disk, removed at
 * the end), are checked, and only then written to the file storage ahead of the rows (contact/service.ts).
 */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, now } = app.ctx;

  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: contactAttachmentRules.maxFileBytes,
      files: contactAttachmentRules.maxFiles,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 40,
      headerPairs: 200,
    },
  });

  const serveAttachment = async (id: number, inline: boolean, reply: FastifyReply) => {
    const attachment = await findAttachment(db, storage, id);
    return reply
      .type(attachment.mimeType)
      .header('Content-Length', String(attachment.size))
      .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', attachment.name))
      .send(attachment.body);
  };
  registerDomain(app, contactEndpoints, {
    submitContactForm: {
      handler: async (request) => {
        if (!request.isMultipart()) return storeSubmission(db, storage, request.body ?? {}, [], now());
        const incoming = await mkdtemp(path.join(os.tmpdir(), 'telehealth-contact-'));
        try {
          const { fields, files }: { fields: unknown; files: ReceivedFile[] } = await readMultipart(
            request,
            incoming,
          );
          return await storeSubmission(db, storage, fields, files, now(), request.log);
        } finally {
          await rm(incoming, { recursive: true, force: true });
        }
      },
      options: { config: { rateLimit: routeRateLimit(CONTACT_RATE_LIMIT) } },
    },
    listContactSubmissions: async () => listSubmissions(db),
    updateContactStatus: async ({ params, body }) => updateStatus(db, params.id, body.status, now()),
    contactAttachment: {
      handler: async ({ params, query }, reply) => serveAttachment(params.id, query.inline === '1', reply),
      options: { onSend: attachmentHeaders },
    },
    contactAttachmentNamed: {
      handler: async ({ params, query }, reply) => serveAttachment(params.id, query.inline === '1', reply),
      options: { onSend: attachmentHeaders },
    },
  });
}

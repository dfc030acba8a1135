import type { Route } from '../endpoint/route';

/** The contact endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const contactRoutes = {
  submitContactForm: {
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    tag: 'contact',
    status: 201,
    bodyFormat: 'multipart',
  },
  listContactSubmissions: {
    method: 'GET',
    path: '/api/contact',
    access: 'admin',
    tag: 'contact',
  },
  updateContactStatus: {
    method: 'PATCH',
    path: '/api/contact/:id/status',
    access: 'admin',
    tag: 'contact',
    invalidates: ['listContactSubmissions'],
  },
  contactAttachment: {
    method: 'GET',
    path: '/api/contact/attachments/:id',
    access: 'admin',
    tag: 'contact',
    responseFormat: 'file',
    fileTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'],
  },
  contactAttachmentNamed: {
    method: 'GET',
    path: '/api/contact/attachments/:id/:name',
    access: 'admin',
    tag: 'contact',
    responseFormat: 'file',
    fileTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'],
  },
} as const satisfies Record<string, Route>;

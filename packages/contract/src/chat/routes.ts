import type { Route } from '../endpoint/route';

/** The chat endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const chatRoutes = {
  conversations: {
    method: 'GET',
    path: '/api/messages/conversations',
    access: 'signedIn',
    tag: 'chat',
  },
  unreadCount: {
    method: 'GET',
    path: '/api/messages/unread-count',
    access: 'signedIn',
    tag: 'chat',
  },
  messagesForAssessment: {
    method: 'GET',
    path: '/api/messages/assessment/:assessmentId',
    access: 'signedIn',
    tag: 'chat',
  },
  messagesWithUser: {
    method: 'GET',
    path: '/api/messages/:otherUserId',
    access: 'signedIn',
    tag: 'chat',
  },
} as const satisfies Record<string, Route>;

/** The chat's socket: not a REST endpoint, so not in the table or the OpenAPI document. */
export const socketPath = '/ws';

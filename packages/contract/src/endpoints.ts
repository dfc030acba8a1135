/** The endpoint table: one place for every path the client calls and the server serves. */
export const endpoints = {
  user: '/api/user',
  login: '/api/auth/login',
  register: '/api/auth/register',
  logout: '/api/auth/logout',
  health: '/api/health',
  adminSummary: '/api/admin/summary',
  practitionerSummary: '/api/practitioner/summary',
  contentWriterSummary: '/api/content-writer/summary',
  messagesWithUser: '/api/messages/:otherUserId',
  messagesForAssessment: '/api/messages/assessment/:assessmentId',
  unreadCount: '/api/messages/unread-count',
  socket: '/ws',
} as const;
export type EndpointName = keyof typeof endpoints;

export { type AccessGroup, canAccess } from './access';
export {
  authFieldMessages,
  emailAddress,
  type LoginInput,
  loginInput,
  type RegisterFormInput,
  type RegisterInput,
  registerFormInput,
  registerInput,
} from './auth';
export { type EndpointName, endpoints } from './endpoints';
export { type ApiErrorBody, apiErrorBody } from './errorBody';
export { authMessages, type ErrorType, errorTypes } from './errors';
export {
  type ChatMessage,
  type ChatMessageInput,
  type ClientEventType,
  chatLimits,
  chatMessage,
  chatMessageInput,
  chatMessages,
  clientPayloads,
  type MessageSender,
  messageContent,
  messageSender,
  normalizeEventType,
  type ServerEventType,
  type SocketEnvelope,
  serverPayloads,
  socketEnvelope,
  type UnreadCount,
  unreadCount,
} from './messages';
export {
  newPassword,
  PASSWORD_MAX_LENGTH,
  type PasswordRequirementId,
  passwordRequirements,
} from './password';
export {
  type AdminSummary,
  type ArticleStatus,
  type AssessmentStatus,
  adminSummary,
  articleStatus,
  articleStatuses,
  assessmentStatus,
  assessmentStatuses,
  type ContentWriterSummary,
  contentWriterSummary,
  type PractitionerSummary,
  practitionerSummary,
} from './summary';
export {
  DEFAULT_TIMEZONE,
  timezone,
  timezoneChoices,
  type User,
  type UserRole,
  user,
  userRole,
  userRoles,
} from './user';
export { type FieldError, firstFieldError } from './validation';

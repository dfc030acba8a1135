/**
 * What other features use of sign-in: the session of a request and the guards, the session lookups other changes
 * must end or refresh, and the account rows staff create.
 */

export { accessGuards, currentSession } from './guards';
export { accountDelayMs, MAX_PAIR_FAILURES } from './rate-limit';
export { insertAccount, refusingTakenEmail } from './service';
export {
  type ActiveSession,
  clearSessionCookie,
  endSessions,
  hashToken,
  readSessionCookie,
  SESSION_CACHE_TTL_MS,
  type SessionPolicy,
  SessionStore,
  type SessionUser,
  startsSession,
  userChanged,
} from './sessions';

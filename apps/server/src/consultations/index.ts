/**
 * What others use of the consultation room: `ConsultationSignalling`, the `consultation_` frames of `/ws` that
 * app.ts hands to the chat; `openRoomFor` (the room's 404 and 403), the timeline's `recordJoin`, `recordAdmit` and
 * `recordLeave`; `iceServersFor`, a call's ICE servers (docs/product/consultations.md, The room, Signalling).
 */

export { iceServersFor, turnCredential } from './ice';
export {
  ensureConsultation,
  openRoomFor,
  type Participant,
  participantOf,
  recordAdmit,
  recordJoin,
  recordLeave,
} from './service';
export { ConsultationSignalling } from './signalling';

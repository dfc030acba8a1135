/**
 * What other features use of the consultation room: the signalling (over `/ws`) checks a socket's user with
 * `openRoomFor` before it relays a frame, and records the room's timeline with `recordJoin`, `recordAdmit` and
 * `recordLeave`; `iceServersFor` issues a call's ICE servers (docs/product/consultations.md, The room).
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

import { z } from 'zod';
import { safeString } from '../text';
import { consultationJoinModes, consultationRoles } from './consultations';

// The consultation's signalling frames, carried over the `/ws` socket in the chat's envelope
// (`{ type, payload }`, chat/messages.ts) and relayed between instances over the bus (docs/product/consultations.md,
// Signalling). Defined here so that both ends validate every frame with one schema. Every frame names its appointment: a socket whose user is not that appointment's patient or practitioner,
// or a frame outside the room's window, is refused and stored nowhere. The server never logs an SDP or a candidate
// (they hold IP addresses): only the frame's type and counts.

/** Limits of the signalling, enforced by the server and checked by the client before sending. */
export const signallingLimits = {
  /** Bytes (UTF-8) of one session description. */
  maxSdpBytes: 64 * 1024,
  /**
   * Bytes of one signalling frame: an SDP at its limit plus its envelope. The socket takes frames this large for
   * the `consultation_` types only; every other frame keeps chatLimits.maxFrameBytes (64 KiB).
   */
  maxFrameBytes: 64 * 1024 + 4 * 1024,
  /** Characters of one ICE candidate line (real ones are about 100 to 200). */
  maxCandidateLength: 1024,
  /** ICE candidates one socket may send per window (a gathering plus a restart or two); more are refused. */
  candidatesPerWindow: 100,
  /** The candidates' rate window, in milliseconds. */
  candidateWindowMs: 10_000,
  /** Characters of the client's id for its tab or device (the newest device of a person takes over). */
  maxClientIdLength: 64,
} as const;

export const signallingMessages = {
  sdpTooLarge: 'The session description is larger than 64 KiB and was refused.',
  sdpRequired: 'The session description is empty.',
  candidateTooLong: 'The ICE candidate is longer than 1024 characters and was refused.',
  candidatesRateLimited: 'Too many ICE candidates were sent. Please wait a moment.',
  clientIdInvalid: 'The client id must be 1 to 64 letters, digits, hyphens or underscores.',
  notInConsultation: 'You are not part of this consultation.',
  practitionerOnly: 'Only the practitioner can do this.',
  /** An offer, answer or candidate before the practitioner let the patient in. */
  notAdmitted: 'The call starts once the practitioner lets the patient in.',
  /** The older device's notice when the same person joins from a newer one. */
  replaced: 'You joined this consultation from another tab or device, so it continues there.',
} as const;

/** Bytes of a string once encoded as UTF-8 (what travels), without allocating. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        index++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

const id = z.number().int().positive();
const appointmentId = id;

/** A session description: not empty, at most 64 KiB of UTF-8. */
export const sessionDescription = safeString({ error: signallingMessages.sdpRequired })
  .min(1, { message: signallingMessages.sdpRequired })
  .refine((sdp) => utf8Bytes(sdp) <= signallingLimits.maxSdpBytes, {
    message: signallingMessages.sdpTooLarge,
  });

/** The client's id for one tab or device: the server tells an older one of the same person that it was replaced. */
export const signallingClientId = safeString({ error: signallingMessages.clientIdInvalid }).regex(
  /^[A-Za-z0-9_-]{1,64}$/,
  { message: signallingMessages.clientIdInvalid },
);

/** RTCIceCandidateInit, bounded. An empty `candidate` is the end-of-candidates marker. */
export const iceCandidateInit = z.object({
  candidate: safeString().max(signallingLimits.maxCandidateLength, {
    message: signallingMessages.candidateTooLong,
  }),
  sdpMid: safeString().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(255).nullable().optional(),
  usernameFragment: safeString().max(256).nullable().optional(),
});
export type IceCandidateInit = z.infer<typeof iceCandidateInit>;

/** What one side shows the other: microphone muted, camera off, its connection being restored. */
export const mediaState = z.object({
  muted: z.boolean(),
  cameraOff: z.boolean(),
  reconnecting: z.boolean(),
});
export type MediaState = z.infer<typeof mediaState>;

/**
 * Frames a client sends, by type:
 * - `consultation_join`: enters the room (the patient the waiting room); `mode` is video or audio only;
 * - `consultation_admit`: the practitioner lets the patient in;
 * - `consultation_offer`, `consultation_answer`: a session description for the other side (`restart` marks an ICE
 *   restart's offer);
 * - `consultation_ice_candidate`: one trickled candidate, rate-limited per socket;
 * - `consultation_state`: the sender's muted, camera-off and reconnecting flags;
 * - `consultation_leave`: the sender leaves (the other side sees that they left).
 * Ending is `POST /api/consultations/{appointmentId}/end`, which records the outcome; the server then sends
 * `consultation_ended` to both.
 */
export const consultationClientPayloads = {
  consultation_join: z.object({
    appointmentId,
    clientId: signallingClientId,
    mode: z.enum(consultationJoinModes),
  }),
  consultation_admit: z.object({ appointmentId }),
  consultation_offer: z.object({
    appointmentId,
    sdp: sessionDescription,
    restart: z.boolean().default(false),
  }),
  consultation_answer: z.object({ appointmentId, sdp: sessionDescription }),
  consultation_ice_candidate: z.object({ appointmentId, candidate: iceCandidateInit }),
  consultation_state: z.object({ appointmentId, state: mediaState }),
  consultation_leave: z.object({ appointmentId }),
} as const;
export type ConsultationClientFrameType = keyof typeof consultationClientPayloads;

const from = z.object({ userId: id, role: z.enum(consultationRoles) });

/**
 * Frames the server sends, by type: the relayed offer, answer, candidate and state (with who sent them), and the
 * room's own notices:
 * - `consultation_waiting`: to the practitioner, the patient is in the waiting room;
 * - `consultation_admitted`: to both, the practitioner let the patient in (the practitioner then offers);
 * - `consultation_left`: the other person left (or lost every socket);
 * - `consultation_ended`: the practitioner ended the consultation, for both;
 * - `consultation_replaced`: to an older tab or device of the same person, with why (`signallingMessages.replaced`).
 */
export const consultationServerPayloads = {
  consultation_waiting: z.object({ appointmentId, patient: from }),
  consultation_admitted: z.object({ appointmentId, at: z.string() }),
  consultation_offer: z.object({ appointmentId, from, sdp: sessionDescription, restart: z.boolean() }),
  consultation_answer: z.object({ appointmentId, from, sdp: sessionDescription }),
  consultation_ice_candidate: z.object({ appointmentId, from, candidate: iceCandidateInit }),
  consultation_state: z.object({ appointmentId, from, state: mediaState }),
  consultation_left: z.object({ appointmentId, from }),
  consultation_ended: z.object({ appointmentId, endedBy: id, at: z.string() }),
  consultation_replaced: z.object({ appointmentId, message: z.string() }),
} as const;
export type ConsultationServerFrameType = keyof typeof consultationServerPayloads;

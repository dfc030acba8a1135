import { z } from 'zod';
import { appointmentStatusValues } from '../booking/booking';
import { appointmentOutcomes } from '../practitioner/practitioner';

// The consultation room: when it opens, who may join, what it answers and what it records
// (docs/product/consultations.md, The room).

/** When the room opens and closes, around the appointment's booked start and end. */
export const consultationWindowMinutes = {
  /** The room opens this many minutes before the appointment's start. */
  opensBefore: 10,
  /** The room closes this many minutes after the appointment's end. */
  closesAfter: 30,
} as const;

export const consultationMessages = {
  /** 403: before the window opens. */
  tooEarly: 'This consultation opens 10 minutes before its start time.',
  /** 403: after the window closed, or once the consultation (or the appointment) was ended. */
  ended: 'This consultation has ended.',
  /** 403: the appointment was cancelled (or moved: its old half no longer takes place). */
  cancelled: 'This appointment was cancelled.',
  /** 404: not an appointment of the caller's, as its patient or its practitioner. */
  notFound: 'Consultation not found',
  /** 409: no-show is for a patient who never came. */
  noShowAfterJoin: 'No-show is only available when the patient never joined.',
  outcomeInvalid: 'Choose completed, no-show or none',
} as const;

/** What the patient reads in the waiting room: 'Dr Sarah Chen will let you in shortly.' */
export function waitingRoomMessage(practitionerDisplayName: string): string {
  return `${practitionerDisplayName} will let you in shortly.`;
}

/**
 * The practitioner's name as the room shows it: 'Dr Sarah Chen'. A stored name that already carries the title
 * ('Dr. Sarah Chen', 'dr sarah chen') keeps its own words without the stop, so the title is never doubled.
 */
export function practitionerDisplayName(name: string): string {
  const bare = name.trim().replace(/^dr\.?\s+/i, '');
  return `Dr ${bare}`;
}

// ---------------------------------------------------------------- the window

/** The appointment as the window reads it. Instants are ISO strings or Dates. */
export interface ConsultationWindowInput {
  startsAt: string | Date;
  endsAt: string | Date;
  status: (typeof appointmentStatusValues)[number];
  /** When the consultation itself was ended (its record's `endedAt`), if it was. */
  consultationEndedAt?: string | Date | null;
}

/** Where the room stands at a moment. */
export type ConsultationWindowState =
  | { state: 'early'; opensAt: Date; closesAt: Date }
  | { state: 'open'; opensAt: Date; closesAt: Date }
  | { state: 'ended'; opensAt: Date; closesAt: Date }
  | { state: 'cancelled'; opensAt: Date; closesAt: Date };

const instant = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The room's opening and closing instants: [start − 10 min, end + 30 min). */
export function consultationWindowOf(appointment: Pick<ConsultationWindowInput, 'startsAt' | 'endsAt'>): {
  opensAt: Date;
  closesAt: Date;
} {
  const opensAt = new Date(
    instant(appointment.startsAt).getTime() - consultationWindowMinutes.opensBefore * 60_000,
  );
  const closesAt = new Date(
    instant(appointment.endsAt).getTime() + consultationWindowMinutes.closesAfter * 60_000,
  );
  return { opensAt, closesAt };
}

/**
 * Whether the room is open at `now`, the one rule the server enforces and the client shows:
 * - `cancelled` for a cancelled appointment, and for the old half of a move (`rescheduled`), which no longer happens;
 * - `ended` once the practitioner marked it (completed, no-show) or ended the consultation, and from its close on;
 * - `early` before it opens (with `opensAt`), `open` from the opening instant (included) to the close (excluded).
 */
export function consultationWindow(appointment: ConsultationWindowInput, now: Date): ConsultationWindowState {
  const times = consultationWindowOf(appointment);
  if (appointment.status === 'cancelled' || appointment.status === 'rescheduled')
    return { state: 'cancelled', ...times };
  if (
    appointment.status === 'completed' ||
    appointment.status === 'no_show' ||
    appointment.consultationEndedAt
  )
    return { state: 'ended', ...times };
  if (now.getTime() < times.opensAt.getTime()) return { state: 'early', ...times };
  if (now.getTime() >= times.closesAt.getTime()) return { state: 'ended', ...times };
  return { state: 'open', ...times };
}

/** The refusal's words for a room that is not open; null when it is. */
export function consultationRefusal(state: ConsultationWindowState['state']): string | null {
  switch (state) {
    case 'early':
      return consultationMessages.tooEarly;
    case 'ended':
      return consultationMessages.ended;
    case 'cancelled':
      return consultationMessages.cancelled;
    case 'open':
      return null;
  }
}

// ---------------------------------------------------------------- the record and the room's answer

/** How a consultation was held: with video, audio only, or by phone when video failed. */
export const consultationModes = ['video', 'audio', 'phone'] as const;
export type ConsultationMode = (typeof consultationModes)[number];
/** The modes a person joins the room in: with their camera, or audio only ('Join without video'). */
export const consultationJoinModes = ['video', 'audio'] as const;
export type ConsultationJoinMode = (typeof consultationJoinModes)[number];

/** What the record's timeline holds: who joined, was admitted, left; the practitioner's phone switch and end. */
export const consultationEventKinds = ['joined', 'admitted', 'left', 'phone', 'ended'] as const;
export type ConsultationEventKind = (typeof consultationEventKinds)[number];

/** The two people of a consultation. */
export const consultationRoles = ['patient', 'practitioner'] as const;
export type ConsultationRole = (typeof consultationRoles)[number];

const id = z.number().int().positive();

/** The consultation's record: one per appointment, made by the first join, the phone switch or the end. */
export const consultationRecord = z.object({
  id,
  mode: z.enum(consultationModes),
  /** When the consultation began: the patient's first admission, or the switch to phone; null before. */
  startedAt: z.string().nullable(),
  /** When the practitioner first admitted the patient from the waiting room. */
  admittedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The user who ended it. */
  endedBy: id.nullable(),
  /** Whole seconds from `startedAt` to `endedAt`; null until both are known. */
  durationSeconds: z.number().int().nonnegative().nullable(),
});
export type ConsultationRecord = z.infer<typeof consultationRecord>;

/** The appointment as the room needs it: the booked instants (ISO) and the status. */
export const consultationAppointment = z.object({
  id,
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(appointmentStatusValues),
  /** The assessment it was booked for, whose answers the practitioner's room shows. */
  assessmentId: id.nullable(),
});
export type ConsultationAppointment = z.infer<typeof consultationAppointment>;

/** One entry of RTCConfiguration.iceServers. TURN entries carry short-lived credentials (TURN REST form). */
export const iceServer = z.object({
  urls: z.array(z.string()).min(1),
  /** `{expiry}:{userId}`, expiry in unix seconds. */
  username: z.string().optional(),
  /** base64(HMAC-SHA1(TURN secret, username)). */
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServer>;

/** RTCConfiguration.iceTransportPolicy: `relay` sends every call through TURN. */
export const iceTransportPolicies = ['all', 'relay'] as const;
export type IceTransportPolicy = (typeof iceTransportPolicies)[number];

/** `GET /api/consultations/{appointmentId}`: what the room needs, for its patient or its practitioner. */
export const consultationRoom = z.object({
  appointment: consultationAppointment,
  /** The caller's side. */
  role: z.enum(consultationRoles),
  /** The other person: the practitioner as 'Dr Sarah Chen', the patient by first and last name. */
  otherParty: z.object({ userId: id, displayName: z.string() }),
  /**
   * The practitioner's answer only: the patient's mobile for the phone fallback (their account's phone, else their
   * contact mobile), null when they gave none. Absent from the patient's answer.
   */
  patientMobile: z.string().nullable().optional(),
  window: z.object({ opensAt: z.string(), closesAt: z.string() }),
  consultation: consultationRecord.nullable(),
  /** Empty when no TURN_URLS is configured: host candidates alone. */
  iceServers: z.array(iceServer),
  iceTransportPolicy: z.enum(iceTransportPolicies),
});
export type ConsultationRoom = z.infer<typeof consultationRoom>;

/** What the practitioner records when ending: `completed` (the default), `no_show`, or `none` (leave it as is). */
export const consultationOutcomes = [...appointmentOutcomes, 'none'] as const;
export type ConsultationOutcome = (typeof consultationOutcomes)[number];

/** `POST /api/consultations/{appointmentId}/end`; a bodiless request ends it as completed. */
export const endConsultationInput = z
  .object({
    outcome: z
      .enum(consultationOutcomes, { error: consultationMessages.outcomeInvalid })
      .default('completed'),
  })
  .default({ outcome: 'completed' });
export type EndConsultationInput = z.input<typeof endConsultationInput>;

/** The answer of the end and phone endpoints: the appointment as it now stands, and the record. */
export const consultationSummary = z.object({
  appointment: consultationAppointment,
  consultation: consultationRecord,
});
export type ConsultationSummary = z.infer<typeof consultationSummary>;

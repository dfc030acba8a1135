import { randomUUID } from 'node:crypto';
import {
  type ConsultationRole,
  chatSocketMessages,
  consultationClientPayloads,
  consultationRefusal,
  consultationWindow,
  errorTypes,
  firstFieldError,
  signallingLimits,
  signallingMessages,
} from '@telehealth/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { BusEvent, BusEventInput, EventBus } from '../bus';
import {
  type Connection,
  envelope,
  type LocalSockets,
  refuse,
  type SocketFrameHandler,
  safeError,
} from '../chat';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { openRoomFor, type Participant, recordAdmit, recordJoin, recordLeave } from './service';

// The consultation room's signalling over `/ws` and the bus (docs/product/consultations.md, Signalling). Every
// process keeps only the devices it holds; what concerns a person goes on the bus and is delivered by whichever
// process holds their current device, so nothing needs to know where a person is. Nothing of a frame (SDP,
// candidates) is logged: only types and error codes.

/** One person's current device in a room, held by this process. */
interface Member {
  readonly connection: Connection;
  readonly participant: Participant;
  /** The join's timeline row: a later join of the same person (any process) replaces this device. */
  readonly seq: number;
  /** Whether the practitioner let the patient in (offers, answers and candidates wait for it). */
  admitted: boolean;
}

/** A frame too large for the bus, in parts. */
interface PartialFrame {
  readonly appointmentId: number;
  readonly to: number;
  readonly parts: (string | undefined)[];
  received: number;
  readonly timer: NodeJS.Timeout;
}

/** What the bus adds to an event (`"node":"<uuid>"`), and some room to spare. */
const NODE_FIELD_BYTES = 64;
/** Room for a part's own fields beside its base64 data. */
const PART_OVERHEAD_BYTES = 512;
/** How long the parts of a frame wait for the rest. */
const PARTS_TIMEOUT_MS = 10_000;
/** Frames being reassembled at once; beyond it the oldest is dropped. */
const MAX_PARTIAL_FRAMES = 1_000;

export interface SignallingOptions {
  db: Db;
  bus: EventBus;
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * How long a person's dropped socket waits for them to join again (a reload, a network change) before the leave
   * is recorded and the other side told; 0 tells at once. `CONSULTATION_LEAVE_GRACE_MS` by default.
   */
  leaveGraceMs?: number;
}

/** A dropped socket's grace: the media keeps flowing between the browsers while the socket comes back. */
export const CONSULTATION_LEAVE_GRACE_MS = 5_000;

type ClientFrame<T extends keyof typeof consultationClientPayloads> = z.output<
  (typeof consultationClientPayloads)[T]
>;

function parse<T extends keyof typeof consultationClientPayloads>(type: T, payload: unknown): ClientFrame<T> {
  const result = consultationClientPayloads[type].safeParse(payload ?? {});
  if (result.success) return result.data as ClientFrame<T>;
  const { message, field } = firstFieldError(result.error);
  throw refuse(message, errorTypes.validation, field);
}

function isClientType(type: string): type is keyof typeof consultationClientPayloads {
  return Object.hasOwn(consultationClientPayloads, type);
}

const MINUTE = 60_000;

/** Who sent a relayed frame. */
function fromOf(member: Member): { userId: number; role: ConsultationRole } {
  return { userId: member.participant.userId, role: member.participant.role };
}

/** The other person of the member's appointment. */
function otherOf(member: Member): number {
  const { participant } = member;
  return participant.role === 'patient' ? participant.practitioner.userId : participant.patient.id;
}

/**
 * The signalling of the consultation rooms on this process: the `consultation_` frames of the `/ws` socket (handed
 * to the chat by app.ts) and the `consultation` events of the bus.
 */
const leaveKey = (appointmentId: number, userId: number) => `${appointmentId}:${userId}`;

export class ConsultationSignalling implements SocketFrameHandler {
  readonly prefix = 'consultation_';
  readonly maxFrameBytes = signallingLimits.maxFrameBytes;
  private sockets: LocalSockets | null = null;
  /** The current device of each person held here: appointment → user → member. */
  private readonly rooms = new Map<number, Map<number, Member>>();
  /** The rooms each socket is the current device in: connection → appointment → member. */
  private readonly byConnection = new Map<Connection, Map<number, Member>>();
  /** Each socket's candidates in the current rate window. */
  private readonly candidateWindows = new WeakMap<Connection, { startedAt: number; count: number }>();
  private readonly partial = new Map<string, PartialFrame>();
  /** Leaves being recorded and announced. */
  private readonly leaving = new Set<Promise<void>>();
  /** People whose socket dropped, by `appointmentId:userId`, told as left unless they join again within the grace. */
  private readonly pendingLeaves = new Map<
    string,
    { member: Member; timer: ReturnType<typeof setTimeout> }
  >();
  private readonly unsubscribe: () => void;

  constructor(private readonly options: SignallingOptions) {
    this.unsubscribe = options.bus.subscribe((event) => this.receive(event));
  }

  attach(sockets: LocalSockets): void {
    this.sockets = sockets;
  }

  prepare(connection: Connection, type: string, payload: unknown): () => Promise<void> {
    if (!isClientType(type)) throw refuse(chatSocketMessages.unknownType, errorTypes.validation, 'type');
    switch (type) {
      case 'consultation_join': {
        const frame = parse(type, payload);
        return () => this.join(connection, frame);
      }
      case 'consultation_admit': {
        const { appointmentId } = parse(type, payload);
        return () => this.admit(connection, appointmentId);
      }
      case 'consultation_offer': {
        const { appointmentId, sdp, restart } = parse(type, payload);
        return () => this.relay(connection, appointmentId, 'consultation_offer', { sdp, restart }, true);
      }
      case 'consultation_answer': {
        const { appointmentId, sdp } = parse(type, payload);
        return () => this.relay(connection, appointmentId, 'consultation_answer', { sdp }, true);
      }
      case 'consultation_ice_candidate': {
        const { appointmentId, candidate } = parse(type, payload);
        this.takeCandidate(connection);
        return () => this.relayCandidate(connection, appointmentId, candidate);
      }
      case 'consultation_state': {
        const { appointmentId, state } = parse(type, payload);
        return () => this.relay(connection, appointmentId, 'consultation_state', { state }, false);
      }
      case 'consultation_leave': {
        const { appointmentId } = parse(type, payload);
        return () => this.leave(connection, appointmentId);
      }
    }
  }

  /**
   * The socket closed: the rooms it was the current device in are left. Not when this process shuts down: the media
   * goes on between the browsers, and the socket reconnects to another instance and joins again.
   */
  closed(connection: Connection): void {
    const members = this.byConnection.get(connection);
    if (!members) return;
    const grace = this.options.leaveGraceMs ?? CONSULTATION_LEAVE_GRACE_MS;
    for (const member of [...members.values()]) {
      if (this.sockets?.isClosing) this.remove(member);
      else if (grace <= 0) void this.departLogged(member);
      else if (this.remove(member)) this.holdLeave(member, grace);
    }
  }

  /** The leave of a dropped socket, told after the grace unless the person joins again meanwhile (on any process). */
  private holdLeave(member: Member, grace: number): void {
    const key = leaveKey(member.participant.appointment.id, member.participant.userId);
    this.cancelLeave(key);
    const timer = setTimeout(() => this.releaseLeave(key), grace);
    timer.unref?.();
    this.pendingLeaves.set(key, { member, timer });
  }

  private cancelLeave(key: string): void {
    const pending = this.pendingLeaves.get(key);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pendingLeaves.delete(key);
  }

  /** Tells a held leave now: its grace ran out, the person's session ended, or this process is closing. */
  private releaseLeave(key: string): void {
    const pending = this.pendingLeaves.get(key);
    if (!pending) return;
    this.cancelLeave(key);
    this.track(this.announceLeave(pending.member));
  }

  /**
   * `POST …/end` ended the consultation: both people's devices, on every process, are told. The end is recorded
   * already, so a bus failure is logged rather than answered (the devices' next frames get 'This consultation has
   * ended.').
   */
  async ended(appointmentId: number, endedBy: number, at: Date): Promise<void> {
    await this.publish({
      t: 'consultation',
      appointmentId,
      kind: 'ended',
      endedBy,
      at: at.toISOString(),
    }).catch((error: unknown) => {
      this.options.log.error({ err: safeError(error) }, 'consultation end not announced');
    });
  }

  async close(): Promise<void> {
    for (const key of [...this.pendingLeaves.keys()]) this.releaseLeave(key);
    await Promise.all(this.leaving);
    this.unsubscribe();
    for (const frame of this.partial.values()) clearTimeout(frame.timer);
    this.partial.clear();
  }

  // ---- frames

  private async join(connection: Connection, frame: ClientFrame<'consultation_join'>): Promise<void> {
    // The session may have ended on another process a moment ago: nothing is recorded for it.
    if (!(await this.localSockets().sessionIsValid(connection))) return;
    const { participant } = await this.openRoom(connection, frame.appointmentId);
    const record = await recordJoin(this.options.db, participant, frame.mode, this.options.now());
    const member: Member = {
      connection,
      participant,
      seq: record.joinEventId,
      admitted: record.admittedAt !== null,
    };
    if (!this.install(member)) return;
    const { appointmentId } = frame;
    const admittedAt = record.admittedAt?.toISOString() ?? null;
    await this.publish({
      t: 'consultation',
      appointmentId,
      kind: 'join',
      userId: participant.userId,
      role: participant.role,
      seq: member.seq,
      admittedAt,
    });
    if (participant.role !== 'patient') return;
    // Every socket of the practitioner (the dashboard shows who is waiting, the room offers Admit).
    await this.sendTo(
      appointmentId,
      participant.practitioner.userId,
      'consultation_waiting',
      { appointmentId, patient: fromOf(member) },
      true,
    );
    // Once let in, a patient who comes back (a reload, another device) is not put back in the waiting room.
    if (admittedAt)
      await this.publish({ t: 'consultation', appointmentId, kind: 'admitted', at: admittedAt });
  }

  private async admit(connection: Connection, appointmentId: number): Promise<void> {
    const { participant } = await this.openRoom(connection, appointmentId);
    if (participant.role !== 'practitioner')
      throw refuse(signallingMessages.practitionerOnly, errorTypes.forbidden);
    this.memberOf(connection, appointmentId);
    const record = await recordAdmit(this.options.db, participant, this.options.now());
    const at = (record.admittedAt ?? this.options.now()).toISOString();
    await this.publish({ t: 'consultation', appointmentId, kind: 'admitted', at });
  }

  /** An offer, answer or state for the other person, checked against the room's rules in the database. */
  private async relay(
    connection: Connection,
    appointmentId: number,
    type: 'consultation_offer' | 'consultation_answer' | 'consultation_state',
    body: Record<string, unknown>,
    needsAdmission: boolean,
  ): Promise<void> {
    const { record } = await this.openRoom(connection, appointmentId);
    const member = this.memberOf(connection, appointmentId);
    if (record?.admittedAt) member.admitted = true;
    if (needsAdmission && !member.admitted)
      throw refuse(signallingMessages.notAdmitted, errorTypes.forbidden);
    await this.sendTo(appointmentId, otherOf(member), type, { appointmentId, from: fromOf(member), ...body });
  }

  /**
   * A candidate: the most frequent frame, so it is checked in memory against what the join read (the device is the
   * person's current one in the room, the window by the clock, the admission); an ended consultation has already
   * dropped its devices.
   */
  private async relayCandidate(
    connection: Connection,
    appointmentId: number,
    candidate: ClientFrame<'consultation_ice_candidate'>['candidate'],
  ): Promise<void> {
    const member = this.byConnection.get(connection)?.get(appointmentId);
    if (!member) {
      await this.openRoom(connection, appointmentId);
      throw refuse(signallingMessages.notInConsultation, errorTypes.forbidden);
    }
    const { appointment } = member.participant;
    const refusal = consultationRefusal(
      consultationWindow(
        {
          startsAt: appointment.startsAt,
          endsAt: new Date(appointment.startsAt.getTime() + appointment.durationMinutes * MINUTE),
          status: appointment.status,
        },
        this.options.now(),
      ).state,
    );
    if (refusal) throw refuse(refusal, errorTypes.forbidden);
    if (!member.admitted) throw refuse(signallingMessages.notAdmitted, errorTypes.forbidden);
    await this.sendTo(appointmentId, otherOf(member), 'consultation_ice_candidate', {
      appointmentId,
      from: fromOf(member),
      candidate,
    });
  }

  private async leave(connection: Connection, appointmentId: number): Promise<void> {
    const member = this.byConnection.get(connection)?.get(appointmentId);
    if (!member) {
      await this.openRoom(connection, appointmentId);
      throw refuse(signallingMessages.notInConsultation, errorTypes.forbidden);
    }
    await this.depart(member);
  }

  /** Over the rate (signallingLimits): refused now, before it waits in the socket's queue. */
  private takeCandidate(connection: Connection): void {
    const now = Date.now();
    let window = this.candidateWindows.get(connection);
    if (!window || now - window.startedAt >= signallingLimits.candidateWindowMs) {
      window = { startedAt: now, count: 0 };
      this.candidateWindows.set(connection, window);
    }
    if (window.count >= signallingLimits.candidatesPerWindow) {
      throw refuse(signallingMessages.candidatesRateLimited, errorTypes.rateLimited);
    }
    window.count++;
  }

  // ---- the room's rules and devices

  /** openRoomFor's 404 and 403, as the socket's `error`. */
  private async openRoom(connection: Connection, appointmentId: number) {
    try {
      return await openRoomFor(this.options.db, appointmentId, connection.user.id, this.options.now());
    } catch (error) {
      if (error instanceof HttpError) {
        throw refuse(error.message, error.details.errorType ?? errorTypes.forbidden);
      }
      throw error;
    }
  }

  /** The socket's device in the room, or a refusal: it never joined, or a newer device took over. */
  private memberOf(connection: Connection, appointmentId: number): Member {
    const member = this.byConnection.get(connection)?.get(appointmentId);
    if (!member) throw refuse(signallingMessages.notInConsultation, errorTypes.forbidden);
    return member;
  }

  /**
   * Makes the member the person's current device here, replacing an older one; false when a newer device already
   * took over (it is told at once) or the socket closed meanwhile (the join is left again).
   */
  private install(member: Member): boolean {
    const appointmentId = member.participant.appointment.id;
    const { userId } = member.participant;
    if (member.connection.ended || member.connection.socket.readyState !== member.connection.socket.OPEN) {
      void this.recordLeaveLogged(member);
      return false;
    }
    let room = this.rooms.get(appointmentId);
    if (!room) {
      room = new Map();
      this.rooms.set(appointmentId, room);
    }
    const existing = room.get(userId);
    if (existing && existing.connection !== member.connection) {
      if (existing.seq > member.seq) {
        this.tellReplaced(member.connection, appointmentId);
        return false;
      }
      this.replace(existing);
    }
    room.set(userId, member);
    let mine = this.byConnection.get(member.connection);
    if (!mine) {
      mine = new Map();
      this.byConnection.set(member.connection, mine);
    }
    mine.set(appointmentId, member);
    return true;
  }

  /** Forgets a device; answers whether it was still the person's current one here. */
  private remove(member: Member): boolean {
    const appointmentId = member.participant.appointment.id;
    const room = this.rooms.get(appointmentId);
    if (room?.get(member.participant.userId) !== member) return false;
    room.delete(member.participant.userId);
    if (room.size === 0) this.rooms.delete(appointmentId);
    const mine = this.byConnection.get(member.connection);
    mine?.delete(appointmentId);
    if (mine?.size === 0) this.byConnection.delete(member.connection);
    return true;
  }

  private replace(member: Member): void {
    if (this.remove(member)) this.tellReplaced(member.connection, member.participant.appointment.id);
  }

  private tellReplaced(connection: Connection, appointmentId: number): void {
    this.localSockets().send(
      connection,
      envelope('consultation_replaced', { appointmentId, message: signallingMessages.replaced }),
    );
  }

  /** The person left (their frame, their socket closed, their session ended): recorded, and the other is told. */
  private async depart(member: Member): Promise<void> {
    if (!this.remove(member)) return;
    await this.announceLeave(member);
  }

  /** Records a leave of a device no longer in the room, and tells the other person. */
  private async announceLeave(member: Member): Promise<void> {
    await recordLeave(this.options.db, member.participant, this.options.now());
    const appointmentId = member.participant.appointment.id;
    await this.sendTo(appointmentId, otherOf(member), 'consultation_left', {
      appointmentId,
      from: fromOf(member),
    });
  }

  /** A leave nobody waits for (a closed socket, an ended session); close() waits for those still running. */
  private departLogged(member: Member): Promise<void> {
    return this.track(this.depart(member));
  }

  private track(work: Promise<void>): Promise<void> {
    const leaving = work
      .catch((error: unknown) => {
        this.options.log.error({ err: safeError(error) }, 'consultation leave failed');
      })
      .finally(() => this.leaving.delete(leaving));
    this.leaving.add(leaving);
    return leaving;
  }

  private async recordLeaveLogged(member: Member): Promise<void> {
    await recordLeave(this.options.db, member.participant, this.options.now()).catch((error: unknown) => {
      this.options.log.error({ err: safeError(error) }, 'consultation leave failed');
    });
  }

  private sessionEnded(userId: number, sessionIds: number[] | undefined): void {
    // A socket that dropped just before its session ended is told at once too: logging out ends the call.
    for (const [key, { member }] of [...this.pendingLeaves]) {
      if (member.connection.user.id !== userId) continue;
      if (sessionIds && !sessionIds.includes(member.connection.sessionId)) continue;
      this.releaseLeave(key);
    }
    for (const [connection, members] of [...this.byConnection]) {
      if (connection.user.id !== userId) continue;
      if (sessionIds && !sessionIds.includes(connection.sessionId)) continue;
      for (const member of [...members.values()]) void this.departLogged(member);
    }
  }

  // ---- the bus

  private localSockets(): LocalSockets {
    if (!this.sockets) throw new Error('the signalling has no sockets: the chat attaches them');
    return this.sockets;
  }

  private async publish(event: BusEventInput): Promise<void> {
    await this.options.bus.publish(event);
  }

  /**
   * A frame for `to`'s current device in the room (or, with `everySocket`, every socket of theirs), wherever it is.
   * A frame too large for the bus (an offer is about 6 KB, an SDP may be 64 KiB) goes in base64 parts, each under
   * the bus's limit, and the process holding the device puts it together: nothing of it is stored.
   */
  private async sendTo(
    appointmentId: number,
    to: number,
    type: string,
    payload: Record<string, unknown>,
    everySocket = false,
  ): Promise<void> {
    const data = envelope(type, payload);
    const event: BusEventInput = {
      t: 'consultation',
      appointmentId,
      kind: 'deliver',
      to,
      data,
      ...(everySocket ? { everySocket: true } : {}),
    };
    const { maxPayloadBytes } = this.options.bus;
    if (Buffer.byteLength(JSON.stringify(event)) + NODE_FIELD_BYTES <= maxPayloadBytes) {
      await this.publish(event);
      return;
    }
    const encoded = Buffer.from(data).toString('base64');
    const partChars = Math.max(4, Math.floor((maxPayloadBytes - PART_OVERHEAD_BYTES) / 4) * 4);
    const count = Math.ceil(encoded.length / partChars);
    const frameId = randomUUID();
    for (let index = 0; index < count; index++) {
      await this.publish({
        t: 'consultation',
        appointmentId,
        kind: 'part',
        to,
        frameId,
        index,
        count,
        data: encoded.slice(index * partChars, (index + 1) * partChars),
      });
    }
  }

  private receive(event: BusEvent): void {
    if (event.t === 'session-ended') {
      this.sessionEnded(event.userId, event.sessionIds);
      return;
    }
    if (event.t !== 'consultation' || !this.sockets) return;
    const room = this.rooms.get(event.appointmentId);
    switch (event.kind) {
      case 'join': {
        // Back within the grace (here or on another process): the dropped socket was no leave.
        this.cancelLeave(leaveKey(event.appointmentId, event.userId));
        const mine = room?.get(event.userId);
        if (mine && mine.seq < event.seq) this.replace(mine);
        if (event.role !== 'practitioner') return;
        // The practitioner came (or came back): the process holding the patient's device answers for them.
        const patient = [...(room?.values() ?? [])].find((member) => member.participant.role === 'patient');
        if (!patient) return;
        const answer = event.admittedAt
          ? this.publish({
              t: 'consultation',
              appointmentId: event.appointmentId,
              kind: 'admitted',
              at: event.admittedAt,
            })
          : this.sendTo(
              event.appointmentId,
              event.userId,
              'consultation_waiting',
              { appointmentId: event.appointmentId, patient: fromOf(patient) },
              true,
            );
        answer.catch((error: unknown) => {
          this.options.log.error({ err: safeError(error) }, 'consultation answer failed');
        });
        return;
      }
      case 'deliver': {
        if (event.everySocket) {
          this.sockets.sendToUser(event.to, event.data);
          return;
        }
        const member = room?.get(event.to);
        if (member) this.sockets.send(member.connection, event.data);
        return;
      }
      case 'part':
        if (room?.has(event.to)) this.receivePart(event);
        return;
      case 'admitted': {
        const data = envelope('consultation_admitted', { appointmentId: event.appointmentId, at: event.at });
        for (const member of room?.values() ?? []) {
          member.admitted = true;
          this.sockets.send(member.connection, data);
        }
        return;
      }
      case 'ended': {
        const data = envelope('consultation_ended', {
          appointmentId: event.appointmentId,
          endedBy: event.endedBy,
          at: event.at,
        });
        // The devices leave the room with the end: nothing more is relayed, and no leave is recorded after it.
        for (const member of [...(room?.values() ?? [])]) {
          this.remove(member);
          this.sockets.send(member.connection, data);
        }
        return;
      }
    }
  }

  private receivePart(event: Extract<BusEvent, { t: 'consultation'; kind: 'part' }>): void {
    let frame = this.partial.get(event.frameId);
    if (!frame) {
      if (event.count < 1 || event.count > 64) return;
      if (this.partial.size >= MAX_PARTIAL_FRAMES)
        this.dropPartial(this.partial.keys().next().value as string);
      const timer = setTimeout(() => this.dropPartial(event.frameId), PARTS_TIMEOUT_MS);
      timer.unref();
      frame = {
        appointmentId: event.appointmentId,
        to: event.to,
        parts: new Array(event.count).fill(undefined),
        received: 0,
        timer,
      };
      this.partial.set(event.frameId, frame);
    }
    if (event.index < 0 || event.index >= frame.parts.length || frame.parts[event.index] !== undefined)
      return;
    frame.parts[event.index] = event.data;
    frame.received++;
    if (frame.received < frame.parts.length) return;
    this.dropPartial(event.frameId);
    const member = this.rooms.get(frame.appointmentId)?.get(frame.to);
    if (member) {
      this.localSockets().send(
        member.connection,
        Buffer.from(frame.parts.join(''), 'base64').toString('utf8'),
      );
    }
  }

  private dropPartial(frameId: string): void {
    const frame = this.partial.get(frameId);
    if (!frame) return;
    clearTimeout(frame.timer);
    this.partial.delete(frameId);
  }
}

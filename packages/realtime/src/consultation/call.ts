import {
  type ConsultationClientFrameType,
  type ConsultationRole,
  consultationMessages,
  type MediaState,
  signallingMessages,
} from '@telehealth/contract';
import type { ConsultationServerFrame, RealtimeEventMap } from '../events';
import type { ConnectionStatus, ConsultationSendResult } from '../RealtimeClient';
import { ConsultationPeer, type NetworkEvents, type PeerConnectionFactory, type PeerIceConfig } from './peer';

/**
 * What the room shows (docs/product/consultations.md, The room):
 * - `waiting`: joined, nobody to talk to yet (the patient until admitted; the practitioner before the patient comes);
 * - `patient-waiting`: the practitioner's view of a patient in the waiting room (`waitingPatient`);
 * - `connecting`, `connected`, `reconnecting`: the call, `reconnecting` also while the other side says so;
 * - `left`: someone left (`leftBy`: the other side, who may come back, or this page after `leave()`);
 * - `ended`: the practitioner ended the consultation; `replaced`: this person joined from another tab or device
 *   (`message` says so); `error`: the room refused, or a frame could not be sent (`message`).
 */
export type ConsultationStatus =
  | 'waiting'
  | 'patient-waiting'
  | 'connecting'
  | 'connected'
  | 'reconnecting'
  | 'left'
  | 'ended'
  | 'replaced'
  | 'error';

export interface ConsultationSnapshot {
  status: ConsultationStatus;
  /** The replaced notice or the error's message; null otherwise. */
  message: string | null;
  /** Who left, when `status` is `left`. */
  leftBy: 'self' | 'other' | null;
  /** The patient in the waiting room (practitioner only); null when none. */
  waitingPatient: { userId: number } | null;
  remoteStream: MediaStream | null;
  /** The other side's muted, camera-off and reconnecting flags, as it last said. */
  remoteMedia: MediaState;
  /** This side's flags. */
  localMedia: MediaState;
}

/** The part of `RealtimeClient` a call uses. */
export interface ConsultationSocket {
  readonly status: ConnectionStatus;
  subscribe(listener: (status: ConnectionStatus) => void): () => void;
  on<K extends 'consultation' | 'reconnected' | 'error'>(
    type: K,
    handler: (payload: RealtimeEventMap[K]) => void,
  ): () => void;
  sendConsultation<K extends ConsultationClientFrameType>(type: K, payload: unknown): ConsultationSendResult;
}

export interface ConsultationCallOptions {
  socket: ConsultationSocket;
  appointmentId: number;
  role: ConsultationRole;
  /** The room's ICE servers and policy, read for every new connection (TURN credentials expire). */
  ice: () => PeerIceConfig;
  localStream: MediaStream | null;
  /** This tab's id (`consultationClientId()`): a reload joins again as the same device. */
  clientId: string;
  createPeerConnection?: PeerConnectionFactory;
  network?: NetworkEvents | null;
}

const noMedia: MediaState = { muted: false, cameraOff: false, reconnecting: false };
const terminal = new Set<ConsultationStatus>(['ended', 'replaced', 'error']);

/** Refusals of the room that end this page's part in it. */
const roomRefusals = new Set<string>([
  consultationMessages.tooEarly,
  consultationMessages.cancelled,
  consultationMessages.notFound,
  signallingMessages.notInConsultation,
]);

type Phase = 'waiting' | 'patient-waiting' | 'call' | 'left';

/**
 * One page's part in a consultation: joins the room over the socket (and again after every reconnect, with the
 * same client id), follows the server's frames, and runs the peer (`ConsultationPeer`). Framework-free; React uses
 * it through `useConsultation`.
 */
export class ConsultationCall {
  private readonly options: ConsultationCallOptions;
  private readonly peer: ConsultationPeer;
  private readonly unsubscribers: Array<() => void> = [];
  private readonly listeners = new Set<() => void>();
  private phase: Phase = 'waiting';
  private over: { status: 'ended' | 'replaced' | 'error'; message: string | null } | null = null;
  private leftBy: 'self' | 'other' | null = null;
  private waitingPatient: { userId: number } | null = null;
  private remoteStream: MediaStream | null = null;
  private remoteMedia: MediaState = noMedia;
  private snapshot: ConsultationSnapshot;
  private started = false;

  constructor(options: ConsultationCallOptions) {
    this.options = options;
    this.peer = new ConsultationPeer({
      role: options.role,
      ice: options.ice,
      localStream: options.localStream,
      createPeerConnection: options.createPeerConnection,
      network: options.network,
      signals: {
        offer: (sdp, restart) => this.send('consultation_offer', { sdp, restart }),
        answer: (sdp) => this.send('consultation_answer', { sdp }),
        // A candidate or a state the contract refuses is skipped: the call goes on without it.
        candidate: (candidate) => {
          this.send('consultation_ice_candidate', { candidate }, false);
        },
        state: (state) => {
          this.send('consultation_state', { state }, false);
        },
      },
      onRemoteStream: (stream) => {
        this.remoteStream = stream;
        this.changed();
      },
      onChange: () => this.changed(),
      onError: (message) => this.finish('error', message),
    });
    this.snapshot = this.computeSnapshot();
  }

  /** Subscribes to the socket and joins the room as soon as the socket is connected. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const { socket } = this.options;
    this.unsubscribers.push(
      socket.subscribe((status) => {
        if (status === 'connected') this.join();
      }),
      socket.on('consultation', (frame) => this.receive(frame)),
      socket.on('reconnected', () => {
        if (this.isOver() || this.phase !== 'call') return;
        // The join went out on the status change just before; the call restarts over the new socket.
        this.peer.restart();
      }),
      socket.on('error', (error) => this.receiveError(error.message)),
    );
    if (socket.status === 'connected') this.join();
  }

  /** The practitioner lets the waiting patient in. */
  admit(): boolean {
    if (this.options.role !== 'practitioner' || this.isOver()) return false;
    return this.send('consultation_admit', {});
  }

  /** Leaves the room: the other side is told, the call closes, and nothing rejoins. */
  leave(): void {
    if (this.isOver() || this.leftBy === 'self') return;
    this.send('consultation_leave', {});
    this.peer.close();
    this.remoteStream = null;
    this.phase = 'left';
    this.leftBy = 'self';
    this.stopListening();
    this.changed();
  }

  toggleMute(): void {
    this.peer.setMuted(!this.peer.mediaState.muted);
  }

  toggleCamera(): void {
    this.peer.setCameraOff(!this.peer.mediaState.cameraOff);
  }

  /** Sends another camera or microphone (`replaceTrack`); the track it replaced is stopped. */
  async switchDevice(track: MediaStreamTrack): Promise<void> {
    const old = await this.peer.replaceTrack(track);
    old?.stop();
    this.changed();
  }

  /** The current connection, for `readCallStats`; null outside a session. */
  get peerConnection(): RTCPeerConnection | null {
    return this.peer.connection;
  }

  /** Stops everything without telling the server (unmount; a reload's new page joins again). */
  dispose(): void {
    this.stopListening();
    this.peer.close();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): ConsultationSnapshot => this.snapshot;

  // ------------------------------------------------------------------------------------------ internals

  private join(): void {
    if (this.isOver() || this.leftBy === 'self') return;
    const video = this.options.localStream?.getVideoTracks().some((track) => track.readyState !== 'ended');
    this.send('consultation_join', { clientId: this.options.clientId, mode: video ? 'video' : 'audio' });
    // Back in a call after a reconnect: the other side hears this side's flags again (a frame may have been lost).
    if (this.phase === 'call') this.send('consultation_state', { state: this.peer.mediaState });
  }

  private receive(frame: ConsultationServerFrame): void {
    if (frame.payload.appointmentId !== this.options.appointmentId || this.isOver()) return;
    const role = this.options.role;
    switch (frame.type) {
      case 'consultation_waiting':
        if (role !== 'practitioner') return;
        this.waitingPatient = { userId: frame.payload.patient.userId };
        // A call under way goes on; the page can still offer Admit for the patient's newer tab.
        if (this.phase !== 'call') {
          this.phase = 'patient-waiting';
          this.leftBy = null;
        }
        break;
      case 'consultation_admitted':
        // Every admission is a new session: the practitioner offers on a fresh connection, the patient waits for it.
        this.phase = 'call';
        this.leftBy = null;
        this.waitingPatient = null;
        this.remoteMedia = noMedia;
        if (role === 'practitioner') this.peer.start();
        else this.peer.hangUp();
        this.send('consultation_state', { state: this.peer.mediaState });
        break;
      case 'consultation_offer':
        if (role !== 'patient') return;
        this.phase = 'call';
        this.leftBy = null;
        this.peer.receiveOffer(frame.payload.sdp, frame.payload.restart);
        break;
      case 'consultation_answer':
        this.peer.receiveAnswer(frame.payload.sdp);
        return;
      case 'consultation_ice_candidate':
        this.peer.receiveCandidate(frame.payload.candidate);
        return;
      case 'consultation_state':
        this.remoteMedia = frame.payload.state;
        this.peer.remoteState(frame.payload.state);
        break;
      case 'consultation_left':
        this.peer.hangUp();
        this.remoteStream = null;
        this.remoteMedia = noMedia;
        this.phase = 'left';
        this.leftBy = 'other';
        if (role === 'practitioner') this.waitingPatient = null;
        break;
      case 'consultation_ended':
        this.finish('ended', null);
        return;
      case 'consultation_replaced':
        this.finish('replaced', frame.payload.message);
        return;
    }
    this.changed();
  }

  private receiveError(message: string): void {
    if (this.isOver()) return;
    if (message === consultationMessages.ended) this.finish('ended', null);
    else if (roomRefusals.has(message)) this.finish('error', message);
  }

  private send(type: ConsultationClientFrameType, fields: Record<string, unknown>, fatal = true): boolean {
    const result = this.options.socket.sendConsultation(type, {
      appointmentId: this.options.appointmentId,
      ...fields,
    });
    if (result.ok) return true;
    // A frame the contract refuses (an SDP over 64 KiB) cannot be retried as it is: the call cannot go on.
    if (result.reason === 'invalid' && fatal) this.finish('error', result.message);
    return false;
  }

  private finish(status: 'ended' | 'replaced' | 'error', message: string | null): void {
    if (this.isOver()) return;
    this.over = { status, message };
    this.stopListening();
    this.peer.close();
    this.remoteStream = null;
    this.changed();
  }

  private isOver(): boolean {
    return this.over !== null;
  }

  private stopListening(): void {
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
  }

  private computeSnapshot(): ConsultationSnapshot {
    const localMedia = this.peer.mediaState;
    const base = {
      leftBy: null,
      waitingPatient: this.waitingPatient,
      remoteStream: this.remoteStream,
      remoteMedia: this.remoteMedia,
      localMedia,
    };
    if (this.over) return { ...base, status: this.over.status, message: this.over.message };
    return { ...base, status: this.callStatus(), message: null, leftBy: this.leftBy };
  }

  private callStatus(): ConsultationStatus {
    if (this.phase !== 'call') return this.phase;
    if (!this.peer.wasConnected) return 'connecting';
    const reconnecting =
      this.peer.mediaState.reconnecting ||
      this.remoteMedia.reconnecting ||
      this.peer.connectionState !== 'connected';
    return reconnecting ? 'reconnecting' : 'connected';
  }

  private changed(): void {
    const next = this.computeSnapshot();
    const current = this.snapshot;
    if (
      next.status === current.status &&
      next.message === current.message &&
      next.leftBy === current.leftBy &&
      next.waitingPatient === current.waitingPatient &&
      next.remoteStream === current.remoteStream &&
      sameMedia(next.remoteMedia, current.remoteMedia) &&
      sameMedia(next.localMedia, current.localMedia)
    )
      return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}

function sameMedia(a: MediaState, b: MediaState): boolean {
  return a.muted === b.muted && a.cameraOff === b.cameraOff && a.reconnecting === b.reconnecting;
}

/** `terminal` statuses never change again. */
export function isFinalConsultationStatus(status: ConsultationStatus): boolean {
  return terminal.has(status);
}

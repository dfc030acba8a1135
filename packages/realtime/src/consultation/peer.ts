import type {
  ConsultationRole,
  IceCandidateInit,
  IceServer,
  IceTransportPolicy,
  MediaState,
} from '@telehealth/contract';

/** The peer's timing rules (docs/product/consultations.md, Signalling). */
export const consultationPeerLimits = {
  /** A connection `disconnected` for this long is restarted (a `failed` one at once). */
  disconnectedGraceMs: 3_000,
  /** An offer unanswered for this long (lost with a socket, or its answer was) is offered again. */
  answerTimeoutMs: 5_000,
  /** Remote candidates kept while no remote description is set; older ones are dropped beyond it. */
  maxQueuedCandidates: 200,
} as const;

/** What the peer sends through the signalling; false when the frame did not leave (nothing is queued). */
export interface PeerSignals {
  offer(sdp: string, restart: boolean): boolean;
  answer(sdp: string): boolean;
  candidate(candidate: IceCandidateInit): void;
  /** This side's muted, camera-off and reconnecting flags, sent on every change. */
  state(state: MediaState): void;
}

/** The ICE configuration of the room (`GET /api/consultations/{id}`), read again for every new connection. */
export interface PeerIceConfig {
  iceServers: readonly IceServer[];
  iceTransportPolicy: IceTransportPolicy;
}

export type PeerConnectionFactory = (configuration: RTCConfiguration) => RTCPeerConnection;

/** Where `online` and `offline` fire: the window in a browser. */
export type NetworkEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface ConsultationPeerOptions {
  role: ConsultationRole;
  ice: () => PeerIceConfig;
  /** The camera and microphone; null or without video for 'Join without video'. */
  localStream: MediaStream | null;
  signals: PeerSignals;
  /** Defaults to `new RTCPeerConnection(configuration)`; tests pass a fake. */
  createPeerConnection?: PeerConnectionFactory;
  /** Defaults to the window; null listens to nothing. */
  network?: NetworkEvents | null;
  /** Called when the remote stream appears or goes. */
  onRemoteStream?: (stream: MediaStream | null) => void;
  /** Called on every change this side should show (connection state, restart, media flags). */
  onChange?: () => void;
  /** Called when no connection can be made (`consultationPeerMessages`). */
  onError?: (message: string) => void;
}

/** What the call shows when its connection cannot be made. */
export const consultationPeerMessages = {
  unsupported: 'This browser cannot make video calls. Please use a recent Chrome, Edge, Firefox or Safari.',
  startFailed: 'The call could not start. Please reload the page.',
} as const;

function defaultFactory(configuration: RTCConfiguration): RTCPeerConnection {
  return new RTCPeerConnection(configuration);
}

function defaultNetwork(): NetworkEvents | null {
  const target = globalThis as unknown as Partial<NetworkEvents>;
  return typeof target.addEventListener === 'function' ? (target as NetworkEvents) : null;
}

/** The candidate as the contract carries it, whatever object the browser handed over. */
function candidateInit(candidate: RTCIceCandidate | RTCIceCandidateInit): IceCandidateInit {
  const init =
    'toJSON' in candidate && typeof candidate.toJSON === 'function' ? candidate.toJSON() : candidate;
  return {
    candidate: init.candidate ?? '',
    sdpMid: init.sdpMid ?? null,
    sdpMLineIndex: init.sdpMLineIndex ?? null,
    usernameFragment: init.usernameFragment ?? null,
  };
}

/**
 * One side's RTCPeerConnection for a consultation (docs/product/consultations.md, Signalling):
 * - the practitioner offers (`start()` once the patient is admitted, a fresh connection each time, and an ICE
 *   restart's offer on every restart); the patient answers, with a fresh connection for every offer that is not a
 *   restart. Only one side offers, so offers never cross;
 * - candidates trickle both ways; remote ones that arrive before the remote description wait in a queue;
 * - a restart follows a connection `disconnected` for 3 s or `failed`, an `online` after `offline`, and a socket
 *   reconnect (`restart()`). Meanwhile this side's state says `reconnecting: true`, until the connection is back
 *   after a negotiation. The patient cannot offer: its `reconnecting: true` is what makes the practitioner restart;
 * - a new camera or microphone replaces the sender's track (`replaceTrack`), with no renegotiation; mute and
 *   camera off set `track.enabled`.
 * Nothing here logs: no session description, no candidate.
 */
export class ConsultationPeer {
  private readonly options: ConsultationPeerOptions;
  private readonly createPeerConnection: PeerConnectionFactory;
  private readonly network: NetworkEvents | null;
  private pc: RTCPeerConnection | null = null;
  private localStream: MediaStream | null;
  private queuedCandidates: IceCandidateInit[] = [];
  /** Operations on the connection run one at a time, in order. */
  private chain: Promise<void> = Promise.resolve();
  private disconnectedTimer: ReturnType<typeof setTimeout> | undefined;
  private answerTimer: ReturnType<typeof setTimeout> | undefined;
  /** The practitioner: a restart asked for while an offer awaited its answer, made once that answer is in. */
  private restartQueued = false;
  private offline = false;
  private closed = false;
  private restarting = false;
  /** Whether an offer and its answer completed since the restart began. */
  private negotiatedSinceRestart = false;
  private everConnected = false;
  private remoteReconnecting = false;
  /** The remote tracks of a session whose offer or answer named no stream. */
  private remoteFallback: MediaStream | null = null;
  private muted = false;
  private cameraOff: boolean;

  constructor(options: ConsultationPeerOptions) {
    this.options = options;
    this.createPeerConnection = options.createPeerConnection ?? defaultFactory;
    this.network = options.network === undefined ? defaultNetwork() : options.network;
    this.localStream = options.localStream;
    this.cameraOff = !this.localStream?.getVideoTracks().some((track) => track.readyState !== 'ended');
    this.network?.addEventListener('offline', this.handleOffline);
    this.network?.addEventListener('online', this.handleOnline);
  }

  /** The current connection, for stats; null before a session or after it closed. */
  get connection(): RTCPeerConnection | null {
    return this.pc;
  }

  /** This side's flags as the other side is told them. */
  get mediaState(): MediaState {
    return { muted: this.muted, cameraOff: this.cameraOff, reconnecting: this.restarting };
  }

  /** The connection state of the current session, or null without one. */
  get connectionState(): RTCPeerConnectionState | null {
    return this.pc?.connectionState ?? null;
  }

  /** Whether the current session was connected at least once. */
  get wasConnected(): boolean {
    return this.everConnected;
  }

  /** The practitioner: a new session with a fresh connection and its offer. */
  start(): void {
    if (this.closed || this.options.role !== 'practitioner') return;
    this.newConnection();
    this.queuedCandidates = [];
    this.enqueue(() => this.offer(false));
  }

  /** A restart after this side's socket reconnected: an offer or answer in flight may have been lost with it. */
  restart(): void {
    this.requestRestart(true);
  }

  /** The other side's state arrived: the practitioner restarts when the patient says it is reconnecting. */
  remoteState(state: MediaState): void {
    const rising = state.reconnecting && !this.remoteReconnecting;
    this.remoteReconnecting = state.reconnecting;
    if (!state.reconnecting || this.options.role !== 'practitioner' || !this.pc) return;
    // A state frame repeated while this side's restart is under way (a mute toggled meanwhile) changes nothing;
    // a repeat after it finished means the patient is still cut off, so it restarts again.
    if (rising || !this.restarting) this.requestRestart();
  }

  /** An offer from the practitioner (patient side). A restart's offer with no session to restart is ignored. */
  receiveOffer(sdp: string, restart: boolean): void {
    if (this.closed || this.options.role !== 'patient') return;
    if (!restart || !this.pc) {
      if (restart) return;
      // Created now, so that candidates arriving while the offer is applied wait for it.
      this.newConnection();
    }
    const pc = this.pc;
    this.enqueue(async () => {
      if (this.pc !== pc || !pc) return;
      await pc.setRemoteDescription({ type: 'offer', sdp });
      this.flushCandidates(pc);
      // A kind this side has no track for still sends, so that a camera switched on later needs no renegotiation.
      for (const transceiver of pc.getTransceivers()) {
        if (transceiver.direction === 'recvonly') transceiver.direction = 'sendrecv';
      }
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      if (this.pc !== pc) return;
      this.options.signals.answer(pc.localDescription?.sdp ?? answer.sdp ?? '');
      this.negotiated();
    });
  }

  /** The patient's answer (practitioner side); a late answer to a superseded offer is ignored. */
  receiveAnswer(sdp: string): void {
    if (this.closed || this.options.role !== 'practitioner') return;
    const pc = this.pc;
    this.enqueue(async () => {
      if (this.pc !== pc || !pc || pc.signalingState !== 'have-local-offer') return;
      await pc.setRemoteDescription({ type: 'answer', sdp });
      this.clearAnswerTimer();
      this.flushCandidates(pc);
      if (this.restartQueued) {
        this.restartQueued = false;
        await this.offer(true);
        return;
      }
      this.negotiated();
    });
  }

  /** A remote candidate: added at once, or queued until the remote description is set. */
  receiveCandidate(candidate: IceCandidateInit): void {
    if (this.closed) return;
    const pc = this.pc;
    if (!pc?.remoteDescription) {
      this.queuedCandidates.push(candidate);
      if (this.queuedCandidates.length > consultationPeerLimits.maxQueuedCandidates)
        this.queuedCandidates.shift();
      return;
    }
    this.addCandidate(pc, candidate);
  }

  /** Remote candidates waiting for the remote description. */
  get queuedCandidateCount(): number {
    return this.queuedCandidates.length;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    for (const track of this.localTracks('audio')) track.enabled = !muted;
    this.stateChanged();
  }

  setCameraOff(cameraOff: boolean): void {
    this.cameraOff = cameraOff;
    for (const track of this.localTracks('video')) track.enabled = !cameraOff;
    this.stateChanged();
  }

  /**
   * Sends `track` instead of the current track of its kind, with `replaceTrack` (no renegotiation); it takes
   * the current mute or camera-off state. Returns the track it replaced, which the caller stops.
   */
  async replaceTrack(track: MediaStreamTrack): Promise<MediaStreamTrack | null> {
    const kind = track.kind as 'audio' | 'video';
    track.enabled = kind === 'audio' ? !this.muted : !this.cameraOff;
    const old = this.localStream?.getTracks().find((candidate) => candidate.kind === kind) ?? null;
    const sender = this.senderFor(kind);
    if (sender) await sender.replaceTrack(track);
    if (this.localStream && old !== track) {
      if (old) this.localStream.removeTrack(old);
      this.localStream.addTrack(track);
    }
    if (kind === 'video' && this.cameraOff && !old) {
      // A camera added to an audio-only call is on: that is why it was added.
      this.cameraOff = false;
      track.enabled = true;
      this.stateChanged();
    }
    return old === track ? null : old;
  }

  /** Ends the current session (the other side left, or a new one begins); the peer stays usable. */
  hangUp(): void {
    this.endSession(true);
  }

  /** `sayState`: a side that said it was reconnecting says it no longer is, since that session is over. */
  private endSession(sayState: boolean): void {
    this.clearDisconnectedTimer();
    this.clearAnswerTimer();
    this.restartQueued = false;
    const pc = this.pc;
    this.pc = null;
    this.everConnected = false;
    this.remoteReconnecting = false;
    this.remoteFallback = null;
    if (this.restarting) {
      this.restarting = false;
      if (sayState) this.options.signals.state(this.mediaState);
      this.options.onChange?.();
    }
    if (pc) {
      this.detach(pc);
      try {
        pc.close();
      } catch {
        // Already closed.
      }
      this.options.onRemoteStream?.(null);
    }
  }

  /** Ends everything: the session, the network listeners, and any later frame. */
  close(): void {
    if (this.closed) return;
    this.endSession(false);
    this.closed = true;
    this.queuedCandidates = [];
    this.network?.removeEventListener('offline', this.handleOffline);
    this.network?.removeEventListener('online', this.handleOnline);
  }

  // ------------------------------------------------------------------------------------------ internals

  private newConnection(): void {
    this.endSession(true);
    const { iceServers, iceTransportPolicy } = this.options.ice();
    let pc: RTCPeerConnection;
    try {
      pc = this.createPeerConnection({
        iceServers: iceServers.map((server) => ({ ...server, urls: [...server.urls] })),
        iceTransportPolicy,
      });
    } catch {
      // The browser's own error is not passed on: it can quote an ICE server's URL.
      const unsupported = typeof RTCPeerConnection === 'undefined' && !this.options.createPeerConnection;
      this.options.onError?.(
        unsupported ? consultationPeerMessages.unsupported : consultationPeerMessages.startFailed,
      );
      return;
    }
    this.pc = pc;
    this.negotiatedSinceRestart = false;
    const stream = this.localStream;
    const kinds = new Set<string>();
    for (const track of stream?.getTracks() ?? []) {
      kinds.add(track.kind);
      if (stream) pc.addTrack(track, stream);
    }
    if (this.options.role === 'practitioner') {
      // The offer always carries audio and video, sending both ways, so that either side can switch a camera or
      // microphone on later with replaceTrack alone.
      for (const kind of ['audio', 'video'] as const) {
        if (!kinds.has(kind))
          pc.addTransceiver(kind, { direction: 'sendrecv', streams: stream ? [stream] : [] });
      }
    }
    pc.onicecandidate = (event) => {
      if (this.pc !== pc || !event.candidate) return;
      const init = candidateInit(event.candidate);
      if (init.candidate) this.options.signals.candidate(init);
    };
    pc.ontrack = (event) => {
      if (this.pc !== pc) return;
      const [stream] = event.streams;
      if (stream) {
        this.options.onRemoteStream?.(stream);
        return;
      }
      if (typeof MediaStream === 'undefined') return;
      // Both tracks go into one stream, so that the page plays audio and video together.
      if (this.remoteFallback) this.remoteFallback.addTrack(event.track);
      else this.remoteFallback = new MediaStream([event.track]);
      this.options.onRemoteStream?.(this.remoteFallback);
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      this.connectionStateChanged(pc);
    };
    this.options.onChange?.();
  }

  private connectionStateChanged(pc: RTCPeerConnection): void {
    switch (pc.connectionState) {
      case 'connected':
        this.clearDisconnectedTimer();
        this.everConnected = true;
        this.finishRestartIfDone();
        break;
      case 'disconnected':
        this.clearDisconnectedTimer();
        this.disconnectedTimer = setTimeout(() => {
          this.disconnectedTimer = undefined;
          if (this.pc === pc && pc.connectionState === 'disconnected') this.requestRestart();
        }, consultationPeerLimits.disconnectedGraceMs);
        break;
      case 'failed':
        this.clearDisconnectedTimer();
        this.requestRestart();
        break;
      default:
        break;
    }
    this.options.onChange?.();
  }

  /**
   * `fromOutside`: the call asks, after this side's socket came back. An offer awaiting its answer may then be lost
   * (or its answer was), so it is taken back for a new one at once; otherwise the restart waits for that answer,
   * since frames name no offer and an answer to a taken-back offer must not meet the newer one. A patient still
   * waiting for its first offer says it is reconnecting too, so that the practitioner offers again.
   */
  private requestRestart(fromOutside = false): void {
    if (this.closed) return;
    const pc = this.pc;
    if (!pc && !(fromOutside && this.options.role === 'patient')) return;
    const first = !this.restarting;
    this.restarting = true;
    this.negotiatedSinceRestart = false;
    // Said again on every request: a frame lost while the socket was down is repeated after it is back.
    this.options.signals.state(this.mediaState);
    if (first) this.options.onChange?.();
    if (this.options.role === 'practitioner') {
      this.enqueue(async () => {
        if (!pc || this.pc !== pc) return;
        if (pc.signalingState === 'have-local-offer') {
          if (!fromOutside) {
            this.restartQueued = true;
            return;
          }
          await pc.setLocalDescription({ type: 'rollback' });
        }
        await this.offer(pc.remoteDescription !== null);
      });
    }
  }

  private async offer(restart: boolean): Promise<void> {
    const pc = this.pc;
    if (!pc) return;
    const offer = await pc.createOffer(restart ? { iceRestart: true } : undefined);
    await pc.setLocalDescription(offer);
    if (this.pc !== pc) return;
    const sent = this.options.signals.offer(pc.localDescription?.sdp ?? offer.sdp ?? '', restart);
    // An offer that did not leave is taken back; the next restart (the socket's reconnect) makes a new one.
    if (!sent) {
      await pc.setLocalDescription({ type: 'rollback' });
      return;
    }
    this.clearAnswerTimer();
    this.answerTimer = setTimeout(() => {
      this.answerTimer = undefined;
      this.enqueue(async () => {
        if (this.pc !== pc || pc.signalingState !== 'have-local-offer') return;
        // Taken back and made again; a session never answered has nothing to restart, so its offer goes again as
        // a new one, which a patient without a connection accepts.
        await pc.setLocalDescription({ type: 'rollback' });
        this.restartQueued = false;
        await this.offer(pc.remoteDescription !== null);
      });
    }, consultationPeerLimits.answerTimeoutMs);
  }

  private negotiated(): void {
    this.negotiatedSinceRestart = true;
    this.finishRestartIfDone();
  }

  private finishRestartIfDone(): void {
    const pc = this.pc;
    if (!this.restarting || !pc || !this.negotiatedSinceRestart) return;
    if (pc.connectionState !== 'connected' || pc.signalingState !== 'stable') return;
    this.restarting = false;
    this.stateChanged();
  }

  private stateChanged(): void {
    this.options.signals.state(this.mediaState);
    this.options.onChange?.();
  }

  private flushCandidates(pc: RTCPeerConnection): void {
    const queued = this.queuedCandidates;
    this.queuedCandidates = [];
    for (const candidate of queued) this.addCandidate(pc, candidate);
  }

  private addCandidate(pc: RTCPeerConnection, candidate: IceCandidateInit): void {
    // A candidate of an earlier session (another ufrag) is refused by the browser; it is of no use, and not logged.
    pc.addIceCandidate(candidate as RTCIceCandidateInit).catch(() => {});
  }

  private enqueue(operation: () => Promise<void>): void {
    this.chain = this.chain.then(operation).catch(() => {
      // A failed negotiation step is not logged (its error can quote the SDP); a restart follows a failed connection.
    });
  }

  private senderFor(kind: 'audio' | 'video'): RTCRtpSender | null {
    const pc = this.pc;
    if (!pc) return null;
    for (const transceiver of pc.getTransceivers()) {
      const sender = transceiver.sender;
      if (sender.track?.kind === kind || transceiver.receiver.track?.kind === kind) return sender;
    }
    return null;
  }

  private localTracks(kind: 'audio' | 'video'): MediaStreamTrack[] {
    if (!this.localStream) return [];
    return kind === 'audio' ? this.localStream.getAudioTracks() : this.localStream.getVideoTracks();
  }

  private detach(pc: RTCPeerConnection): void {
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
  }

  private clearAnswerTimer(): void {
    if (this.answerTimer !== undefined) clearTimeout(this.answerTimer);
    this.answerTimer = undefined;
  }

  private clearDisconnectedTimer(): void {
    if (this.disconnectedTimer !== undefined) clearTimeout(this.disconnectedTimer);
    this.disconnectedTimer = undefined;
  }

  private readonly handleOffline = (): void => {
    this.offline = true;
  };

  private readonly handleOnline = (): void => {
    if (!this.offline) return;
    this.offline = false;
    this.requestRestart();
  };
}

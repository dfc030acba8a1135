type Kind = 'audio' | 'video';

/** A MediaStreamTrack stand-in: kind, enabled, readyState and stop(). */
export class FakeTrack {
  static count = 0;
  readonly id: string;
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  constructor(
    readonly kind: Kind,
    readonly label = `${kind} ${FakeTrack.count + 1}`,
  ) {
    FakeTrack.count += 1;
    this.id = `track-${FakeTrack.count}`;
  }
  stop(): void {
    this.readyState = 'ended';
  }
}

/** A MediaStream stand-in over fake tracks (jsdom has none). */
export class FakeMediaStream {
  readonly id = `stream-${Math.random().toString(36).slice(2, 8)}`;
  private readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks(): FakeTrack[] {
    return [...this.tracks];
  }
  getAudioTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  addTrack(track: FakeTrack): void {
    if (!this.tracks.includes(track)) this.tracks.push(track);
  }
  removeTrack(track: FakeTrack): void {
    const index = this.tracks.indexOf(track);
    if (index >= 0) this.tracks.splice(index, 1);
  }
}

/** A camera and a microphone, as a `MediaStream` for the code under test. */
export function fakeStream(kinds: Kind[] = ['audio', 'video']): MediaStream {
  return new FakeMediaStream(kinds.map((kind) => new FakeTrack(kind))) as unknown as MediaStream;
}

class FakeSender {
  readonly replaced: Array<FakeTrack | null> = [];
  constructor(public track: FakeTrack | null) {}
  async replaceTrack(track: FakeTrack | null): Promise<void> {
    this.replaced.push(track);
    this.track = track;
  }
}

class FakeTransceiver {
  readonly sender: FakeSender;
  readonly receiver: { track: FakeTrack };
  constructor(
    kind: Kind,
    track: FakeTrack | null,
    public direction: RTCRtpTransceiverDirection,
  ) {
    this.sender = new FakeSender(track);
    this.receiver = { track: new FakeTrack(kind, `remote ${kind}`) };
  }
}

type Description = { type: RTCSdpType; sdp?: string | undefined };

/**
 * An RTCPeerConnection stand-in for jsdom, which has no WebRTC: records every call in `calls` (by method name, with
 * its argument), follows the signalling states of JSEP closely enough for the manager's rules, and lets the test
 * fire what the browser would (`setConnectionState`, `emitCandidate`, `emitTrack`). `addIceCandidate` without a
 * remote description rejects, as browsers do. Call `FakePeerConnection.reset()` between tests.
 */
export class FakePeerConnection {
  static instances: FakePeerConnection[] = [];
  /** The SDP the next createOffer returns, when a test needs a particular one (an oversize one). */
  static nextOfferSdp: string | null = null;

  static reset(): void {
    FakePeerConnection.instances = [];
    FakePeerConnection.nextOfferSdp = null;
  }

  static get latest(): FakePeerConnection {
    const pc = FakePeerConnection.instances.at(-1);
    if (!pc) throw new Error('No FakePeerConnection was constructed');
    return pc;
  }

  /** A factory for `createPeerConnection`. */
  static factory = (configuration: RTCConfiguration): RTCPeerConnection =>
    new FakePeerConnection(configuration) as unknown as RTCPeerConnection;

  readonly calls: Array<{ method: string; arg?: unknown }> = [];
  readonly addedCandidates: RTCIceCandidateInit[] = [];
  readonly transceivers: FakeTransceiver[] = [];
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  stats = new Map<string, Record<string, unknown>>();
  private offers = 0;

  onicecandidate: ((event: { candidate: RTCIceCandidateInit | null }) => void) | null = null;
  ontrack: ((event: { track: FakeTrack; streams: unknown[] }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;

  constructor(readonly configuration: RTCConfiguration) {
    FakePeerConnection.instances.push(this);
  }

  /** The calls of one method, in order. */
  callsOf(method: string): unknown[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.arg);
  }

  addTrack(track: FakeTrack, _stream: unknown): FakeSender {
    this.calls.push({ method: 'addTrack', arg: track.kind });
    const transceiver = new FakeTransceiver(track.kind, track, 'sendrecv');
    this.transceivers.push(transceiver);
    return transceiver.sender;
  }

  addTransceiver(kind: Kind, init?: { direction?: RTCRtpTransceiverDirection }): FakeTransceiver {
    this.calls.push({ method: 'addTransceiver', arg: { kind, direction: init?.direction } });
    const transceiver = new FakeTransceiver(kind, null, init?.direction ?? 'sendrecv');
    this.transceivers.push(transceiver);
    return transceiver;
  }

  getTransceivers(): FakeTransceiver[] {
    return [...this.transceivers];
  }

  async createOffer(options?: RTCOfferOptions): Promise<Description> {
    this.calls.push({ method: 'createOffer', arg: options });
    this.offers += 1;
    const sdp =
      FakePeerConnection.nextOfferSdp ?? `v=0 offer ${this.offers}${options?.iceRestart ? ' restart' : ''}`;
    return { type: 'offer', sdp };
  }

  async createAnswer(): Promise<Description> {
    this.calls.push({ method: 'createAnswer' });
    return { type: 'answer', sdp: `v=0 answer to ${this.remoteDescription?.sdp ?? ''}` };
  }

  async setLocalDescription(description: Description): Promise<void> {
    this.calls.push({ method: 'setLocalDescription', arg: description.type });
    if (description.type === 'rollback') {
      if (this.signalingState !== 'have-local-offer') throw new Error('InvalidStateError');
      this.localDescription = null;
      this.signalingState = 'stable';
      return;
    }
    if (description.type === 'offer') {
      if (this.signalingState !== 'stable') throw new Error('InvalidStateError');
      this.signalingState = 'have-local-offer';
    } else {
      if (this.signalingState !== 'have-remote-offer') throw new Error('InvalidStateError');
      this.signalingState = 'stable';
    }
    this.localDescription = description;
  }

  async setRemoteDescription(description: Description): Promise<void> {
    this.calls.push({ method: 'setRemoteDescription', arg: description });
    if (description.type === 'offer') {
      if (this.signalingState !== 'stable') throw new Error('InvalidStateError');
      this.signalingState = 'have-remote-offer';
      // Kinds this side added no track for get a receive-only transceiver, as JSEP does.
      for (const kind of ['audio', 'video'] as const) {
        if (!this.transceivers.some((transceiver) => transceiver.receiver.track.kind === kind)) {
          this.transceivers.push(new FakeTransceiver(kind, null, 'recvonly'));
        }
      }
    } else {
      if (this.signalingState !== 'have-local-offer') throw new Error('InvalidStateError');
      this.signalingState = 'stable';
    }
    this.remoteDescription = description;
  }

  async addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    this.calls.push({ method: 'addIceCandidate', arg: candidate });
    if (!this.remoteDescription) throw new Error('InvalidStateError: no remote description');
    this.addedCandidates.push(candidate);
  }

  async getStats(): Promise<Map<string, Record<string, unknown>>> {
    return this.stats;
  }

  close(): void {
    this.calls.push({ method: 'close' });
    this.signalingState = 'closed';
    this.connectionState = 'closed';
  }

  // ------------------------------------------------------------------ what the browser would do

  setConnectionState(state: RTCPeerConnectionState): void {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }

  emitCandidate(candidate: RTCIceCandidateInit | null): void {
    this.onicecandidate?.({ candidate });
  }

  emitTrack(stream: unknown, kind: Kind = 'video'): void {
    this.ontrack?.({ track: new FakeTrack(kind), streams: stream ? [stream] : [] });
  }
}

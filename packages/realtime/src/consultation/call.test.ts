import { signallingMessages } from '@telehealth/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from '../RealtimeClient';
import { FakeMediaStream, FakePeerConnection, FakeTrack, fakeStream } from '../test/FakePeerConnection';
import { FakeWebSocket } from '../test/FakeWebSocket';
import { ConsultationCall } from './call';
import { consultationPeerLimits, consultationPeerMessages } from './peer';

const APPOINTMENT = 42;
const PATIENT = { userId: 1, role: 'patient' } as const;
const PRACTITIONER = { userId: 2, role: 'practitioner' } as const;
const ICE = {
  iceServers: [{ urls: ['turn:turn.example:3478'], username: '1772413200:1', credential: 'c2VjcmV0' }],
  iceTransportPolicy: 'relay' as const,
};

type Role = 'patient' | 'practitioner';

function setup(
  role: Role,
  options: {
    stream?: MediaStream | null;
    createPeerConnection?: (c: RTCConfiguration) => RTCPeerConnection;
  } = {},
) {
  const client = new RealtimeClient({
    WebSocket: FakeWebSocket,
    location: { protocol: 'https:', host: 'clinic.example' },
    random: () => 0,
  });
  client.connect(role === 'patient' ? PATIENT.userId : PRACTITIONER.userId);
  FakeWebSocket.latest.open();
  const network = new EventTarget();
  const stream = options.stream === undefined ? fakeStream() : options.stream;
  const call = new ConsultationCall({
    socket: client,
    appointmentId: APPOINTMENT,
    role,
    ice: () => ICE,
    localStream: stream,
    clientId: 'tab-1',
    createPeerConnection: options.createPeerConnection ?? FakePeerConnection.factory,
    network,
  });
  call.start();
  return { client, call, network, stream };
}

/** The server sends a consultation frame for the appointment. */
function server(type: string, payload: Record<string, unknown> = {}) {
  FakeWebSocket.latest.receive({ type, payload: { appointmentId: APPOINTMENT, ...payload } });
}

/** Lets the peer's queued negotiation steps run. */
async function settle() {
  for (let index = 0; index < 50; index++) await Promise.resolve();
}

const sent = (type: string) => FakeWebSocket.latest.sentOfType(type).map((frame) => frame.payload);
const states = () => sent('consultation_state').map((payload) => (payload as { state: unknown }).state);

/** A practitioner whose call with the patient is connected. */
async function connectedPractitioner() {
  const context = setup('practitioner');
  server('consultation_admitted', { at: '2026-03-01T10:00:00.000Z' });
  await settle();
  server('consultation_answer', { from: PATIENT, sdp: 'v=0 answer' });
  await settle();
  FakePeerConnection.latest.setConnectionState('connected');
  return context;
}

/** A patient whose call with the practitioner is connected. */
async function connectedPatient() {
  const context = setup('patient');
  server('consultation_admitted', { at: '2026-03-01T10:00:00.000Z' });
  server('consultation_offer', { from: PRACTITIONER, sdp: 'v=0 offer 1', restart: false });
  await settle();
  FakePeerConnection.latest.setConnectionState('connected');
  return context;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  FakePeerConnection.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('joining the room', () => {
  it('joins with the tab’s client id and its mode, and says its state once admitted', () => {
    setup('patient');
    expect(sent('consultation_join')).toEqual([
      { appointmentId: APPOINTMENT, clientId: 'tab-1', mode: 'video' },
    ]);
    expect(states()).toEqual([]);
    server('consultation_admitted', { at: '2026-03-01T10:00:00.000Z' });
    expect(states()).toEqual([{ muted: false, cameraOff: false, reconnecting: false }]);
  });

  it('joins audio only, camera off, without a camera', () => {
    setup('patient', { stream: fakeStream(['audio']) });
    expect(sent('consultation_join')).toEqual([
      { appointmentId: APPOINTMENT, clientId: 'tab-1', mode: 'audio' },
    ]);
    server('consultation_admitted', { at: '2026-03-01T10:00:00.000Z' });
    expect(states()).toEqual([{ muted: false, cameraOff: true, reconnecting: false }]);
  });

  it('joins once the socket connects, not before', () => {
    const client = new RealtimeClient({
      WebSocket: FakeWebSocket,
      location: { protocol: 'https:', host: 'x' },
    });
    client.connect(1);
    const call = new ConsultationCall({
      socket: client,
      appointmentId: APPOINTMENT,
      role: 'patient',
      ice: () => ICE,
      localStream: null,
      clientId: 'tab-1',
      createPeerConnection: FakePeerConnection.factory,
      network: null,
    });
    call.start();
    FakeWebSocket.latest.open();
    expect(sent('consultation_join')).toHaveLength(1);
  });

  it('ignores frames of another appointment', () => {
    const { call } = setup('practitioner');
    FakeWebSocket.latest.receive({
      type: 'consultation_waiting',
      payload: { appointmentId: 7, patient: PATIENT },
    });
    expect(call.getSnapshot().status).toBe('waiting');
  });
});

describe('the offer rule', () => {
  it('the practitioner sees the waiting patient, admits, then offers on a fresh connection', async () => {
    const { call } = setup('practitioner');
    expect(call.getSnapshot().status).toBe('waiting');
    server('consultation_waiting', { patient: PATIENT });
    expect(call.getSnapshot()).toMatchObject({ status: 'patient-waiting', waitingPatient: { userId: 1 } });
    expect(FakePeerConnection.instances).toHaveLength(0);

    expect(call.admit()).toBe(true);
    expect(sent('consultation_admit')).toEqual([{ appointmentId: APPOINTMENT }]);
    // Nothing is offered before the server says the patient is in.
    expect(FakePeerConnection.instances).toHaveLength(0);

    server('consultation_admitted', { at: '2026-03-01T10:00:00.000Z' });
    await settle();
    const pc = FakePeerConnection.latest;
    expect(pc.configuration).toEqual({ iceServers: ICE.iceServers, iceTransportPolicy: 'relay' });
    expect(pc.callsOf('addTrack')).toEqual(['audio', 'video']);
    expect(pc.callsOf('createOffer')).toEqual([undefined]);
    expect(sent('consultation_offer')).toEqual([
      { appointmentId: APPOINTMENT, sdp: 'v=0 offer 1', restart: false },
    ]);
    expect(call.getSnapshot().status).toBe('connecting');

    server('consultation_answer', { from: PATIENT, sdp: 'v=0 answer' });
    await settle();
    expect(pc.remoteDescription).toEqual({ type: 'answer', sdp: 'v=0 answer' });
    pc.setConnectionState('connected');
    expect(call.getSnapshot().status).toBe('connected');
  });

  it('the practitioner without a camera still offers video both ways, so a camera can be added later', async () => {
    setup('practitioner', { stream: fakeStream(['audio']) });
    server('consultation_admitted', { at: '2026-03-01T10:00:00.000Z' });
    await settle();
    expect(FakePeerConnection.latest.callsOf('addTransceiver')).toEqual([
      { kind: 'video', direction: 'sendrecv' },
    ]);
  });

  it('the patient waits, then answers the offer and never offers', async () => {
    const { call } = setup('patient');
    expect(call.getSnapshot().status).toBe('waiting');
    server('consultation_admitted', { at: '2026-03-01T10:00:00.000Z' });
    expect(call.getSnapshot().status).toBe('connecting');
    expect(FakePeerConnection.instances).toHaveLength(0);

    server('consultation_offer', { from: PRACTITIONER, sdp: 'v=0 offer 1', restart: false });
    await settle();
    const pc = FakePeerConnection.latest;
    expect(pc.callsOf('setRemoteDescription')).toEqual([{ type: 'offer', sdp: 'v=0 offer 1' }]);
    expect(pc.callsOf('createOffer')).toEqual([]);
    expect(sent('consultation_answer')).toEqual([
      { appointmentId: APPOINTMENT, sdp: 'v=0 answer to v=0 offer 1' },
    ]);

    const remote = new FakeMediaStream();
    pc.emitTrack(remote);
    pc.setConnectionState('connected');
    expect(call.getSnapshot()).toMatchObject({ status: 'connected', remoteStream: remote });
  });

  it('puts remote tracks that name no stream into one stream', async () => {
    vi.stubGlobal('MediaStream', FakeMediaStream);
    try {
      const { call } = setup('patient');
      server('consultation_offer', { from: PRACTITIONER, sdp: 'v=0 offer 1', restart: false });
      await settle();
      FakePeerConnection.latest.emitTrack(null, 'audio');
      FakePeerConnection.latest.emitTrack(null, 'video');
      const remote = call.getSnapshot().remoteStream as unknown as FakeMediaStream;
      expect(remote.getTracks().map((track) => track.kind)).toEqual(['audio', 'video']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the patient without a camera answers sending both ways', async () => {
    setup('patient', { stream: fakeStream(['audio']) });
    server('consultation_offer', { from: PRACTITIONER, sdp: 'v=0 offer 1', restart: false });
    await settle();
    const directions = FakePeerConnection.latest.transceivers.map((transceiver) => transceiver.direction);
    expect(directions).toEqual(['sendrecv', 'sendrecv']);
  });

  it('the practitioner ignores an offer, the patient an answer', async () => {
    setup('practitioner');
    server('consultation_offer', { from: PATIENT, sdp: 'v=0 offer', restart: false });
    await settle();
    expect(FakePeerConnection.instances).toHaveLength(0);
  });
});

describe('ICE candidates', () => {
  it('trickles local candidates to the other side', async () => {
    setup('practitioner');
    server('consultation_admitted', { at: '2026-03-01T10:00:00.000Z' });
    await settle();
    FakePeerConnection.latest.emitCandidate({
      candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
      sdpMid: '0',
    });
    FakePeerConnection.latest.emitCandidate(null);
    expect(sent('consultation_ice_candidate')).toEqual([
      {
        appointmentId: APPOINTMENT,
        candidate: {
          candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
          sdpMid: '0',
          sdpMLineIndex: null,
          usernameFragment: null,
        },
      },
    ]);
  });

  it('queues remote candidates that arrive before the answer, and adds them after it, in order', async () => {
    setup('practitioner');
    server('consultation_admitted', { at: '2026-03-01T10:00:00.000Z' });
    await settle();
    const pc = FakePeerConnection.latest;
    server('consultation_ice_candidate', {
      from: PATIENT,
      candidate: { candidate: 'candidate:a', sdpMid: '0' },
    });
    server('consultation_ice_candidate', {
      from: PATIENT,
      candidate: { candidate: 'candidate:b', sdpMid: '0' },
    });
    await settle();
    expect(pc.callsOf('addIceCandidate')).toEqual([]);

    server('consultation_answer', { from: PATIENT, sdp: 'v=0 answer' });
    await settle();
    expect(pc.addedCandidates.map((candidate) => candidate.candidate)).toEqual([
      'candidate:a',
      'candidate:b',
    ]);

    server('consultation_ice_candidate', {
      from: PATIENT,
      candidate: { candidate: 'candidate:c', sdpMid: '0' },
    });
    await settle();
    expect(pc.addedCandidates.map((candidate) => candidate.candidate)).toEqual([
      'candidate:a',
      'candidate:b',
      'candidate:c',
    ]);
  });

  it('queues candidates that arrive before the offer on the patient’s side', async () => {
    setup('patient');
    server('consultation_ice_candidate', { from: PRACTITIONER, candidate: { candidate: 'candidate:early' } });
    server('consultation_offer', { from: PRACTITIONER, sdp: 'v=0 offer 1', restart: false });
    server('consultation_ice_candidate', {
      from: PRACTITIONER,
      candidate: { candidate: 'candidate:during' },
    });
    await settle();
    const pc = FakePeerConnection.latest;
    // None reached the connection before its remote description (the fake rejects those, as browsers do).
    expect(pc.callsOf('addIceCandidate')).toHaveLength(2);
    expect(pc.addedCandidates.map((candidate) => candidate.candidate)).toEqual([
      'candidate:early',
      'candidate:during',
    ]);
  });
});

describe('restarts', () => {
  it('restarts on failed: says reconnecting, offers an ICE restart, and clears it once connected', async () => {
    const { call } = await connectedPractitioner();
    const pc = FakePeerConnection.latest;
    pc.setConnectionState('failed');
    await settle();
    expect(states().at(-1)).toEqual({ muted: false, cameraOff: false, reconnecting: true });
    expect(call.getSnapshot().status).toBe('reconnecting');
    expect(pc.callsOf('createOffer').at(-1)).toEqual({ iceRestart: true });
    expect(sent('consultation_offer').at(-1)).toEqual({
      appointmentId: APPOINTMENT,
      sdp: 'v=0 offer 2 restart',
      restart: true,
    });
    // The same connection is restarted, not replaced.
    expect(FakePeerConnection.instances).toHaveLength(1);

    server('consultation_answer', { from: PATIENT, sdp: 'v=0 answer 2' });
    await settle();
    expect(states().at(-1)).toMatchObject({ reconnecting: true });
    pc.setConnectionState('connected');
    expect(states().at(-1)).toEqual({ muted: false, cameraOff: false, reconnecting: false });
    expect(call.getSnapshot().status).toBe('connected');
  });

  it('restarts after 3 seconds disconnected, not when the connection comes back sooner', async () => {
    await connectedPractitioner();
    const pc = FakePeerConnection.latest;
    pc.setConnectionState('disconnected');
    vi.advanceTimersByTime(consultationPeerLimits.disconnectedGraceMs - 1);
    pc.setConnectionState('connected');
    vi.advanceTimersByTime(10_000);
    await settle();
    expect(pc.callsOf('createOffer')).toHaveLength(1);

    pc.setConnectionState('disconnected');
    vi.advanceTimersByTime(consultationPeerLimits.disconnectedGraceMs);
    await settle();
    expect(pc.callsOf('createOffer').at(-1)).toEqual({ iceRestart: true });
    expect(sent('consultation_offer').at(-1)).toMatchObject({ restart: true });
  });

  it('restarts when the browser comes back online, not on an online without an offline', async () => {
    const { network } = await connectedPractitioner();
    const pc = FakePeerConnection.latest;
    network.dispatchEvent(new Event('online'));
    await settle();
    expect(pc.callsOf('createOffer')).toHaveLength(1);

    network.dispatchEvent(new Event('offline'));
    network.dispatchEvent(new Event('online'));
    await settle();
    expect(pc.callsOf('createOffer').at(-1)).toEqual({ iceRestart: true });
    expect(states().at(-1)).toMatchObject({ reconnecting: true });

    server('consultation_answer', { from: PATIENT, sdp: 'v=0 answer 2' });
    await settle();
    // ICE restarted while the connection stayed up: the negotiation completing is what clears the flag.
    expect(states().at(-1)).toMatchObject({ reconnecting: false });
  });

  it('after a socket reconnect, rejoins with the same client id, then restarts', async () => {
    await connectedPractitioner();
    const pc = FakePeerConnection.latest;
    FakeWebSocket.latest.serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest.open();
    await settle();
    const frames = FakeWebSocket.latest.sent as Array<{ type: string; payload: Record<string, unknown> }>;
    const types = frames.map((frame) => frame.type);
    expect(types.indexOf('consultation_join')).toBeLessThan(types.indexOf('consultation_offer'));
    expect(sent('consultation_join')).toEqual([
      { appointmentId: APPOINTMENT, clientId: 'tab-1', mode: 'video' },
    ]);
    expect(sent('consultation_offer')).toEqual([
      { appointmentId: APPOINTMENT, sdp: 'v=0 offer 2 restart', restart: true },
    ]);
    expect(states().at(-1)).toMatchObject({ reconnecting: true });
    expect(pc.callsOf('createOffer').at(-1)).toEqual({ iceRestart: true });
  });

  it('takes back an unanswered restart offer for a newer one', async () => {
    await connectedPractitioner();
    const pc = FakePeerConnection.latest;
    pc.setConnectionState('failed');
    await settle();
    FakeWebSocket.latest.serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest.open();
    await settle();
    expect(pc.callsOf('setLocalDescription')).toContain('rollback');
    expect(sent('consultation_offer')).toEqual([
      { appointmentId: APPOINTMENT, sdp: 'v=0 offer 3 restart', restart: true },
    ]);
  });

  it('the patient cannot offer: after a socket reconnect it rejoins and says it is reconnecting', async () => {
    const { call } = await connectedPatient();
    const pc = FakePeerConnection.latest;
    FakeWebSocket.latest.serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest.open();
    await settle();
    expect(sent('consultation_join')).toEqual([
      { appointmentId: APPOINTMENT, clientId: 'tab-1', mode: 'video' },
    ]);
    expect(states().at(-1)).toMatchObject({ reconnecting: true });
    expect(call.getSnapshot().status).toBe('reconnecting');
    expect(pc.callsOf('createOffer')).toEqual([]);

    // The practitioner's restart offer is answered on the same connection, and the flag clears.
    server('consultation_offer', { from: PRACTITIONER, sdp: 'v=0 offer 2 restart', restart: true });
    await settle();
    expect(FakePeerConnection.instances).toHaveLength(1);
    expect(sent('consultation_answer').at(-1)).toMatchObject({ sdp: 'v=0 answer to v=0 offer 2 restart' });
    expect(states().at(-1)).toMatchObject({ reconnecting: false });
    expect(call.getSnapshot().status).toBe('connected');
  });

  it('the patient says reconnecting when its connection fails, and when it comes back online', async () => {
    const { network } = await connectedPatient();
    FakePeerConnection.latest.setConnectionState('failed');
    expect(states().at(-1)).toMatchObject({ reconnecting: true });
    FakePeerConnection.latest.setConnectionState('connected');
    // Connected again, but no restart negotiated yet: still reconnecting until the restart offer is answered.
    expect(states().at(-1)).toMatchObject({ reconnecting: true });
    server('consultation_offer', { from: PRACTITIONER, sdp: 'v=0 offer 2 restart', restart: true });
    await settle();
    expect(states().at(-1)).toMatchObject({ reconnecting: false });

    network.dispatchEvent(new Event('offline'));
    network.dispatchEvent(new Event('online'));
    expect(states().at(-1)).toMatchObject({ reconnecting: true });
  });

  it('the practitioner restarts when the patient says it is reconnecting, and shows it', async () => {
    const { call } = await connectedPractitioner();
    server('consultation_state', {
      from: PATIENT,
      state: { muted: false, cameraOff: false, reconnecting: true },
    });
    await settle();
    expect(call.getSnapshot()).toMatchObject({ status: 'reconnecting', remoteMedia: { reconnecting: true } });
    expect(sent('consultation_offer').at(-1)).toMatchObject({ restart: true });
  });

  it('restarts once while the patient repeats that it is reconnecting, and again if it still is afterwards', async () => {
    await connectedPractitioner();
    const reconnecting = { muted: false, cameraOff: false, reconnecting: true };
    const restarts = () =>
      sent('consultation_offer').filter((offer) => (offer as { restart: boolean }).restart);
    server('consultation_state', { from: PATIENT, state: reconnecting });
    await settle();
    // The patient mutes meanwhile: the same restart goes on.
    server('consultation_state', { from: PATIENT, state: { ...reconnecting, muted: true } });
    await settle();
    expect(restarts()).toHaveLength(1);

    server('consultation_answer', { from: PATIENT, sdp: 'v=0 answer 2' });
    await settle();
    server('consultation_state', { from: PATIENT, state: reconnecting });
    await settle();
    expect(restarts()).toHaveLength(2);
  });

  it('offers again as a new session when the first offer was never answered in 5 seconds', async () => {
    setup('practitioner');
    server('consultation_admitted', { at: '2026-03-01T10:00:00.000Z' });
    await settle();
    // The patient's socket dropped while the offer was relayed: it says so once it is back.
    server('consultation_state', {
      from: PATIENT,
      state: { muted: false, cameraOff: false, reconnecting: true },
    });
    await settle();
    const pc = FakePeerConnection.latest;
    // Its answer may still come: nothing is taken back yet.
    expect(pc.callsOf('setLocalDescription')).toEqual(['offer']);
    vi.advanceTimersByTime(consultationPeerLimits.answerTimeoutMs);
    await settle();
    expect(pc.callsOf('setLocalDescription')).toEqual(['offer', 'rollback', 'offer']);
    expect(sent('consultation_offer').map((offer) => (offer as { restart: boolean }).restart)).toEqual([
      false,
      false,
    ]);
  });

  it('a restart asked for while an offer awaits its answer waits for it, then offers', async () => {
    await connectedPractitioner();
    const pc = FakePeerConnection.latest;
    pc.setConnectionState('failed');
    await settle();
    const restarts = () =>
      sent('consultation_offer').filter((offer) => (offer as { restart: boolean }).restart);
    expect(restarts()).toHaveLength(1);
    // The network comes back meanwhile: no second offer crosses the first one's answer.
    pc.setConnectionState('disconnected');
    vi.advanceTimersByTime(consultationPeerLimits.disconnectedGraceMs);
    await settle();
    expect(restarts()).toHaveLength(1);
    expect(pc.callsOf('setLocalDescription')).not.toContain('rollback');

    server('consultation_answer', { from: PATIENT, sdp: 'v=0 answer 2' });
    await settle();
    expect(pc.remoteDescription).toEqual({ type: 'answer', sdp: 'v=0 answer 2' });
    expect(restarts()).toHaveLength(2);
    // The queued restart's own answer is what ends it.
    pc.setConnectionState('connected');
    expect(states().at(-1)).toMatchObject({ reconnecting: true });
    server('consultation_answer', { from: PATIENT, sdp: 'v=0 answer 3' });
    await settle();
    expect(states().at(-1)).toMatchObject({ reconnecting: false });
  });

  it('the patient still waiting for its first offer says it is reconnecting after a socket drop', async () => {
    const { call } = setup('patient');
    server('consultation_admitted', { at: '2026-03-01T10:00:00.000Z' });
    FakeWebSocket.latest.serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest.open();
    expect(states().at(-1)).toMatchObject({ reconnecting: true });
    expect(call.getSnapshot().status).toBe('connecting');

    server('consultation_offer', { from: PRACTITIONER, sdp: 'v=0 offer 2', restart: false });
    await settle();
    expect(sent('consultation_answer')).toHaveLength(1);
    expect(states().at(-1)).toMatchObject({ reconnecting: false });
  });

  it('a patient not yet admitted says nothing after a socket drop but its join', () => {
    setup('patient');
    FakeWebSocket.latest.serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest.open();
    expect(sent('consultation_join')).toHaveLength(1);
    expect(states()).toEqual([]);
  });

  it('ignores a restart offer with no session to restart (a reloaded page waits to be admitted)', async () => {
    setup('patient');
    server('consultation_offer', { from: PRACTITIONER, sdp: 'v=0 offer 5 restart', restart: true });
    await settle();
    expect(FakePeerConnection.instances).toHaveLength(0);
    expect(sent('consultation_answer')).toEqual([]);
  });
});

describe('media controls', () => {
  it('mute and camera off disable the tracks and tell the other side', async () => {
    const { call, stream } = await connectedPatient();
    call.toggleMute();
    expect(stream?.getAudioTracks()[0]?.enabled).toBe(false);
    expect(states().at(-1)).toEqual({ muted: true, cameraOff: false, reconnecting: false });
    call.toggleCamera();
    expect(stream?.getVideoTracks()[0]?.enabled).toBe(false);
    expect(states().at(-1)).toEqual({ muted: true, cameraOff: true, reconnecting: false });
    expect(call.getSnapshot().localMedia).toEqual({ muted: true, cameraOff: true, reconnecting: false });
    call.toggleMute();
    expect(stream?.getAudioTracks()[0]?.enabled).toBe(true);
    expect(states().at(-1)).toEqual({ muted: false, cameraOff: true, reconnecting: false });
  });

  it('shows the other side’s state', async () => {
    const { call } = await connectedPatient();
    server('consultation_state', {
      from: PRACTITIONER,
      state: { muted: true, cameraOff: true, reconnecting: false },
    });
    expect(call.getSnapshot().remoteMedia).toEqual({ muted: true, cameraOff: true, reconnecting: false });
  });

  it('switching the camera replaces the sender’s track, without renegotiating, and stops the old one', async () => {
    const { call, stream } = await connectedPractitioner();
    const pc = FakePeerConnection.latest;
    const oldCamera = stream?.getVideoTracks()[0] as unknown as FakeTrack;
    call.toggleCamera();
    const newCamera = new FakeTrack('video', 'Back camera');
    await call.switchDevice(newCamera as unknown as MediaStreamTrack);
    await settle();
    const videoSender = pc.transceivers.find(
      (transceiver) => transceiver.receiver.track.kind === 'video',
    )?.sender;
    expect(videoSender?.replaced).toEqual([newCamera]);
    expect(oldCamera.readyState).toBe('ended');
    // The camera is still off: the new track follows the state.
    expect(newCamera.enabled).toBe(false);
    expect(stream?.getVideoTracks()).toEqual([newCamera]);
    expect(pc.callsOf('createOffer')).toHaveLength(1);
    expect(sent('consultation_offer')).toHaveLength(1);
  });
});

describe('the room’s end states', () => {
  it('left: the other side left; the connection closes, and a new admission starts afresh', async () => {
    const { call } = await connectedPractitioner();
    const first = FakePeerConnection.latest;
    server('consultation_left', { from: PATIENT });
    expect(call.getSnapshot()).toMatchObject({ status: 'left', leftBy: 'other', remoteStream: null });
    expect(first.callsOf('close')).toHaveLength(1);

    server('consultation_waiting', { patient: PATIENT });
    expect(call.getSnapshot().status).toBe('patient-waiting');
    server('consultation_admitted', { at: '2026-03-01T10:05:00.000Z' });
    await settle();
    expect(FakePeerConnection.instances).toHaveLength(2);
    expect(sent('consultation_offer').at(-1)).toMatchObject({ restart: false });
  });

  it('ended: the connection closes and nothing rejoins after a reconnect', async () => {
    const { call } = await connectedPatient();
    server('consultation_ended', { endedBy: 2, at: '2026-03-01T10:20:00.000Z' });
    expect(call.getSnapshot().status).toBe('ended');
    expect(FakePeerConnection.latest.callsOf('close')).toHaveLength(1);
    FakeWebSocket.latest.serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest.open();
    expect(sent('consultation_join')).toEqual([]);
    server('consultation_offer', { from: PRACTITIONER, sdp: 'v=0 offer 9', restart: false });
    await settle();
    expect(FakePeerConnection.instances).toHaveLength(1);
  });

  it('replaced: shows the server’s message and stops', async () => {
    const { call } = await connectedPatient();
    server('consultation_replaced', { message: signallingMessages.replaced });
    expect(call.getSnapshot()).toMatchObject({ status: 'replaced', message: signallingMessages.replaced });
    expect(FakePeerConnection.latest.connectionState).toBe('closed');
    FakeWebSocket.latest.serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest.open();
    expect(sent('consultation_join')).toEqual([]);
  });

  it('error: a refusal of the room', () => {
    const { call } = setup('patient');
    FakeWebSocket.latest.receive({
      type: 'error',
      payload: { message: signallingMessages.notInConsultation },
    });
    expect(call.getSnapshot()).toMatchObject({
      status: 'error',
      message: signallingMessages.notInConsultation,
    });
  });

  it('leave tells the other side and closes the call', async () => {
    const { call } = await connectedPatient();
    call.leave();
    expect(sent('consultation_leave')).toEqual([{ appointmentId: APPOINTMENT }]);
    expect(call.getSnapshot()).toMatchObject({ status: 'left', leftBy: 'self' });
    expect(FakePeerConnection.latest.connectionState).toBe('closed');
  });
});

describe('refused locally', () => {
  it('an offer over 64 KiB never leaves: the call shows the contract’s message', async () => {
    const { call } = setup('practitioner');
    FakePeerConnection.nextOfferSdp = `v=0 ${'a'.repeat(64 * 1024)}`;
    server('consultation_admitted', { at: '2026-03-01T10:00:00.000Z' });
    await settle();
    expect(sent('consultation_offer')).toEqual([]);
    expect(call.getSnapshot()).toMatchObject({ status: 'error', message: signallingMessages.sdpTooLarge });
  });
});

describe('no connection', () => {
  it('a browser without WebRTC puts the call in error, saying so, with nothing logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new RealtimeClient({
      WebSocket: FakeWebSocket,
      location: { protocol: 'https:', host: 'x' },
    });
    client.connect(1);
    FakeWebSocket.latest.open();
    const call = new ConsultationCall({
      socket: client,
      appointmentId: APPOINTMENT,
      role: 'patient',
      ice: () => ICE,
      localStream: null,
      clientId: 'tab-1',
      network: null,
    });
    call.start();
    server('consultation_offer', { from: PRACTITIONER, sdp: 'v=0 offer 1', restart: false });
    expect(call.getSnapshot()).toMatchObject({
      status: 'error',
      message: consultationPeerMessages.unsupported,
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('a connection the browser refuses to make (a bad ICE server) puts the call in error', async () => {
    const { call } = setup('practitioner', {
      createPeerConnection: () => {
        throw new SyntaxError('Invalid URL turn:secret.example');
      },
    });
    server('consultation_admitted', { at: '2026-03-01T10:00:00.000Z' });
    await settle();
    expect(call.getSnapshot()).toMatchObject({
      status: 'error',
      message: consultationPeerMessages.startFailed,
    });
  });
});

describe('nothing logged', () => {
  it('a whole call, restart included, writes nothing to the console', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
    const { call } = await connectedPractitioner();
    FakePeerConnection.latest.emitCandidate({ candidate: 'candidate:1 1 udp 1 192.0.2.1 5000 typ host' });
    server('consultation_ice_candidate', { from: PATIENT, candidate: { candidate: 'candidate:2' } });
    FakePeerConnection.latest.setConnectionState('failed');
    await settle();
    server('consultation_answer', { from: PATIENT, sdp: 'not an answer in this state' });
    await settle();
    call.leave();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

import { signallingMessages } from '@telehealth/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseServerFrame } from '../events';
import { RealtimeClient } from '../RealtimeClient';
import { FakeWebSocket } from '../test/FakeWebSocket';
import { consultationClientId, consultationClientIdKey } from './clientId';
import { mediaFlows, readCallStats } from './stats';

function connected() {
  const client = new RealtimeClient({
    WebSocket: FakeWebSocket,
    location: { protocol: 'https:', host: 'x' },
  });
  client.connect(1);
  FakeWebSocket.latest.open();
  return client;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeClient consultation frames', () => {
  it('sends a frame the contract accepts, with its defaults', () => {
    const client = connected();
    expect(client.sendConsultation('consultation_offer', { appointmentId: 42, sdp: 'v=0' })).toEqual({
      ok: true,
    });
    expect(FakeWebSocket.latest.sentOfType('consultation_offer')).toEqual([
      { type: 'consultation_offer', payload: { appointmentId: 42, sdp: 'v=0', restart: false } },
    ]);
  });

  it('refuses an SDP over 64 KiB locally with the contract’s message, connected or not', () => {
    const client = connected();
    const sdp = 'a'.repeat(64 * 1024 + 1);
    expect(client.sendConsultation('consultation_answer', { appointmentId: 42, sdp })).toEqual({
      ok: false,
      reason: 'invalid',
      message: signallingMessages.sdpTooLarge,
      field: 'sdp',
    });
    // An SDP of exactly 64 KiB goes: the frame limit makes room for it.
    expect(
      client.sendConsultation('consultation_answer', { appointmentId: 42, sdp: 'a'.repeat(64 * 1024) }),
    ).toEqual({ ok: true });
    expect(FakeWebSocket.latest.sentOfType('consultation_answer')).toHaveLength(1);
    client.disconnect();
    expect(client.sendConsultation('consultation_answer', { appointmentId: 42, sdp })).toMatchObject({
      reason: 'invalid',
    });
    expect(client.sendConsultation('consultation_leave', { appointmentId: 42 })).toEqual({
      ok: false,
      reason: 'disconnected',
    });
  });

  it('refuses a bad client id and an oversize candidate with their messages', () => {
    const client = connected();
    expect(
      client.sendConsultation('consultation_join', { appointmentId: 42, clientId: 'a b', mode: 'video' }),
    ).toMatchObject({ ok: false, message: signallingMessages.clientIdInvalid });
    expect(
      client.sendConsultation('consultation_ice_candidate', {
        appointmentId: 42,
        candidate: { candidate: 'x'.repeat(1025) },
      }),
    ).toMatchObject({ ok: false, message: signallingMessages.candidateTooLong });
    expect(FakeWebSocket.latest.sent.filter((frame) => (frame as { type: string }).type !== 'ping')).toEqual(
      [],
    );
  });

  it('delivers validated server frames as one typed consultation event, and drops malformed ones', () => {
    const client = connected();
    const frames = vi.fn();
    client.on('consultation', frames);
    const payload = {
      appointmentId: 42,
      from: { userId: 2, role: 'practitioner' },
      sdp: 'v=0',
      restart: true,
    };
    FakeWebSocket.latest.receive({ type: 'consultation_offer', payload });
    FakeWebSocket.latest.receive({
      type: 'consultation-left',
      payload: { appointmentId: 42, from: payload.from },
    });
    FakeWebSocket.latest.receive({ type: 'consultation_offer', payload: { ...payload, sdp: '' } });
    FakeWebSocket.latest.receive({ type: 'consultation_offer', payload: { appointmentId: 42 } });
    expect(frames.mock.calls).toEqual([
      [{ type: 'consultation_offer', payload }],
      [{ type: 'consultation_left', payload: { appointmentId: 42, from: payload.from } }],
    ]);
  });

  it('parses a consultation frame', () => {
    const frame = JSON.stringify({
      type: 'consultation_replaced',
      payload: { appointmentId: 1, message: 'm' },
    });
    expect(parseServerFrame(frame)).toEqual({
      event: 'consultation',
      payload: { type: 'consultation_replaced', payload: { appointmentId: 1, message: 'm' } },
    });
  });
});

describe('consultationClientId', () => {
  it('makes one id per tab and keeps it for a reload', () => {
    const storage = new Map<string, string>();
    const store = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
    const first = consultationClientId(store);
    expect(first).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(storage.get(consultationClientIdKey)).toBe(first);
    expect(consultationClientId(store)).toBe(first);
    // Another tab has its own storage, and so its own id.
    expect(consultationClientId({ getItem: () => null, setItem: () => {} })).not.toBe(first);
  });

  it('replaces a stored value that is not a valid id', () => {
    const storage = new Map([[consultationClientIdKey, 'not valid!']]);
    const store = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
    expect(consultationClientId(store)).not.toBe('not valid!');
  });

  it('still gives an id for the page when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(consultationClientId(broken)).toBe(consultationClientId(broken));
  });
});

describe('readCallStats', () => {
  function report(entries: Array<Record<string, unknown>>) {
    return { getStats: async () => new Map(entries.map((entry) => [entry.id as string, entry])) as never };
  }

  it('reads frames decoded, packets received and the selected pair through the transport', async () => {
    const stats = await readCallStats(
      report([
        { id: 'v', type: 'inbound-rtp', kind: 'video', framesDecoded: 48 },
        { id: 'a', type: 'inbound-rtp', kind: 'audio', packetsReceived: 120 },
        { id: 'o', type: 'outbound-rtp', kind: 'video', framesEncoded: 50 },
        { id: 't', type: 'transport', selectedCandidatePairId: 'p2' },
        {
          id: 'p1',
          type: 'candidate-pair',
          localCandidateId: 'l1',
          remoteCandidateId: 'r1',
          state: 'failed',
        },
        {
          id: 'p2',
          type: 'candidate-pair',
          localCandidateId: 'l2',
          remoteCandidateId: 'r1',
          state: 'succeeded',
        },
        { id: 'l1', type: 'local-candidate', candidateType: 'host' },
        { id: 'l2', type: 'local-candidate', candidateType: 'relay' },
        { id: 'r1', type: 'remote-candidate', candidateType: 'relay' },
      ]),
    );
    expect(stats).toEqual({
      videoFramesDecoded: 48,
      audioPacketsReceived: 120,
      selectedPair: { localType: 'relay', remoteType: 'relay', relayed: true },
    });
    expect(mediaFlows(stats)).toBe(true);
  });

  it('falls back to the nominated pair that succeeded, and reads nothing from an empty report', async () => {
    const stats = await readCallStats(
      report([
        {
          id: 'p',
          type: 'candidate-pair',
          localCandidateId: 'l',
          remoteCandidateId: 'r',
          nominated: true,
          state: 'succeeded',
        },
        { id: 'l', type: 'local-candidate', candidateType: 'host' },
        { id: 'r', type: 'remote-candidate', candidateType: 'srflx' },
        { id: 'v', type: 'inbound-rtp', mediaType: 'video', framesDecoded: 0 },
      ]),
    );
    expect(stats.selectedPair).toEqual({ localType: 'host', remoteType: 'srflx', relayed: false });
    expect(mediaFlows(stats)).toBe(false);
    expect(await readCallStats(report([]))).toEqual({
      videoFramesDecoded: 0,
      audioPacketsReceived: 0,
      selectedPair: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { firstFieldError } from '../validation';
import {
  consultationClientPayloads,
  consultationServerPayloads,
  signallingLimits,
  signallingMessages,
  utf8Bytes,
} from './signalling';

const errorOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstFieldError(result.error as Parameters<typeof firstFieldError>[0]);

describe('utf8Bytes', () => {
  it('counts what TextEncoder counts, surrogate pairs included', () => {
    for (const text of ['', 'v=0\r\n', 'é', '€', '😀', 'a😀b€é', '\ud800 lone', 'x\udc00'])
      expect(utf8Bytes(text), text).toBe(new TextEncoder().encode(text).length);
  });
});

describe('session descriptions', () => {
  const offer = consultationClientPayloads.consultation_offer;
  const sdp = (bytes: number) => `v=0\r\n${'a'.repeat(bytes - 5)}`;

  it('accepts an SDP of exactly 64 KiB and refuses one byte more with a clear message', () => {
    expect(offer.safeParse({ appointmentId: 1, sdp: sdp(signallingLimits.maxSdpBytes) }).success).toBe(true);
    expect(
      errorOf(offer.safeParse({ appointmentId: 1, sdp: sdp(signallingLimits.maxSdpBytes + 1) })),
    ).toEqual({
      message: 'The session description is larger than 64 KiB and was refused.',
      field: 'sdp',
    });
  });

  it('counts bytes, not characters: 32,769 two-byte characters are too many', () => {
    const answer = consultationClientPayloads.consultation_answer;
    expect(errorOf(answer.safeParse({ appointmentId: 1, sdp: 'é'.repeat(32 * 1024 + 1) }))?.message).toBe(
      signallingMessages.sdpTooLarge,
    );
  });

  it('refuses an empty SDP and a restart flag defaults to false', () => {
    expect(errorOf(offer.safeParse({ appointmentId: 1, sdp: '' }))?.message).toBe(
      signallingMessages.sdpRequired,
    );
    expect(offer.parse({ appointmentId: 1, sdp: 'v=0' }).restart).toBe(false);
  });

  it('has room for a full SDP inside one frame', () => {
    expect(signallingLimits.maxFrameBytes).toBeGreaterThan(signallingLimits.maxSdpBytes);
  });
});

describe('the other frames', () => {
  const client = consultationClientPayloads;

  it('join needs a client id and a video or audio mode', () => {
    expect(client.consultation_join.parse({ appointmentId: 3, clientId: 'tab-1_a', mode: 'audio' })).toEqual({
      appointmentId: 3,
      clientId: 'tab-1_a',
      mode: 'audio',
    });
    expect(
      client.consultation_join.safeParse({ appointmentId: 3, clientId: 'tab-1', mode: 'phone' }).success,
    ).toBe(false);
    expect(
      errorOf(client.consultation_join.safeParse({ appointmentId: 3, clientId: 'a b', mode: 'video' })),
    ).toEqual({ message: signallingMessages.clientIdInvalid, field: 'clientId' });
    expect(
      client.consultation_join.safeParse({ appointmentId: 3, clientId: 'x'.repeat(65), mode: 'video' })
        .success,
    ).toBe(false);
  });

  it('an ICE candidate is bounded; the end-of-candidates marker is an empty one', () => {
    const ice = client.consultation_ice_candidate;
    const candidate = 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host generation 0';
    expect(
      ice.safeParse({ appointmentId: 1, candidate: { candidate, sdpMid: '0', sdpMLineIndex: 0 } }).success,
    ).toBe(true);
    expect(ice.safeParse({ appointmentId: 1, candidate: { candidate: '' } }).success).toBe(true);
    expect(
      errorOf(ice.safeParse({ appointmentId: 1, candidate: { candidate: 'c'.repeat(1025) } }))?.message,
    ).toBe(signallingMessages.candidateTooLong);
    expect(ice.safeParse({ appointmentId: 1, candidate: { candidate, sdpMLineIndex: 256 } }).success).toBe(
      false,
    );
  });

  it('state carries muted, camera off and reconnecting, all three required', () => {
    const state = { muted: true, cameraOff: false, reconnecting: false };
    expect(client.consultation_state.parse({ appointmentId: 1, state })).toEqual({ appointmentId: 1, state });
    expect(client.consultation_state.safeParse({ appointmentId: 1, state: { muted: true } }).success).toBe(
      false,
    );
  });

  it('admit and leave name their appointment by a positive id', () => {
    expect(client.consultation_admit.safeParse({ appointmentId: 0 }).success).toBe(false);
    expect(client.consultation_leave.safeParse({ appointmentId: 2 }).success).toBe(true);
  });

  it('the server relays with who sent it, and tells an older device why it was replaced', () => {
    const from = { userId: 5, role: 'patient' };
    expect(
      consultationServerPayloads.consultation_state.safeParse({
        appointmentId: 1,
        from,
        state: { muted: false, cameraOff: true, reconnecting: true },
      }).success,
    ).toBe(true);
    expect(
      consultationServerPayloads.consultation_replaced.parse({
        appointmentId: 1,
        message: signallingMessages.replaced,
      }).message,
    ).toBe('You joined this consultation from another tab or device, so it continues there.');
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from '../react/RealtimeProvider';
import { FakeMediaStream, FakePeerConnection, fakeStream } from '../test/FakePeerConnection';
import { FakeWebSocket } from '../test/FakeWebSocket';
import { consultationClientIdKey } from './clientId';
import { useConsultation } from './useConsultation';

const options = {
  WebSocket: FakeWebSocket,
  location: { protocol: 'http:', host: 'localhost:5173' },
  random: () => 0,
};
const room = { role: 'patient' as const, iceServers: [], iceTransportPolicy: 'all' as const };

function wrapper({ children }: { children: ReactNode }) {
  return (
    <RealtimeProvider userId={1} options={options}>
      {children}
    </RealtimeProvider>
  );
}

function server(type: string, payload: Record<string, unknown>) {
  act(() => FakeWebSocket.latest.receive({ type, payload: { appointmentId: 42, ...payload } }));
}

async function settle() {
  await act(async () => {
    for (let index = 0; index < 50; index++) await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  FakePeerConnection.reset();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useConsultation', () => {
  it('goes waiting, connecting, connected, and exposes the remote stream and the other side’s state', async () => {
    const localStream = fakeStream();
    const { result } = renderHook(
      () =>
        useConsultation({
          appointmentId: 42,
          room,
          localStream,
          createPeerConnection: FakePeerConnection.factory,
          network: null,
        }),
      { wrapper },
    );
    act(() => FakeWebSocket.latest.open());
    expect(result.current.status).toBe('waiting');
    const join = FakeWebSocket.latest.sentOfType('consultation_join')[0]?.payload as { clientId: string };
    // One id per tab, kept for the reload.
    expect(join.clientId).toBe(sessionStorage.getItem(consultationClientIdKey));

    server('consultation_admitted', { at: '2026-03-01T10:00:00.000Z' });
    expect(result.current.status).toBe('connecting');
    server('consultation_offer', {
      from: { userId: 2, role: 'practitioner' },
      sdp: 'v=0 offer 1',
      restart: false,
    });
    await settle();
    const remote = new FakeMediaStream();
    act(() => {
      FakePeerConnection.latest.emitTrack(remote);
      FakePeerConnection.latest.setConnectionState('connected');
    });
    expect(result.current.status).toBe('connected');
    expect(result.current.remoteStream).toBe(remote);
    expect(result.current.peerConnection()).toBe(FakePeerConnection.latest);

    server('consultation_state', {
      from: { userId: 2, role: 'practitioner' },
      state: { muted: true, cameraOff: false, reconnecting: false },
    });
    expect(result.current.remoteMedia.muted).toBe(true);

    act(() => result.current.toggleMute());
    expect(result.current.localMedia.muted).toBe(true);

    act(() => result.current.leave());
    expect(result.current.status).toBe('left');
    expect(FakeWebSocket.latest.sentOfType('consultation_leave')).toHaveLength(1);
  });

  it('the practitioner sees who waits and admits', () => {
    const { result } = renderHook(
      () =>
        useConsultation({
          appointmentId: 42,
          room: { ...room, role: 'practitioner' },
          localStream: null,
          clientId: 'desk-1',
          createPeerConnection: FakePeerConnection.factory,
          network: null,
        }),
      { wrapper },
    );
    act(() => FakeWebSocket.latest.open());
    server('consultation_waiting', { patient: { userId: 1, role: 'patient' } });
    expect(result.current).toMatchObject({ status: 'patient-waiting', waitingPatient: { userId: 1 } });
    expect(result.current.admit()).toBe(true);
    expect(FakeWebSocket.latest.sentOfType('consultation_admit')).toEqual([
      { type: 'consultation_admit', payload: { appointmentId: 42 } },
    ]);
  });

  it('closes the connection on unmount without telling the room', async () => {
    const { unmount } = renderHook(
      () =>
        useConsultation({
          appointmentId: 42,
          room,
          localStream: null,
          createPeerConnection: FakePeerConnection.factory,
          network: null,
        }),
      { wrapper },
    );
    act(() => FakeWebSocket.latest.open());
    server('consultation_offer', {
      from: { userId: 2, role: 'practitioner' },
      sdp: 'v=0 offer 1',
      restart: false,
    });
    await settle();
    const socket = FakeWebSocket.latest;
    unmount();
    expect(FakePeerConnection.latest.connectionState).toBe('closed');
    expect(socket.sentOfType('consultation_leave')).toEqual([]);
  });
});

import type { ConsultationRoom } from '@telehealth/contract';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useRealtime } from '../react/RealtimeProvider';
import { ConsultationCall, type ConsultationSnapshot } from './call';
import { consultationClientId } from './clientId';
import type { NetworkEvents, PeerConnectionFactory } from './peer';

export interface UseConsultationOptions {
  appointmentId: number;
  /** The room's answer (`GET /api/consultations/{appointmentId}`): the role, ICE servers and transport policy. */
  room: Pick<ConsultationRoom, 'role' | 'iceServers' | 'iceTransportPolicy'>;
  /** The camera and microphone from the device check; null or without video to join audio only. */
  localStream: MediaStream | null;
  /** Defaults to this tab's id (`consultationClientId()`). */
  clientId?: string;
  /** Tests pass a fake RTCPeerConnection. */
  createPeerConnection?: PeerConnectionFactory;
  network?: NetworkEvents | null;
}

export interface UseConsultationResult extends ConsultationSnapshot {
  /** The practitioner lets the waiting patient in. */
  admit: () => boolean;
  leave: () => void;
  toggleMute: () => void;
  toggleCamera: () => void;
  /** Sends another camera or microphone without renegotiating; the replaced track is stopped. */
  switchDevice: (track: MediaStreamTrack) => Promise<void>;
  /** The current connection, for `readCallStats`; null outside a session. */
  peerConnection: () => RTCPeerConnection | null;
}

const idle: ConsultationSnapshot = {
  status: 'waiting',
  message: null,
  leftBy: null,
  waitingPatient: null,
  remoteStream: null,
  remoteMedia: { muted: false, cameraOff: false, reconnecting: false },
  localMedia: { muted: false, cameraOff: false, reconnecting: false },
};
const noSubscription = () => () => {};

/**
 * The consultation room's call for a page (docs/product/consultations.md): joins over the provider's socket, runs the
 * peer connection and exposes the state to render plus the controls. Must be used inside a `RealtimeProvider`.
 * A new room answer (revalidated, with fresh TURN credentials) is used by the next connection without restarting
 * the call; a new appointment, role, stream or client id starts a new call.
 */
export function useConsultation(options: UseConsultationOptions): UseConsultationResult {
  const { client } = useRealtime();
  const { appointmentId, room, localStream, createPeerConnection, network } = options;
  const clientId = useMemo(() => options.clientId ?? consultationClientId(), [options.clientId]);
  const roomRef = useRef(room);
  roomRef.current = room;
  const role = room.role;
  const [call, setCall] = useState<ConsultationCall | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the factory and network are read once per call.
  useEffect(() => {
    const next = new ConsultationCall({
      socket: client,
      appointmentId,
      role,
      ice: () => ({
        iceServers: roomRef.current.iceServers,
        iceTransportPolicy: roomRef.current.iceTransportPolicy,
      }),
      localStream,
      clientId,
      createPeerConnection,
      network,
    });
    setCall(next);
    next.start();
    return () => {
      next.dispose();
    };
  }, [client, appointmentId, role, localStream, clientId]);

  const snapshot = useSyncExternalStore(
    call?.subscribe ?? noSubscription,
    call?.getSnapshot ?? (() => idle),
    call?.getSnapshot ?? (() => idle),
  );

  const admit = useCallback(() => call?.admit() ?? false, [call]);
  const leave = useCallback(() => call?.leave(), [call]);
  const toggleMute = useCallback(() => call?.toggleMute(), [call]);
  const toggleCamera = useCallback(() => call?.toggleCamera(), [call]);
  const switchDevice = useCallback(
    async (track: MediaStreamTrack) => {
      await call?.switchDevice(track);
    },
    [call],
  );
  const peerConnection = useCallback(() => call?.peerConnection ?? null, [call]);

  return useMemo(
    () => ({ ...snapshot, admit, leave, toggleMute, toggleCamera, switchDevice, peerConnection }),
    [snapshot, admit, leave, toggleMute, toggleCamera, switchDevice, peerConnection],
  );
}

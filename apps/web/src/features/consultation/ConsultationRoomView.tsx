import type { ConsultationJoinMode, ConsultationRoom } from '@telehealth/contract';
import { useState } from 'react';
import { ConsultationDeviceCheck } from './ConsultationDeviceCheck';
import { ConsultationWaiting } from './ConsultationWaiting';
import { useLocalMedia } from './useLocalMedia';

/**
 * An open room (docs/product/consultations.md, On screen): the device check, then, once joined, the waiting room.
 * Mounted only once the server has opened the room, so no camera is asked for a room that will not open; the
 * camera and microphone stay on from the check into the room, and stop when it unmounts.
 */
export function ConsultationRoomView({ room }: { room: ConsultationRoom }) {
  const [cameraId, setCameraId] = useState<string>();
  const [microphoneId, setMicrophoneId] = useState<string>();
  const [joined, setJoined] = useState<ConsultationJoinMode | null>(null);
  const media = useLocalMedia({ cameraId, microphoneId, audioOnly: joined === 'audio' });
  const otherName = room.otherParty.displayName;
  if (joined === null)
    return (
      <ConsultationDeviceCheck
        media={media}
        cameraId={cameraId}
        microphoneId={microphoneId}
        onCameraChange={setCameraId}
        onMicrophoneChange={setMicrophoneId}
        otherName={otherName}
        onJoin={setJoined}
      />
    );
  return <ConsultationWaiting role={room.role} otherName={otherName} stream={media.stream} mode={joined} />;
}

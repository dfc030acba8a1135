import { ApiError, api, useUser } from '@telehealth/api';
import { type ConsultationJoinMode, consultationMessages } from '@telehealth/contract';
import { Container, Heading, LoadState, Stack, Text } from '@telehealth/ui';
import { useState } from 'react';
import { ConsultationDeviceCheck } from '../../features/consultation/ConsultationDeviceCheck';
import { ConsultationRefusal } from '../../features/consultation/ConsultationRefusal';
import { ConsultationWaiting } from '../../features/consultation/ConsultationWaiting';
import { useLocalMedia } from '../../features/consultation/useLocalMedia';
import { useDocumentTitle } from '../useDocumentTitle';
import { useIdParam } from '../useIdParam';

/**
 * Every read of the room is audited and issues TURN credentials (docs/product/consultations.md, The room): read once
 * on arrival, never again on focus, on reconnecting, or by polling.
 */
const readOnce = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
} as const;

/**
 * `/consultations/:appointmentId` (docs/product/consultations.md, On screen): the room's refusal in the server's
 * words, else the device check, then the waiting room (the call itself joins it here).
 */
export default function ConsultationPage() {
  const appointmentId = useIdParam('appointmentId');
  const { user } = useUser();
  const room = api.consultations.consultationRoom.useQuery(
    appointmentId === null ? null : { params: { appointmentId } },
    readOnce,
  );
  const [cameraId, setCameraId] = useState<string>();
  const [microphoneId, setMicrophoneId] = useState<string>();
  const [joined, setJoined] = useState<ConsultationJoinMode | null>(null);
  const media = useLocalMedia({ cameraId, microphoneId, audioOnly: joined === 'audio' });
  const otherName = room.data?.otherParty.displayName;
  useDocumentTitle(otherName ? `Consultation with ${otherName}` : 'Consultation');

  const back = user?.isPractitioner
    ? { backHref: '/practitioner/schedule', backLabel: 'Back to your schedule' }
    : { backHref: '/dashboard/appointments', backLabel: 'Back to your appointments' };
  const refusal =
    appointmentId === null
      ? consultationMessages.notFound
      : room.error instanceof ApiError && (room.error.status === 403 || room.error.status === 404)
        ? (room.error.serverMessage ?? consultationMessages.notFound)
        : null;

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>{otherName ? `Consultation with ${otherName}` : 'Consultation'}</Heading>
          {room.data && joined === null ? (
            <Text tone="muted">Video, straight between your browser and theirs, encrypted end to end.</Text>
          ) : null}
        </Stack>
        {refusal ? (
          <ConsultationRefusal message={refusal} {...back} />
        ) : (
          <LoadState
            data={room.data}
            error={room.error}
            errorTitle="The consultation could not be loaded"
            loadingLabel="Loading the consultation"
            skeletonLines={4}
          >
            {(data) =>
              joined === null ? (
                <ConsultationDeviceCheck
                  media={media}
                  cameraId={cameraId}
                  microphoneId={microphoneId}
                  onCameraChange={setCameraId}
                  onMicrophoneChange={setMicrophoneId}
                  otherName={data.otherParty.displayName}
                  onJoin={setJoined}
                />
              ) : (
                <ConsultationWaiting
                  role={data.role}
                  otherName={data.otherParty.displayName}
                  stream={media.stream}
                  mode={joined}
                />
              )
            }
          </LoadState>
        )}
      </Stack>
    </Container>
  );
}

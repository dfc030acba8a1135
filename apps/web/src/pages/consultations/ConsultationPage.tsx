import { ApiError, api, useUser } from '@telehealth/api';
import { consultationMessages } from '@telehealth/contract';
import { Container, Heading, LoadState, Stack } from '@telehealth/ui';
import { ConsultationRefusal } from '../../features/consultation/ConsultationRefusal';
import { ConsultationRoomView } from '../../features/consultation/ConsultationRoomView';
import { homeFor } from '../../navigation/homeFor';
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
  const otherName = room.data?.otherParty.displayName;
  useDocumentTitle(otherName ? `Consultation with ${otherName}` : 'Consultation');

  // Back where the viewer's consultations are listed; anyone else (refused as not found) goes home.
  const back = !user
    ? { backHref: '/dashboard/appointments', backLabel: 'Back to your appointments' }
    : user.isPractitioner
      ? { backHref: '/practitioner/schedule', backLabel: 'Back to your schedule' }
      : user.isAdmin || user.isContentWriter
        ? { backHref: homeFor(user), backLabel: 'Back to your dashboard' }
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
        <Heading level={1}>{otherName ? `Consultation with ${otherName}` : 'Consultation'}</Heading>
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
            {(data) => <ConsultationRoomView room={data} />}
          </LoadState>
        )}
      </Stack>
    </Container>
  );
}

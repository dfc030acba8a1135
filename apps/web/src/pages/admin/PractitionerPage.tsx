import { api } from '@telehealth/api';
import { Button, Inline, Stack } from '@telehealth/ui';
import { PractitionerProfile } from '../../features/admin-people/PractitionerProfile';
import { ResendLinkButton } from '../../features/admin-people/ResendLinkButton';
import { RouterLink } from '../../frames/RouterLink';
import { PractitionerScreen } from './PractitionerScreen';

/** `/admin/practitioners/{id}` (docs/product/admin.md): the practitioner, and the ways to edit and to their schedule. */
export default function PractitionerPage() {
  const resend = api.adminPeople.resendPractitionerLink.useMutation();
  return (
    <PractitionerScreen
      title={(practitioner) => practitioner?.name ?? 'Practitioner'}
      back={() => ({ href: '/admin/practitioners', label: 'Back to practitioners' })}
    >
      {(practitioner) => (
        <Stack gap="large">
          <Inline gap="small">
            <Button asChild variant="solid" size="sm">
              <RouterLink href={`/admin/practitioners/edit/${practitioner.id}`}>Edit</RouterLink>
            </Button>
            <Button asChild variant="outline" size="sm">
              <RouterLink href={`/admin/practitioner-details/${practitioner.id}`}>
                Schedule, appointments and reviews
              </RouterLink>
            </Button>
            {practitioner.invitationPending ? (
              <ResendLinkButton
                busy={resend.isMutating}
                resend={() => resend.trigger({ params: { id: practitioner.id } })}
              />
            ) : null}
          </Inline>
          <PractitionerProfile practitioner={practitioner} />
        </Stack>
      )}
    </PractitionerScreen>
  );
}

import { api } from '@telehealth/api';
import { adminPeopleMessages } from '@telehealth/contract';
import { PractitionerAccountForm } from '@telehealth/forms';
import { Stack, toast } from '@telehealth/ui';
import { PractitionerActivation } from '../../features/admin-people/PractitionerActivation';
import { SectionCard } from '../../frames/SectionCard';
import { PractitionerScreen } from './PractitionerScreen';

/** `/admin/practitioners/edit/{id}` (docs/product/admin.md): the account and profile, and activate or deactivate. */
export default function PractitionerEditPage() {
  const update = api.adminPeople.updatePractitioner.useMutation();
  return (
    <PractitionerScreen
      title={(practitioner) => (practitioner ? `Edit ${practitioner.name}` : 'Edit Practitioner')}
      back={(id) => ({
        href: id ? `/admin/practitioners/${id}` : '/admin/practitioners',
        label: 'Back to the practitioner',
      })}
    >
      {(practitioner) => (
        <Stack gap="large">
          <PractitionerActivation practitioner={practitioner} />
          <SectionCard id="practitioner-account" title="Account and profile">
            <PractitionerAccountForm
              key={practitioner.id}
              mode="edit"
              defaultValues={practitioner}
              onSubmit={async (values) => {
                await update.trigger({ params: { id: practitioner.id }, body: values });
                toast({
                  title: 'Success',
                  description: adminPeopleMessages.practitionerSaved,
                  tone: 'positive',
                });
              }}
            />
          </SectionCard>
        </Stack>
      )}
    </PractitionerScreen>
  );
}

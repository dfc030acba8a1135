import { useSetPractitionerActive } from '@telehealth/api';
import { type AdminPractitioner, adminPeopleMessages } from '@telehealth/contract';
import { Button, ConfirmDialog, Text } from '@telehealth/ui';
import { useState } from 'react';
import { SectionCard } from '../../frames/SectionCard';
import { serverError, succeeded, useAction } from '../shared/useAction';
import { PractitionerStatusBadges } from './PractitionerStatusBadges';

/**
 * Activate or deactivate a practitioner (docs/product/admin.md). Deactivating takes them out of booking and ends their
 * sessions at once, so it asks first.
 */
export function PractitionerActivation({ practitioner }: { practitioner: AdminPractitioner }) {
  const setActive = useSetPractitionerActive();
  const [confirming, setConfirming] = useState(false);
  const activate = useAction((active: boolean) => setActive.trigger({ id: practitioner.id, active }), {
    success: (_, active) =>
      succeeded(
        active ? adminPeopleMessages.practitionerActivated : adminPeopleMessages.practitionerDeactivated,
      ),
    failure: serverError('The status could not be changed.'),
  });
  return (
    <SectionCard id="practitioner-status" title="Status">
      <PractitionerStatusBadges practitioner={practitioner} />
      <Text tone="muted">
        {practitioner.isActive
          ? 'Active practitioners can sign in, take reviews and be booked.'
          : 'Inactive practitioners cannot sign in or be booked.'}
      </Text>
      <div>
        {practitioner.isActive ? (
          <Button variant="outline" tone="critical" onClick={() => setConfirming(true)}>
            Deactivate
          </Button>
        ) : (
          <Button variant="solid" busy={setActive.isMutating} onClick={() => void activate(true)}>
            Activate
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Deactivate practitioner"
        description={`Deactivate ${practitioner.name}? They are removed from booking and signed out at once.`}
        confirmLabel="Deactivate"
        cancelLabel="Cancel"
        tone="critical"
        busy={setActive.isMutating}
        onConfirm={async () => {
          await activate(false);
          setConfirming(false);
        }}
      />
    </SectionCard>
  );
}

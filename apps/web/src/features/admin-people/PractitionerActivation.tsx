import { errorMessage, useSetPractitionerActive } from '@telehealth/api';
import { type AdminPractitioner, adminPeopleMessages } from '@telehealth/contract';
import { Button, ConfirmDialog, Text, toast } from '@telehealth/ui';
import { useState } from 'react';
import { SectionCard } from '../../frames/SectionCard';
import { PractitionerStatusBadges } from './PractitionerStatusBadges';

/**
 * Activate or deactivate a practitioner (journeys §7). Deactivating takes them out of booking and ends their
 * sessions at once, so it asks first.
 */
export function PractitionerActivation({ practitioner }: { practitioner: AdminPractitioner }) {
  const setActive = useSetPractitionerActive();
  const [confirming, setConfirming] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: 'Success', description: done, tone: 'positive' });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'The status could not be changed.'),
        tone: 'critical',
      });
    }
  };
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
          <Button
            variant="solid"
            busy={setActive.isMutating}
            onClick={() =>
              void run(
                () => setActive.trigger({ id: practitioner.id, active: true }),
                adminPeopleMessages.practitionerActivated,
              )
            }
          >
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
          await run(
            () => setActive.trigger({ id: practitioner.id, active: false }),
            adminPeopleMessages.practitionerDeactivated,
          );
          setConfirming(false);
        }}
      />
    </SectionCard>
  );
}

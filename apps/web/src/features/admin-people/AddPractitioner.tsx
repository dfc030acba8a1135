import { api } from '@telehealth/api';
import { adminPeopleMessages } from '@telehealth/contract';
import { PractitionerAccountForm } from '@telehealth/forms';
import { Button, toast } from '@telehealth/ui';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';

/** 'Add Practitioner' (docs/product/admin.md): creates the account and emails a link to set a password. */
export function AddPractitioner() {
  const [open, setOpen] = useState(false);
  const create = api.adminPeople.createPractitioner.useMutation();
  return (
    <>
      <Button variant="solid" onClick={() => setOpen(true)}>
        Add Practitioner
      </Button>
      <FormDialog open={open} onClose={() => setOpen(false)} dirty={false} title="Add Practitioner" size="lg">
        {(requestClose) => (
          <PractitionerAccountForm
            mode="create"
            onCancel={requestClose}
            onSubmit={async (values) => {
              await create.trigger({ body: values });
              toast({
                title: 'Success',
                description: adminPeopleMessages.practitionerCreated,
                tone: 'positive',
              });
              setOpen(false);
            }}
          />
        )}
      </FormDialog>
    </>
  );
}

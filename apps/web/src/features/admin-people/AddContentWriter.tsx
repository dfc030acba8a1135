import { api } from '@telehealth/api';
import { adminPeopleMessages } from '@telehealth/contract';
import { StaffAccountForm } from '@telehealth/forms';
import { Button, toast } from '@telehealth/ui';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';

/** 'Add Content Writer' (docs/product/admin.md): an account with a set-password link. */
export function AddContentWriter() {
  const [open, setOpen] = useState(false);
  const create = api.adminPeople.createContentWriter.useMutation();
  return (
    <>
      <Button variant="solid" onClick={() => setOpen(true)}>
        Add Content Writer
      </Button>
      <FormDialog open={open} onClose={() => setOpen(false)} dirty={false} title="Add Content Writer">
        {(requestClose) => (
          <StaffAccountForm
            submitLabel="Add Content Writer"
            onCancel={requestClose}
            onSubmit={async (values) => {
              await create.trigger({ body: values });
              toast({
                title: 'Success',
                description: adminPeopleMessages.contentWriterCreated,
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

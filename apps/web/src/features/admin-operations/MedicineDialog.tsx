import { api } from '@telehealth/api';
import type { AdminMedication } from '@telehealth/contract';
import { MedicationForm } from '@telehealth/forms';
import { Button, toast } from '@telehealth/ui';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';

/** 'Add Medicine', or 'Edit' for `medicine`: the medicine's name, generic name, description and active. */
export function MedicineDialog({ medicine }: { medicine?: AdminMedication }) {
  const [open, setOpen] = useState(false);
  const create = api.adminOperations.createMedication.useMutation();
  const update = api.adminOperations.updateMedication.useMutation();
  const title = medicine ? `Edit ${medicine.name}` : 'Add Medicine';
  return (
    <>
      {medicine ? (
        <Button size="sm" variant="ghost" aria-label={title} onClick={() => setOpen(true)}>
          Edit
        </Button>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          Add Medicine
        </Button>
      )}
      <FormDialog open={open} onClose={() => setOpen(false)} dirty={false} title={title}>
        {(requestClose) => (
          <MedicationForm
            mode={medicine ? 'edit' : 'create'}
            {...(medicine ? { defaultValues: medicine } : {})}
            onCancel={requestClose}
            onSubmit={async (values) => {
              if (medicine) await update.trigger({ params: { id: medicine.id }, body: values });
              else await create.trigger({ body: values });
              toast({
                title: 'Success',
                description: medicine ? 'Medicine saved' : 'Medicine added',
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

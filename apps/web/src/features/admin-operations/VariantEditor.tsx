import { api } from '@telehealth/api';
import { ADMIN_MAX_PAGE_SIZE, adminOperationsMessages } from '@telehealth/contract';
import { MedicationVariantForm, type MedicineChoice } from '@telehealth/forms';
import { Card, LoadState, toast } from '@telehealth/ui';
import { useNavigate } from 'react-router';
import { recordStates } from '../shared/recordStates';

const LIST = '/admin/medications';

function CreateVariant({
  medicines,
  medicationId,
}: {
  medicines: readonly MedicineChoice[];
  medicationId?: number;
}) {
  const navigate = useNavigate();
  const create = api.adminOperations.createMedicationVariant.useMutation();
  return (
    <Card>
      <MedicationVariantForm
        mode="create"
        medicines={medicines}
        {...(medicationId ? { defaultValues: { medicationId } } : {})}
        onCancel={() => navigate(LIST)}
        onSubmit={async (values) => {
          await create.trigger({ body: values });
          toast({ title: 'Success', description: 'Variant added', tone: 'positive' });
          navigate(LIST);
        }}
      />
    </Card>
  );
}

/** Adds a variant of a medicine the admin chooses (`/admin/medications/add-variant`). */
export function AddVariant() {
  const { data, error } = api.adminOperations.adminMedications.useQuery({
    query: { pageSize: ADMIN_MAX_PAGE_SIZE, sort: 'name', dir: 'asc' },
  });
  return (
    <LoadState
      data={data?.items}
      error={error}
      loadingLabel="Loading the medicines"
      {...recordStates(adminOperationsMessages.medicationNotFound)}
    >
      {(medicines) => <CreateVariant medicines={medicines} />}
    </LoadState>
  );
}

/** Adds a variant of the medicine `medicationId` (`/admin/medications/add-variant/{id}`). */
export function AddVariantOf({ medicationId }: { medicationId: number | null }) {
  const { data, error } = api.adminOperations.adminMedication.useQuery(
    medicationId === null ? null : { params: { id: medicationId } },
    { tolerate: { 404: null } },
  );
  return (
    <LoadState
      data={medicationId === null ? null : data}
      error={error}
      loadingLabel="Loading the medicine"
      {...recordStates(adminOperationsMessages.medicationNotFound)}
    >
      {(medicine) => <CreateVariant medicines={[medicine]} medicationId={medicine.id} />}
    </LoadState>
  );
}

/** Edits the variant `variantId` (of the medicine `medicationId`, when the address names it). */
export function EditVariant({
  variantId,
  medicationId,
}: {
  variantId: number | null;
  medicationId?: number | null;
}) {
  const navigate = useNavigate();
  const update = api.adminOperations.updateMedicationVariant.useMutation();
  const { data, error } = api.adminOperations.adminMedicationVariant.useQuery(
    variantId === null ? null : { params: { id: variantId } },
    { tolerate: { 404: null } },
  );
  const belongs = data && (medicationId === undefined || data.medicationId === medicationId) ? data : null;
  return (
    <LoadState
      data={variantId === null || medicationId === null ? null : data === undefined ? undefined : belongs}
      error={error}
      loadingLabel="Loading the variant"
      {...recordStates(adminOperationsMessages.variantNotFound)}
    >
      {(variant) => (
        <Card>
          <MedicationVariantForm
            key={variant.id}
            mode="edit"
            medicines={[{ id: variant.medicationId, name: variant.medicationName }]}
            defaultValues={variant}
            onCancel={() => navigate(LIST)}
            onSubmit={async ({ medicationId: _medicine, ...values }) => {
              await update.trigger({ params: { id: variant.id }, body: values });
              toast({ title: 'Success', description: 'Variant saved', tone: 'positive' });
              navigate(LIST);
            }}
          />
        </Card>
      )}
    </LoadState>
  );
}

import { api } from '@telehealth/api';
import { adminOperationsMessages } from '@telehealth/contract';
import { PrescriptionRecord } from '../../features/admin-operations/PrescriptionRecord';
import { useIdParam } from '../useIdParam';
import { RecordScreen } from './RecordScreen';

/** `/admin/prescriptions/{id}` (docs/product/admin.md): the prescription and its status flow. */
export default function PrescriptionPage() {
  const id = useIdParam('id');
  // Every read of a prescription is audited, so it is not refetched on focus; an unknown id reads as null.
  const { data, error } = api.adminOperations.adminPrescription.useQuery(
    id === null ? null : { params: { id } },
    {
      revalidateOnFocus: false,
      tolerate: { 404: null },
    },
  );
  return (
    <RecordScreen
      title={(prescription) => (prescription ? `Prescription #${prescription.id}` : 'Prescription')}
      back={{ href: '/admin/prescriptions', label: 'Back to prescriptions' }}
      data={id === null ? null : data}
      error={error}
      loadingLabel="Loading the prescription"
      notFound={adminOperationsMessages.prescriptionNotFound}
    >
      {(prescription) => <PrescriptionRecord prescription={prescription} />}
    </RecordScreen>
  );
}

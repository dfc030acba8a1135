import { useAdminPrescription } from '@telehealth/api';
import { adminOperationsMessages } from '@telehealth/contract';
import { PrescriptionRecord } from '../../features/admin-operations/PrescriptionRecord';
import { useIdParam } from '../useIdParam';
import { RecordScreen } from './RecordScreen';

/** `/admin/prescriptions/{id}` (docs/product/admin.md): the prescription and its status flow. */
export default function PrescriptionPage() {
  const id = useIdParam('id');
  const { data, error } = useAdminPrescription(id);
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

import { PrescriptionList } from '../../features/admin-operations/PrescriptionList';
import { useDocumentTitle } from '../useDocumentTitle';
import { AdminScreen } from './AdminScreen';

/** `/admin/prescriptions` (journeys §7). */
export default function PrescriptionsPage() {
  useDocumentTitle('Prescriptions');
  return (
    <AdminScreen
      title="Prescriptions"
      description="Move prescriptions from preparing to ready, posted (with the tracking number) and delivered."
    >
      <PrescriptionList />
    </AdminScreen>
  );
}

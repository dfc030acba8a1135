import { PrescriptionList } from '../../features/admin-operations/PrescriptionList';
import { useDocumentTitle } from '../useDocumentTitle';
import { AdminScreen } from './AdminScreen';

/** `/admin/prescriptions` (docs/product/admin.md). */
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

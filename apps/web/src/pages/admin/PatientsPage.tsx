import { PatientList } from '../../features/admin-people/PatientList';
import { useDocumentTitle } from '../useDocumentTitle';
import { AdminScreen } from './AdminScreen';

/** `/admin/patients` (docs/product/admin.md): search by name, email or phone. */
export default function PatientsPage() {
  useDocumentTitle('Patients');
  return (
    <AdminScreen title="Patients" description="Search by name, email or phone, and open a patient's record.">
      <PatientList />
    </AdminScreen>
  );
}

import { AssessmentList } from '../../features/admin-operations/AssessmentList';
import { useDocumentTitle } from '../useDocumentTitle';
import { AdminScreen } from './AdminScreen';

/** `/admin/assessments` (docs/product/admin.md): every assessment, filtered by type, status and practitioner. */
export default function AssessmentsPage() {
  useDocumentTitle('Assessments');
  return (
    <AdminScreen
      title="Assessments"
      description="Every assessment. Open one to see its answers and to assign a practitioner."
    >
      <AssessmentList />
    </AdminScreen>
  );
}

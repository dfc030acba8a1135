import { AddPractitioner } from '../../features/admin-people/AddPractitioner';
import { PractitionerList } from '../../features/admin-people/PractitionerList';
import { useDocumentTitle } from '../useDocumentTitle';
import { AdminScreen } from './AdminScreen';

/** `/admin/practitioners` (docs/product/admin.md): the list, with 'Add Practitioner'. */
export default function PractitionersPage() {
  useDocumentTitle('Practitioners');
  return (
    <AdminScreen
      title="Practitioners"
      description="Add practitioners, edit their profiles, and activate or deactivate them."
      actions={<AddPractitioner />}
    >
      <PractitionerList />
    </AdminScreen>
  );
}

import { AddContentWriter } from '../../features/admin-people/AddContentWriter';
import { ContentWriterList } from '../../features/admin-people/ContentWriterList';
import { useDocumentTitle } from '../useDocumentTitle';
import { AdminScreen } from './AdminScreen';

/** `/admin/content-writers` (docs/product/admin.md): list, add (an account with a set-password link), disable. */
export default function ContentWritersPage() {
  useDocumentTitle('Content Writers');
  return (
    <AdminScreen
      title="Content Writers"
      description="Add content writers, and disable or enable their accounts."
      actions={<AddContentWriter />}
    >
      <ContentWriterList />
    </AdminScreen>
  );
}

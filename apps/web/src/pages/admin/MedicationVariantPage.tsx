import { useLocation, useParams } from 'react-router';
import { AddVariant, AddVariantOf, EditVariant } from '../../features/admin-operations/VariantEditor';
import { useDocumentTitle } from '../useDocumentTitle';
import { useIdParam } from '../useIdParam';
import { AdminScreen } from './AdminScreen';

/**
 * The variant form (docs/product/admin.md): `/admin/medications/add-variant` (choose the medicine),
 * `/admin/medications/add-variant/{id}` (for a medicine), `/admin/medications/edit-variant/{id}` and
 * `/admin/medications/edit-variant/{medicationId}/{variantId}`.
 */
export default function MedicationVariantPage() {
  const params = useParams();
  const id = useIdParam('id');
  const medicationId = useIdParam('medicationId');
  const variantId = useIdParam('variantId');
  const editing = useLocation().pathname.startsWith('/admin/medications/edit-variant');
  const title = editing ? 'Edit Variant' : 'Add Variant';
  useDocumentTitle(title);
  return (
    <AdminScreen title={title} back={{ href: '/admin/medications', label: 'Back to medications' }}>
      {editing ? (
        params.variantId !== undefined ? (
          <EditVariant variantId={variantId} medicationId={medicationId} />
        ) : (
          <EditVariant variantId={id} />
        )
      ) : params.id === undefined ? (
        <AddVariant />
      ) : (
        <AddVariantOf medicationId={id} />
      )}
    </AdminScreen>
  );
}

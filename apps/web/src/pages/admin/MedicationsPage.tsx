import { Button } from '@telehealth/ui';
import { MedicationList } from '../../features/admin-operations/MedicationList';
import { MedicineDialog } from '../../features/admin-operations/MedicineDialog';
import { RouterLink } from '../../frames/RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';
import { AdminScreen } from './AdminScreen';

/** `/admin/medications` (docs/product/admin.md): medicines with their variants. */
export default function MedicationsPage() {
  useDocumentTitle('Medications');
  return (
    <AdminScreen
      title="Medications"
      description="Medicines and their variants: strength, form, pack size, price and whether practitioners can prescribe them."
      actions={
        <>
          <MedicineDialog />
          <Button asChild variant="solid">
            <RouterLink href="/admin/medications/add-variant">Add Variant</RouterLink>
          </Button>
        </>
      }
    >
      <MedicationList />
    </AdminScreen>
  );
}

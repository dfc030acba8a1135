import { Button } from '@telehealth/ui';
import { AppointmentList } from '../../features/admin-operations/AppointmentList';
import { RouterLink } from '../../frames/RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';
import { AdminScreen } from './AdminScreen';

/** `/admin/appointments` (docs/product/admin.md): filter by date range, practitioner and status; cancel or reschedule. */
export default function AppointmentsPage() {
  useDocumentTitle('Appointments');
  return (
    <AdminScreen
      title="Appointments"
      description="Times are in your timezone. Cancel or reschedule any appointment that has not started."
      actions={
        <Button asChild variant="solid">
          <RouterLink href="/admin/appointments/create">Book Appointment</RouterLink>
        </Button>
      }
    >
      <AppointmentList />
    </AdminScreen>
  );
}

import type { BookableAssessment } from '@telehealth/contract';
import { useState } from 'react';
import { BookableAssessmentPicker } from '../../features/admin-operations/BookableAssessmentPicker';
import { BookForPatient } from '../../features/booking/BookForPatient';
import { useDocumentTitle } from '../useDocumentTitle';
import { AdminScreen } from './AdminScreen';

/**
 * `/admin/appointments/create` and `/admin/create-appointment` (docs/product/admin.md): a patient's paid assessment, then a
 * time from the same slot engine the patient books with.
 */
export default function CreateAppointmentPage() {
  useDocumentTitle('Book Appointment');
  const [assessment, setAssessment] = useState<BookableAssessment | null>(null);
  return (
    <AdminScreen
      title="Book Appointment"
      description="Choose the patient's assessment, then a practitioner, a day and a time. Times are in your timezone."
      back={{ href: '/admin/appointments', label: 'Back to appointments' }}
    >
      {assessment ? (
        <BookForPatient assessment={assessment} onChange={() => setAssessment(null)} />
      ) : (
        <BookableAssessmentPicker onChoose={setAssessment} />
      )}
    </AdminScreen>
  );
}

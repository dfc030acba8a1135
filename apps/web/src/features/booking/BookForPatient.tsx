import { api } from '@telehealth/api';
import type { BookableAssessment } from '@telehealth/contract';
import { Button, Stack, Text, toast } from '@telehealth/ui';
import { useNavigate } from 'react-router';
import { SectionCard } from '../../frames/SectionCard';
import { assessmentTypeLabel } from '../shared/assessmentLabels';
import { SlotBooking } from './SlotBooking';

/**
 * The second step of booking for a patient (docs/product/booking.md): the patient's own booking form, on the same slot
 * engine: a practitioner (the one reviewing the assessment first, or 'First available'), a day, a time.
 */
export function BookForPatient({
  assessment,
  onChange,
}: {
  assessment: BookableAssessment;
  onChange: () => void;
}) {
  const navigate = useNavigate();
  const book = api.adminOperations.adminBookAppointment.useMutation();
  return (
    <Stack gap="large">
      <SectionCard id="booking-for" title="Booking for">
        <Text>{`${assessment.patient.name} (${assessment.patient.email}): assessment #${assessment.id}, ${assessmentTypeLabel(assessment.type)}`}</Text>
        <div>
          <Button size="sm" variant="outline" onClick={onChange}>
            Choose another
          </Button>
        </div>
      </SectionCard>
      <SlotBooking
        preferred={assessment.practitionerId}
        onSubmit={async (choice) => {
          await book.trigger({
            body: { patientId: assessment.patient.id, assessmentId: assessment.id, ...choice },
          });
          toast({
            title: 'Success',
            description: `Appointment booked for ${assessment.patient.name}`,
            tone: 'positive',
          });
          navigate('/admin/appointments');
        }}
      />
    </Stack>
  );
}

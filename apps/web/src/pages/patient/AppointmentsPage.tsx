import { api } from '@telehealth/api';
import { bookingMessages, type PatientAppointment } from '@telehealth/contract';
import { RescheduleDialog } from '@telehealth/forms';
import { Container, Heading, Stack, Text, toast } from '@telehealth/ui';
import { useState } from 'react';
import { AppointmentSection } from '../../features/booking/AppointmentSection';
import { JoinableConsultations } from '../../features/consultation/JoinableConsultations';
import { useViewerTimeZone } from '../../features/shared/useViewerTimeZone';
import { useDocumentTitle } from '../useDocumentTitle';

/**
 * Upcoming and past appointments, with Reschedule and Cancel up to 24 hours before (docs/product/booking.md), and
 * above them Join consultation for each still to be held (docs/product/consultations.md, On screen). The lists'
 * first pages are read once, shared with their sections: one under way is already past, since it has started.
 */
export default function AppointmentsPage() {
  useDocumentTitle('Appointments');
  const timeZone = useViewerTimeZone();
  const [rescheduling, setRescheduling] = useState<PatientAppointment | null>(null);
  const slots = api.booking.availability.useQuery(
    rescheduling === null ? null : { query: { practitionerId: rescheduling.practitionerId } },
  );
  const reschedule = api.booking.rescheduleAppointment.useMutation();
  const upcoming = api.booking.myAppointments.useQuery({ query: { when: 'upcoming', offset: 0 } });
  const past = api.booking.myAppointments.useQuery({ query: { when: 'past', offset: 0 } });
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="small">
          <Heading level={1}>Appointments</Heading>
          <Text tone="muted">{bookingMessages.changeWindowClosed}</Text>
        </Stack>
        <JoinableConsultations
          upcoming={upcoming.data?.items}
          past={past.data?.items}
          timeZone={timeZone}
          title="Video consultations"
        />
        <AppointmentSection when="upcoming" timeZone={timeZone} onReschedule={setRescheduling} />
        <AppointmentSection when="past" timeZone={timeZone} onReschedule={setRescheduling} />
      </Stack>
      <RescheduleDialog
        appointment={rescheduling}
        onClose={() => setRescheduling(null)}
        slots={slots.data?.slots}
        slotsError={slots.error ? 'Failed to load available times. Please try again.' : null}
        timeZone={timeZone}
        onSubmit={async (startsAt) => {
          if (!rescheduling) return;
          await reschedule.trigger({ params: { id: rescheduling.id }, body: { startsAt } });
          toast({ title: 'Appointment rescheduled', tone: 'positive' });
        }}
      />
    </Container>
  );
}

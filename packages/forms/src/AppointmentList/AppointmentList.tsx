import { bookingMessages, formatDateTime, type PatientAppointment } from '@telehealth/contract';
import { Badge, Button, Card, ConfirmDialog, Inline, Stack, Text } from '@telehealth/ui';
import { useState } from 'react';
import { slotTimeLabel } from '../BookingForm/slots';

const statusLabels: Record<
  PatientAppointment['status'],
  { label: string; tone: 'info' | 'positive' | 'neutral' | 'caution' | 'critical' }
> = {
  scheduled: { label: 'Scheduled', tone: 'info' },
  completed: { label: 'Completed', tone: 'positive' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  rescheduled: { label: 'Rescheduled', tone: 'neutral' },
  no_show: { label: 'Missed', tone: 'caution' },
};

/** An appointment's status as a badge: 'Scheduled', 'Completed', 'Cancelled', 'Rescheduled' or 'Missed'. */
export function AppointmentStatusBadge({ status }: { status: PatientAppointment['status'] }) {
  const { label, tone } = statusLabels[status];
  return <Badge tone={tone}>{label}</Badge>;
}

export interface AppointmentListProps {
  appointments: readonly PatientAppointment[];
  /** The viewer's IANA zone: dates `dd/MM/yyyy`, times `h:mm am` with the zone's short name. */
  timeZone: string;
  /** Opens the reschedule flow for an appointment. */
  onReschedule: (appointment: PatientAppointment) => void;
  /** Cancels after the patient confirms; a rejection keeps the dialog open (report it yourself). */
  onCancel: (appointment: PatientAppointment) => Promise<unknown> | unknown;
}

/** Appointments as cards: when, with whom, the status, and Reschedule and Cancel while they are allowed. */
export function AppointmentList({ appointments, timeZone, onReschedule, onCancel }: AppointmentListProps) {
  const [cancelling, setCancelling] = useState<PatientAppointment | null>(null);
  const when = (a: PatientAppointment) =>
    `${formatDateTime(a.startsAt, { timeZone }).slice(0, 10)} at ${slotTimeLabel(a.startsAt, timeZone)}`;
  return (
    <>
      <Stack as="ul" gap="medium" aria-label="Appointments">
        {appointments.map((appointment) => {
          return (
            <li key={appointment.id}>
              <Card as="article" aria-label={`Appointment ${when(appointment)}`}>
                <Stack gap="small">
                  <Inline gap="small" justify="between">
                    <Text weight="bold">{when(appointment)}</Text>
                    <AppointmentStatusBadge status={appointment.status} />
                  </Inline>
                  <Text>
                    Dr. {appointment.practitionerName} · {appointment.durationMinutes} minutes
                  </Text>
                  {appointment.canChange ? (
                    <Inline gap="small">
                      <Button variant="outline" size="sm" onClick={() => onReschedule(appointment)}>
                        Reschedule
                      </Button>
                      <Button
                        variant="outline"
                        tone="critical"
                        size="sm"
                        onClick={() => setCancelling(appointment)}
                      >
                        Cancel
                      </Button>
                    </Inline>
                  ) : appointment.status === 'scheduled' ? (
                    <Text tone="muted" size="small">
                      {bookingMessages.changeWindowClosed}
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            </li>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title="Cancel appointment"
        description={
          cancelling
            ? `Are you sure you want to cancel your appointment on ${when(cancelling)} with Dr. ${cancelling.practitionerName}?`
            : ''
        }
        confirmLabel="Cancel appointment"
        busyLabel="Cancelling..."
        cancelLabel="Keep appointment"
        onConfirm={() => (cancelling ? onCancel(cancelling) : undefined)}
      />
    </>
  );
}

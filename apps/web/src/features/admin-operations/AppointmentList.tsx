import { api } from '@telehealth/api';
import {
  type AdminAppointment,
  type AdminAppointmentListQuery,
  adminAppointmentSortColumns,
  type appointmentStatusValues,
  formatDateTime,
  type PatientAppointment,
} from '@telehealth/contract';
import { AppointmentStatusBadge, RescheduleDialog, type TableFilterField } from '@telehealth/forms';
import { Button, ConfirmDialog, type DataTableColumn, Inline, Link, toast } from '@telehealth/ui';
import { useState } from 'react';
import { RouterLink } from '../../frames/RouterLink';
import { AdminList } from '../shared/AdminList';
import { assessmentTypeLabel } from '../shared/assessmentLabels';
import { choiceField, searchField } from '../shared/filterFields';
import { serverError, succeeded, useAction } from '../shared/useAction';
import { useListParams } from '../shared/useListParams';
import { usePractitionerChoices } from '../shared/usePractitionerChoices';
import { useViewerTimeZone } from '../shared/useViewerTimeZone';

const statusLabels: Record<(typeof appointmentStatusValues)[number], string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rescheduled: 'Rescheduled',
  no_show: 'Missed',
};

/** The reschedule dialog takes the patient's view of an appointment. */
const asPatientAppointment = (appointment: AdminAppointment): PatientAppointment => ({
  id: appointment.id,
  assessmentId: appointment.assessmentId,
  practitionerId: appointment.practitioner.id,
  practitionerName: appointment.practitioner.name,
  startsAt: appointment.startsAt,
  durationMinutes: appointment.durationMinutes,
  status: appointment.status,
  previousAppointmentId: appointment.previousAppointmentId,
  canChange: appointment.canChange,
});

/**
 * `/admin/appointments` (docs/product/admin.md): every appointment, filtered by date range, practitioner, status and
 * patient, with cancel (after asking) and reschedule (a time from the practitioner's free slots) while it has not
 * started.
 */
export function AppointmentList() {
  const timeZone = useViewerTimeZone();
  const practitioners = usePractitionerChoices();
  const list = useListParams(adminAppointmentSortColumns, { sort: 'startsAt', dir: 'desc' }, [
    'from',
    'to',
    'practitionerId',
    'status',
    'q',
  ]);
  // The list keeps showing its rows while the next page or filter loads.
  const answer = api.adminOperations.adminAppointments.useQuery(
    { query: list.query as AdminAppointmentListQuery },
    { keepPreviousData: true },
  );
  const cancel = api.adminOperations.adminCancelAppointment.useMutation();
  const reschedule = api.adminOperations.adminRescheduleAppointment.useMutation();
  const [cancelling, setCancelling] = useState<AdminAppointment | null>(null);
  const [moving, setMoving] = useState<AdminAppointment | null>(null);
  const slots = api.booking.availability.useQuery(
    moving === null ? null : { query: { practitionerId: moving.practitioner.id } },
  );
  const cancelAppointment = useAction(
    (appointment: AdminAppointment) => cancel.trigger({ params: { id: appointment.id } }),
    {
      success: succeeded('Appointment cancelled'),
      failure: serverError('The appointment could not be cancelled.'),
    },
  );

  const fields: TableFilterField[] = [
    searchField("Patient's name or email"),
    { kind: 'date', name: 'from', label: 'From' },
    { kind: 'date', name: 'to', label: 'To' },
    {
      kind: 'select',
      name: 'practitionerId',
      label: 'Practitioner',
      allLabel: 'All practitioners',
      options: practitioners,
    },
    choiceField('status', 'Status', 'All statuses', statusLabels),
  ];
  const columns: DataTableColumn<AdminAppointment>[] = [
    {
      key: 'startsAt',
      header: 'When',
      sortable: true,
      firstSortDir: 'desc',
      primary: true,
      nowrap: true,
      cell: (appointment) => formatDateTime(appointment.startsAt, { timeZone }),
    },
    {
      key: 'patientName',
      header: 'Patient',
      sortable: true,
      cell: (appointment) => (
        <Link asChild>
          <RouterLink href={`/admin/patients/${appointment.patient.id}`}>
            {appointment.patient.name}
          </RouterLink>
        </Link>
      ),
    },
    {
      key: 'practitionerName',
      header: 'Practitioner',
      sortable: true,
      cell: (appointment) => appointment.practitioner.name,
    },
    {
      key: 'type',
      header: 'Assessment',
      hideOnPhone: true,
      cell: (appointment) =>
        appointment.assessmentType ? assessmentTypeLabel(appointment.assessmentType) : '—',
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      nowrap: true,
      cell: (appointment) => <AppointmentStatusBadge status={appointment.status} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (appointment) =>
        appointment.canChange ? (
          <Inline gap="xsmall">
            <Button
              size="sm"
              variant="outline"
              aria-label={`Reschedule the appointment of ${appointment.patient.name} on ${formatDateTime(appointment.startsAt, { timeZone })}`}
              onClick={() => setMoving(appointment)}
            >
              Reschedule
            </Button>
            <Button
              size="sm"
              variant="outline"
              tone="critical"
              aria-label={`Cancel the appointment of ${appointment.patient.name} on ${formatDateTime(appointment.startsAt, { timeZone })}`}
              onClick={() => setCancelling(appointment)}
            >
              Cancel
            </Button>
          </Inline>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <AdminList
        caption="Appointments"
        columns={columns}
        rowKey={(appointment) => appointment.id}
        list={list}
        answer={answer}
        fields={fields}
        empty={{ filtered: 'No appointments match these filters.', none: 'No appointments yet.' }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? null : setCancelling(null))}
        title="Cancel appointment"
        description={
          cancelling
            ? `Cancel ${cancelling.patient.name}'s appointment with ${cancelling.practitioner.name} on ${formatDateTime(cancelling.startsAt, { timeZone })}?`
            : ''
        }
        confirmLabel="Cancel appointment"
        cancelLabel="Keep it"
        tone="critical"
        busy={cancel.isMutating}
        onConfirm={async () => {
          if (cancelling) await cancelAppointment(cancelling);
          setCancelling(null);
        }}
      />
      <RescheduleDialog
        appointment={moving ? asPatientAppointment(moving) : null}
        onClose={() => setMoving(null)}
        slots={slots.data?.slots}
        slotsError={slots.error ? 'Failed to load available times. Please try again.' : null}
        timeZone={timeZone}
        onSubmit={async (startsAt) => {
          if (!moving) return;
          await reschedule.trigger({ params: { id: moving.id }, body: { startsAt } });
          toast(succeeded('Appointment rescheduled'));
        }}
      />
    </>
  );
}

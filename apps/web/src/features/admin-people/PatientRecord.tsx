import type { AdminPatientDetail, AssessmentSummary, PatientAppointment } from '@telehealth/contract';
import { formatAud, formatDate, formatDateTime } from '@telehealth/contract';
import { AppointmentStatusBadge } from '@telehealth/forms';
import { Inline, Link, Stack, Text } from '@telehealth/ui';
import { DetailList } from '../../frames/DetailList';
import { RouterLink } from '../../frames/RouterLink';
import { SectionCard } from '../../frames/SectionCard';
import { AssessmentStatusBadge, assessmentTypeLabel } from '../shared/assessmentLabels';
import { PaymentsTable } from '../shared/PaymentsTable';
import { PrescriptionCard } from '../shared/PrescriptionCard';
import { RecordSection } from '../shared/RecordSection';
import { RecordTableSection } from '../shared/RecordTable';
import { useViewerZone } from '../shared/useViewerZone';

/** 'The latest 20 of 31.' when a list is cut short. */
const latest = (total: number, shown: number) => (total > shown ? `The latest ${shown} of ${total}.` : null);

/**
 * `/admin/patients/{id}` (docs/product/admin.md): the patient's profile, assessments, appointments, prescriptions and
 * payments, newest first, with the way to message them.
 */
export function PatientRecord({ record }: { record: AdminPatientDetail }) {
  const zone = useViewerZone();
  const { patient } = record;
  const name = `${patient.firstName} ${patient.lastName}`;
  const address = [patient.address, patient.addressLine2, patient.suburb, patient.state, patient.postcode]
    .filter(Boolean)
    .join(', ');
  const appointmentColumns = [
    {
      header: 'When',
      nowrap: true,
      cell: (appointment: PatientAppointment) => formatDateTime(appointment.startsAt, zone),
    },
    { header: 'Practitioner', cell: (appointment: PatientAppointment) => appointment.practitionerName },
    { header: 'Length', cell: (appointment: PatientAppointment) => `${appointment.durationMinutes} minutes` },
    {
      header: 'Status',
      cell: (appointment: PatientAppointment) => <AppointmentStatusBadge status={appointment.status} />,
    },
  ];
  const appointments = (title: string, page: AdminPatientDetail['upcomingAppointments']) => (
    <RecordTableSection
      title={title}
      note={latest(page.total, page.items.length)}
      columns={appointmentColumns}
      rows={page.items}
      rowKey={(appointment) => appointment.id}
      emptyTitle={`No ${title.toLowerCase()}`}
    />
  );

  return (
    <Stack gap="large">
      <SectionCard id="patient-profile" title="Profile">
        <DetailList
          rows={[
            ['Name', name],
            ['Email', `${patient.email}${patient.emailVerified ? ' (verified)' : ' (not verified)'}`],
            ['Phone', patient.phone ?? '—'],
            [
              'Date of birth',
              patient.dateOfBirth ? formatDate(`${patient.dateOfBirth}T00:00:00Z`, { timeZone: 'UTC' }) : '—',
            ],
            ['Address', address || '—'],
            ['Medicare number', patient.medicareNumber ?? '—'],
            ['Timezone', patient.timezone],
            ['Joined', formatDate(patient.createdAt, zone)],
          ]}
        />
        <Inline gap="medium">
          <Link asChild>
            <RouterLink href={`/admin/messaging?with=${patient.id}`}>Message patient</RouterLink>
          </Link>
          <Link asChild>
            <RouterLink href={`/admin/appointments/create?patientId=${patient.id}`}>
              Book an appointment
            </RouterLink>
          </Link>
        </Inline>
      </SectionCard>
      <RecordTableSection
        title="Assessments"
        note={latest(record.assessments.total, record.assessments.items.length)}
        rows={record.assessments.items}
        rowKey={(assessment) => assessment.id}
        emptyTitle="No assessments"
        columns={[
          {
            header: 'Assessment',
            cell: (assessment: AssessmentSummary) => (
              <Link asChild>
                <RouterLink href={`/admin/assessments/${assessment.id}`}>
                  {`#${assessment.id} ${assessmentTypeLabel(assessment.type)}`}
                </RouterLink>
              </Link>
            ),
          },
          {
            header: 'Status',
            cell: (assessment: AssessmentSummary) => <AssessmentStatusBadge status={assessment.status} />,
          },
          {
            header: 'Fee',
            align: 'end',
            cell: (assessment: AssessmentSummary) =>
              `${formatAud(assessment.feeCents)}${assessment.paid ? '' : ' (unpaid)'}`,
          },
          {
            header: 'Submitted',
            nowrap: true,
            cell: (assessment: AssessmentSummary) =>
              assessment.submittedAt ? formatDate(assessment.submittedAt, zone) : 'Not submitted',
          },
        ]}
      />
      {appointments('Upcoming appointments', record.upcomingAppointments)}
      {appointments('Past appointments', record.pastAppointments)}
      <RecordSection
        title="Prescriptions"
        note={latest(record.prescriptions.total, record.prescriptions.items.length)}
      >
        {record.prescriptions.items.length === 0 ? (
          <Text tone="muted">No prescriptions.</Text>
        ) : (
          record.prescriptions.items.map((prescription) => (
            <PrescriptionCard
              key={prescription.id}
              prescription={prescription}
              zone={zone}
              headingLevel={3}
              actions={
                <Link asChild>
                  <RouterLink href={`/admin/prescriptions/${prescription.id}`}>Manage status</RouterLink>
                </Link>
              }
            />
          ))
        )}
      </RecordSection>
      <RecordSection title="Payments" note={latest(record.payments.total, record.payments.items.length)}>
        {record.payments.items.length === 0 ? (
          <Text tone="muted">No payments.</Text>
        ) : (
          <PaymentsTable payments={record.payments.items} zone={zone} />
        )}
      </RecordSection>
    </Stack>
  );
}

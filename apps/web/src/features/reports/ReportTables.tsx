import {
  type AdminReports,
  assessmentOutcomeLabels,
  assessmentTypeLabels,
  formatAud,
  funnelStageLabels,
  reportAppointmentStatuses,
  reportAppointmentStatusLabels,
} from '@telehealth/contract';
import { Table } from '@telehealth/ui';
import { dayLabel } from './dayLabel';

const outcomes = ['approved', 'declined', 'pending'] as const;

/** Revenue by day: payments taken, gross, refunded and net. */
export function RevenueTable({ rows }: { rows: AdminReports['revenue'] }) {
  return (
    <Table.Root label="Revenue by day, table" stackBelow="tablet">
      <Table.Header>
        <Table.Row>
          {['Day', 'Payments', 'Gross', 'Refunded', 'Net'].map((column) => (
            <Table.Head key={column} align={column === 'Day' ? 'start' : 'end'}>
              {column}
            </Table.Head>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.day}>
            <Table.Cell label="Day" nowrap>
              {dayLabel(row.day)}
            </Table.Cell>
            <Table.Cell label="Payments" align="end">
              {row.payments}
            </Table.Cell>
            <Table.Cell label="Gross" align="end">
              {formatAud(row.grossCents)}
            </Table.Cell>
            <Table.Cell label="Refunded" align="end">
              {formatAud(row.refundedCents)}
            </Table.Cell>
            <Table.Cell label="Net" align="end">
              {formatAud(row.netCents)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Assessments submitted in the range, by type and outcome. */
export function AssessmentOutcomesTable({ rows }: { rows: AdminReports['assessments'] }) {
  return (
    <Table.Root label="Assessments by type and outcome, table" stackBelow="tablet">
      <Table.Header>
        <Table.Row>
          <Table.Head>Type</Table.Head>
          {outcomes.map((outcome) => (
            <Table.Head key={outcome} align="end">
              {assessmentOutcomeLabels[outcome]}
            </Table.Head>
          ))}
          <Table.Head align="end">Total</Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.type}>
            <Table.Cell label="Type">{assessmentTypeLabels[row.type]}</Table.Cell>
            {outcomes.map((outcome) => (
              <Table.Cell key={outcome} label={assessmentOutcomeLabels[outcome]} align="end">
                {row[outcome]}
              </Table.Cell>
            ))}
            <Table.Cell label="Total" align="end">
              {row.total}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Appointments starting in the range, per practitioner and status. */
export function PractitionerAppointmentsTable({ rows }: { rows: AdminReports['appointments'] }) {
  return (
    <Table.Root label="Appointments per practitioner, table" stackBelow="tablet">
      <Table.Header>
        <Table.Row>
          <Table.Head>Practitioner</Table.Head>
          {reportAppointmentStatuses.map((status) => (
            <Table.Head key={status} align="end">
              {reportAppointmentStatusLabels[status]}
            </Table.Head>
          ))}
          <Table.Head align="end">Total</Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.practitionerId}>
            <Table.Cell label="Practitioner">{row.practitionerName}</Table.Cell>
            {reportAppointmentStatuses.map((status) => (
              <Table.Cell key={status} label={reportAppointmentStatusLabels[status]} align="end">
                {row[status]}
              </Table.Cell>
            ))}
            <Table.Cell label="Total" align="end">
              {row.total}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The funnel: assessments started, of those paid, of those approved, with each step's share of the start. */
export function FunnelTable({ rows }: { rows: AdminReports['funnel'] }) {
  const started = rows[0]?.count ?? 0;
  return (
    <Table.Root label="Started, paid and approved, table" stackBelow="tablet">
      <Table.Header>
        <Table.Row>
          <Table.Head>Stage</Table.Head>
          <Table.Head align="end">Assessments</Table.Head>
          <Table.Head align="end">Of started</Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.stage}>
            <Table.Cell label="Stage">{funnelStageLabels[row.stage]}</Table.Cell>
            <Table.Cell label="Assessments" align="end">
              {row.count}
            </Table.Cell>
            <Table.Cell label="Of started" align="end">
              {started > 0 ? `${Math.round((row.count / started) * 100)}%` : '—'}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

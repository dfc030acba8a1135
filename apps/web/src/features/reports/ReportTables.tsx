import {
  type AdminReports,
  assessmentOutcomeLabels,
  assessmentTypeLabels,
  formatAud,
  funnelStageLabels,
  reportAppointmentStatuses,
  reportAppointmentStatusLabels,
} from '@telehealth/contract';
import { DataTable, type DataTableColumn } from '@telehealth/ui';
import type { ReactNode } from 'react';
import { dayLabel } from './dayLabel';

const outcomes = ['approved', 'declined', 'pending'] as const;

/** A short report table: every row at once, the caption for assistive technology (a heading above says it). */
function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}) {
  return <DataTable caption={caption} captionHidden columns={columns} rows={rows} rowKey={rowKey} />;
}

/** An amount column, aligned to the end. */
const amount = <Row,>(key: string, header: string, cell: (row: Row) => ReactNode): DataTableColumn<Row> => ({
  key,
  header,
  align: 'end',
  cell,
});

/** Revenue by day: payments taken, gross, refunded and net. */
export function RevenueTable({ rows }: { rows: AdminReports['revenue'] }) {
  type Row = AdminReports['revenue'][number];
  return (
    <ReportTable<Row>
      caption="Revenue by day, table"
      columns={[
        { key: 'day', header: 'Day', align: 'start', nowrap: true, cell: (row) => dayLabel(row.day) },
        amount('payments', 'Payments', (row) => row.payments),
        amount('gross', 'Gross', (row) => formatAud(row.grossCents)),
        amount('refunded', 'Refunded', (row) => formatAud(row.refundedCents)),
        amount('net', 'Net', (row) => formatAud(row.netCents)),
      ]}
      rows={rows}
      rowKey={(row) => row.day}
    />
  );
}

/** Assessments submitted in the range, by type and outcome. */
export function AssessmentOutcomesTable({ rows }: { rows: AdminReports['assessments'] }) {
  type Row = AdminReports['assessments'][number];
  return (
    <ReportTable<Row>
      caption="Assessments by type and outcome, table"
      columns={[
        { key: 'type', header: 'Type', cell: (row) => assessmentTypeLabels[row.type] },
        ...outcomes.map((outcome) =>
          amount<Row>(outcome, assessmentOutcomeLabels[outcome], (row) => row[outcome]),
        ),
        amount('total', 'Total', (row) => row.total),
      ]}
      rows={rows}
      rowKey={(row) => row.type}
    />
  );
}

/** Appointments starting in the range, per practitioner and status. */
export function PractitionerAppointmentsTable({ rows }: { rows: AdminReports['appointments'] }) {
  type Row = AdminReports['appointments'][number];
  return (
    <ReportTable<Row>
      caption="Appointments per practitioner, table"
      columns={[
        { key: 'practitioner', header: 'Practitioner', cell: (row) => row.practitionerName },
        ...reportAppointmentStatuses.map((status) =>
          amount<Row>(status, reportAppointmentStatusLabels[status], (row) => row[status]),
        ),
        amount('total', 'Total', (row) => row.total),
      ]}
      rows={rows}
      rowKey={(row) => row.practitionerId}
    />
  );
}

/** The funnel: assessments started, of those paid, of those approved, with each step's share of the start. */
export function FunnelTable({ rows }: { rows: AdminReports['funnel'] }) {
  type Row = AdminReports['funnel'][number];
  const started = rows[0]?.count ?? 0;
  return (
    <ReportTable<Row>
      caption="Started, paid and approved, table"
      columns={[
        { key: 'stage', header: 'Stage', cell: (row) => funnelStageLabels[row.stage] },
        amount('count', 'Assessments', (row) => row.count),
        amount('share', 'Of started', (row) =>
          started > 0 ? `${Math.round((row.count / started) * 100)}%` : '—',
        ),
      ]}
      rows={rows}
      rowKey={(row) => row.stage}
    />
  );
}

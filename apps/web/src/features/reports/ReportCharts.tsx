import {
  type AdminReports,
  assessmentOutcomeLabels,
  assessmentTypeLabels,
  formatAud,
  funnelStageLabels,
  type ReportKind,
  reportAppointmentStatusLabels,
} from '@telehealth/contract';
import { BarChart } from '@telehealth/ui/charts';
import { dayLabel } from './dayLabel';

/**
 * One report's chart (recharts, in this chunk of its own: the tables above paint before it loads). The figures
 * are the ones the table beside it lists.
 */
export default function ReportChart({ report, data }: { report: ReportKind; data: AdminReports }) {
  const range = `${dayLabel(data.from)} to ${dayLabel(data.to)}, Sydney time`;
  switch (report) {
    case 'revenue':
      // Each day's takings stand alone: bars, not a smoothed line that draws amounts between the days.
      return (
        <BarChart
          title="Net revenue per day"
          description={`${range}; net of refunds`}
          data={data.revenue}
          xKey="day"
          xFormat={dayLabel}
          valueFormat={formatAud}
          series={[{ key: 'netCents', label: 'Net', tone: 'brand' }]}
        />
      );
    case 'assessments':
      return (
        <BarChart
          title="Assessments per type, by outcome"
          description={`${range}; by the day submitted`}
          data={data.assessments.map((row) => ({ ...row, label: assessmentTypeLabels[row.type] }))}
          xKey="label"
          stacked
          series={[
            { key: 'approved', label: assessmentOutcomeLabels.approved, tone: 'positive' },
            { key: 'declined', label: assessmentOutcomeLabels.declined, tone: 'critical' },
            { key: 'pending', label: assessmentOutcomeLabels.pending, tone: 'caution' },
          ]}
        />
      );
    case 'appointments':
      return (
        <BarChart
          title="Appointments per practitioner, by status"
          description={range}
          data={data.appointments}
          xKey="practitionerName"
          stacked
          emptyLabel="No practitioners"
          series={[
            { key: 'completed', label: reportAppointmentStatusLabels.completed, tone: 'positive' },
            { key: 'scheduled', label: reportAppointmentStatusLabels.scheduled, tone: 'brand' },
            { key: 'no_show', label: reportAppointmentStatusLabels.no_show, tone: 'caution' },
            { key: 'cancelled', label: reportAppointmentStatusLabels.cancelled, tone: 'critical' },
          ]}
        />
      );
    case 'funnel':
      return (
        <BarChart
          title="Assessments at each stage"
          description={range}
          data={data.funnel.map((step) => ({ ...step, label: funnelStageLabels[step.stage] }))}
          xKey="label"
          series={[{ key: 'count', label: 'Assessments', tone: 'brand' }]}
        />
      );
  }
}

import { api } from '@telehealth/api';
import {
  assessmentOutcomeLabels,
  type DashboardCharts as ChartsData,
  calendarDayIn,
  formatAud,
} from '@telehealth/contract';
import { Grid, LoadState, Spinner } from '@telehealth/ui';
import { BarChart } from '@telehealth/ui/charts';
import { dayLabel } from './dayLabel';

/**
 * The admin dashboard's two charts of the last 30 days (docs/product/dashboard.md): payments taken per day, and assessments
 * submitted per day by outcome. Its own chunk: the dashboard's tiles paint before recharts arrives.
 */
export default function DashboardCharts() {
  // The viewer's today in the clinic's zone: the charts end on the day the page shows as today.
  const { data, error } = api.reports.adminDashboardCharts.useQuery({
    query: { to: calendarDayIn(new Date()) },
  });
  return (
    <LoadState
      data={data}
      error={error}
      errorTitle="Couldn't load the charts"
      placeholder={<Spinner label="Loading charts" showLabel />}
    >
      {(data) => <Charts data={data} />}
    </LoadState>
  );
}

function Charts({ data }: { data: ChartsData }) {
  const range = `${dayLabel(data.from)} to ${dayLabel(data.to)}, Sydney time`;
  return (
    <Grid columns={{ mobile: '1', desktop: '2' }} gap="large">
      <BarChart
        title="Payments, last 30 days"
        description={`${range}; net of refunds`}
        data={data.payments}
        xKey="day"
        xFormat={dayLabel}
        valueFormat={formatAud}
        series={[{ key: 'netCents', label: 'Taken', tone: 'brand' }]}
      />
      <BarChart
        title="Assessments by outcome, last 30 days"
        description={`${range}; by the day submitted`}
        data={data.assessments}
        xKey="day"
        xFormat={dayLabel}
        stacked
        series={[
          { key: 'approved', label: assessmentOutcomeLabels.approved, tone: 'positive' },
          { key: 'declined', label: assessmentOutcomeLabels.declined, tone: 'critical' },
          { key: 'pending', label: assessmentOutcomeLabels.pending, tone: 'caution' },
        ]}
      />
    </Grid>
  );
}

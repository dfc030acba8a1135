import { useDashboardCharts } from '@telehealth/api';
import { assessmentOutcomeLabels, formatAud } from '@telehealth/contract';
import { Alert, Grid, Spinner } from '@telehealth/ui';
import { BarChart } from '@telehealth/ui/charts';
import { dayLabel } from './dayLabel';

/**
 * The admin dashboard's two charts of the last 30 days (docs/product/dashboard.md): payments taken per day, and assessments
 * submitted per day by outcome. Its own chunk: the dashboard's tiles paint before recharts arrives.
 */
export default function DashboardCharts() {
  const { data, error } = useDashboardCharts();
  if (error) {
    return (
      <Alert tone="critical" title="Couldn't load the charts">
        {error.message}
      </Alert>
    );
  }
  if (!data) return <Spinner label="Loading charts" showLabel />;
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

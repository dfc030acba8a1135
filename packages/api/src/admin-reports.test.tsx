import type { AdminReports, DashboardCharts } from '@telehealth/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportCsvUrl } from './admin-reports';
import { api as endpoints } from './contract-hooks';
import { mockFailure } from './mock';
import { mockApi } from './test-utils';

const range = { from: '2026-03-01', to: '2026-03-02', timeZone: 'Australia/Sydney' };
const reports: AdminReports = {
  ...range,
  revenue: [
    { day: '2026-03-01', payments: 1, grossCents: 4950, refundedCents: 0, netCents: 4950 },
    { day: '2026-03-02', payments: 0, grossCents: 0, refundedCents: 0, netCents: 0 },
  ],
  assessments: [{ type: 'weight_loss', approved: 1, declined: 0, pending: 2, total: 3 }],
  appointments: [],
  funnel: [
    { stage: 'started', count: 3 },
    { stage: 'paid', count: 2 },
    { stage: 'approved', count: 1 },
  ],
};

describe('adminReports', () => {
  it('asks for the range it is given', async () => {
    const api = mockApi({ '/api/admin/reports': reports });
    const { result } = renderHook(
      () => endpoints.reports.adminReports.useQuery({ query: { from: '2026-03-01', to: '2026-03-02' } }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual(reports));
    expect(api.callsTo('GET /api/admin/reports')[0]?.query).toEqual({ from: '2026-03-01', to: '2026-03-02' });
  });

  it('leaves the range to the server when none is given, and drops empty ends', async () => {
    const api = mockApi({ '/api/admin/reports': reports });
    const { result } = renderHook(
      () => endpoints.reports.adminReports.useQuery({ query: { from: '', to: '2026-03-02' } }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(api.callsTo('GET /api/admin/reports')[0]?.query).toEqual({ to: '2026-03-02' });
  });

  it('surfaces a bad range as a 400 naming the field', async () => {
    const api = mockApi({
      '/api/admin/reports': mockFailure(400, 'The start date must be on or before the end date.', {
        field: 'to',
      }),
    });
    const { result } = renderHook(
      () => endpoints.reports.adminReports.useQuery({ query: { from: '2026-03-03', to: '2026-03-02' } }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.error?.status).toBe(400));
    expect(result.current.error?.field).toBe('to');
  });
});

describe('adminDashboardCharts', () => {
  it("reads the dashboard's charts", async () => {
    const charts: DashboardCharts = {
      ...range,
      payments: reports.revenue,
      assessments: [{ day: '2026-03-01', approved: 1, declined: 0, pending: 0 }],
    };
    const asked: Record<string, string>[] = [];
    const api = mockApi({
      '/api/admin/dashboard-charts': (request: { query: Record<string, string> }) => {
        asked.push(request.query);
        return charts;
      },
    });
    const { result } = renderHook(
      () => endpoints.reports.adminDashboardCharts.useQuery({ query: { to: '2026-03-02' } }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual(charts));
    // The viewer's day travels, so the charts end on the day the page shows as today.
    expect(asked).toEqual([{ to: '2026-03-02' }]);
  });
});

describe('reportCsvUrl', () => {
  it('names the report and the range', () => {
    expect(reportCsvUrl('revenue', { from: '2026-03-01', to: '2026-03-02' })).toBe(
      '/api/admin/reports.csv?report=revenue&from=2026-03-01&to=2026-03-02',
    );
    expect(reportCsvUrl('funnel')).toBe('/api/admin/reports.csv?report=funnel');
    expect(reportCsvUrl('funnel', { from: '', to: '2026-03-02' })).toBe(
      '/api/admin/reports.csv?report=funnel&to=2026-03-02',
    );
  });
});

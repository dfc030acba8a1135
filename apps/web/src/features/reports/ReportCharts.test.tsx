import type { AdminReports } from '@telehealth/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReportChart from './ReportCharts';

const reports: AdminReports = {
  from: '2026-08-30',
  to: '2026-09-01',
  timeZone: 'Australia/Sydney',
  revenue: [
    { day: '2026-08-30', payments: 1, grossCents: 2000, refundedCents: 0, netCents: 2000 },
    { day: '2026-08-31', payments: 2, grossCents: 8000, refundedCents: 0, netCents: 8000 },
    { day: '2026-09-01', payments: 1, grossCents: 4500, refundedCents: 0, netCents: 4500 },
  ],
  assessments: [],
  appointments: [],
  funnel: [],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the revenue chart', () => {
  it("draws each day's net revenue as its own bar, not a smoothed line between days", () => {
    // recharts sizes itself from its box, which jsdom does not lay out.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 640,
      height: 240,
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 640,
      bottom: 240,
      toJSON: () => ({}),
    });
    const { container } = render(<ReportChart report="revenue" data={reports} />);
    expect(screen.getByRole('figure', { name: 'Net revenue per day' })).toBeInTheDocument();
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3);
    expect(container.querySelector('.recharts-line')).toBeNull();
  });
});

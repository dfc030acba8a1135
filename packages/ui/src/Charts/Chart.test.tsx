import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { BarChart, LineChart, summariseChart } from './Chart';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const days = [
  { day: '2026-03-01', net: 8000, payments: 2 },
  { day: '2026-03-02', net: 0, payments: 0 },
  { day: '2026-03-03', net: 12_550, payments: 3 },
];
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const shortDay = (day: string) => `${Number(day.slice(8))} Mar`;

/** A device whose reduced-motion setting the test can flip, as matchMedia reports it. */
function motionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { matches: reduce };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && state.matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      state.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Chart', () => {
  it('is a figure with its title as caption and one image summarising the series', async () => {
    motionSetting(true);
    const { container } = renderWithTheme(
      <BarChart
        title="Payments per day"
        description="Last 3 days, Sydney time"
        data={days}
        xKey="day"
        series={[{ key: 'payments', label: 'Payments' }]}
        xFormat={shortDay}
        width={480}
        height={240}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Payments per day' });
    expect(figure).toHaveTextContent('Last 3 days, Sydney time');
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Payments per day, 3 points, 1 Mar to 3 Mar. Payments: total 5, highest 3 (3 Mar).',
    );
    // recharts drew a bar for each day with payments, in a theme colour (a custom property, so dark mode follows).
    const bars = container.querySelectorAll('.recharts-bar-rectangle path');
    expect(bars).toHaveLength(2);
    expect(bars[0]?.getAttribute('fill')).toMatch(/^var\(--/);
    await expectNoAxeViolations(container);
  });

  it('formats values in the summary and keeps each series its own colour', async () => {
    motionSetting(true);
    const { container } = renderWithTheme(
      <LineChart
        title="Revenue"
        data={days}
        xKey="day"
        series={[
          { key: 'net', label: 'Net', tone: 'positive' },
          { key: 'payments', label: 'Payments' },
        ]}
        valueFormat={dollars}
        width={480}
        height={240}
      />,
      { theme: 'dark' },
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Revenue, 3 points, 2026-03-01 to 2026-03-03. Net: total $205.50, highest $125.50 (2026-03-03); ' +
        'Payments: total $0.05, highest $0.03 (2026-03-03).',
    );
    const lines = [...container.querySelectorAll('path.recharts-line-curve')];
    expect(lines).toHaveLength(2);
    expect(new Set(lines.map((line) => line.getAttribute('stroke'))).size).toBe(2);
    // Two series get a legend naming them.
    expect(container.querySelector('.recharts-legend-wrapper')).toHaveTextContent(/Net.*Payments/);
    await expectNoAxeViolations(container);
  });

  it('draws at once for people who ask for reduced motion, and animates otherwise', () => {
    /** The dash of the drawn line: an animated line is revealed through a growing dash, a still one is whole. */
    const lineDash = (reduce: boolean) => {
      motionSetting(reduce);
      const chart = renderWithTheme(
        <LineChart
          title="Net"
          data={days}
          xKey="day"
          series={[{ key: 'net', label: 'Net' }]}
          width={400}
          height={200}
        />,
      );
      const dash = chart.container
        .querySelector('path.recharts-line-curve')
        ?.getAttribute('stroke-dasharray');
      chart.unmount();
      return dash;
    };
    expect(lineDash(true)).toBeNull();
    expect(lineDash(false)).toMatch(/px/);
  });

  it('says so when there is nothing to draw', async () => {
    const { container } = renderWithTheme(
      <BarChart
        title="Assessments by outcome"
        data={[]}
        xKey={'day' as never}
        series={[]}
        emptyLabel="No assessments in this period."
      />,
    );
    expect(screen.getByRole('figure', { name: 'Assessments by outcome' })).toHaveTextContent(
      'No assessments in this period.',
    );
    expect(screen.queryByRole('img')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('summariseChart', () => {
  it('names the only point of a one-row chart', () => {
    expect(
      summariseChart({
        title: 'Funnel',
        data: [{ stage: 'Started', count: 7 }],
        xKey: 'stage',
        series: [{ key: 'count', label: 'Assessments' }],
      }),
    ).toBe('Funnel, Started. Assessments: total 7, highest 7 (Started).');
  });
});

describe('usePrefersReducedMotion', () => {
  it('follows the system setting while mounted', () => {
    const setting = motionSetting(false);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => setting.set(true));
    expect(result.current).toBe(true);
  });

  it('is false where the browser cannot tell (no matchMedia)', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
  });
});

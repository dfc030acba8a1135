import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { ConsultationEntry, type ConsultationEntryAppointment } from './ConsultationEntry';

// Join and Start at the window's edges (docs/product/consultations.md, On screen): 14:00 to 14:15 in Sydney
// (04:00 to 04:15 UTC) opens at 13:50 and closes at 14:45, the opening minute open, the closing minute closed.

const appointment: ConsultationEntryAppointment = {
  id: 3,
  startsAt: '2026-09-01T04:00:00.000Z',
  durationMinutes: 15,
  status: 'scheduled',
};

function renderAt(now: string, props: Partial<Parameters<typeof ConsultationEntry>[0]> = {}) {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date(now));
  return render(
    <MemoryRouter>
      <ConsultationEntry
        appointment={appointment}
        label="Join consultation"
        timeZone="Australia/Sydney"
        {...props}
      />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ConsultationEntry', () => {
  it('is there but off before the window, with the time it opens, read with it and reachable by keyboard', async () => {
    const { container } = renderAt('2026-09-01T03:49:59.999Z');
    const button = screen.getByRole('button', { name: 'Join consultation' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Opens at 1:50 pm');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('gives the date too when it opens on another day', () => {
    renderAt('2026-08-31T03:00:00.000Z');
    expect(screen.getByRole('button', { name: 'Join consultation' })).toHaveAccessibleDescription(
      'Opens on 01/09/2026 at 1:50 pm',
    );
  });

  it('links to the room from the opening minute, and turns itself on when it comes', () => {
    renderAt('2026-09-01T03:49:00.000Z');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('link', { name: 'Join consultation' })).toHaveAttribute(
      'href',
      '/consultations/3',
    );
  });

  it('stays until 30 minutes after the end, then goes, by itself', () => {
    renderAt('2026-09-01T04:44:59.000Z', {
      label: 'Start consultation',
      context: 'with Sam Taylor at 2:00 pm',
    });
    expect(
      screen.getByRole('link', { name: 'Start consultation with Sam Taylor at 2:00 pm' }),
    ).toHaveAttribute('href', '/consultations/3');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['cancelled', 'completed', 'no_show', 'rescheduled'] as const)(
    'offers nothing when %s',
    (status) => {
      renderAt('2026-09-01T04:00:00.000Z', { appointment: { ...appointment, status } });
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );
});

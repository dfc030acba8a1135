import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Calendar } from './Calendar';

// Local dates: react-day-picker works in the browser's zone, as a date picker should.
const today = new Date(2025, 10, 24); // Monday 24 November 2025

describe('Calendar', () => {
  it('shows the month in Australian English, weeks from Monday, and picks a day', async () => {
    const onSelect = vi.fn();
    const { container } = renderWithTheme(
      <Calendar label="Appointment date" today={today} defaultMonth={today} onSelect={onSelect} />,
    );
    const calendar = screen.getByRole('group', { name: 'Appointment date' });
    // Named by aria-label, not a <fieldset>: a fieldset without a <legend> fails HTML_CodeSniffer's H71.
    expect(container.querySelector('fieldset')).toBeNull();
    const grid = within(calendar).getByRole('grid', { name: 'November 2025' });
    // The weekday headers are hidden from assistive technology: each day's button says its weekday in full.
    const weekdays = within(grid).getAllByRole('columnheader', { hidden: true });
    expect(weekdays.map((header) => header.getAttribute('aria-label'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await expectNoAxeViolations(container);

    // en-AU puts the day before the month.
    await userEvent.click(screen.getByRole('button', { name: 'Wednesday, 26 November 2025' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]?.[0]).toEqual(new Date(2025, 10, 26));
    expect(screen.getByRole('button', { name: 'Today, Monday, 24 November 2025' })).toBeInTheDocument();
  });

  it('marks the selected day, and moves between days with the arrow keys', async () => {
    renderWithTheme(
      <Calendar
        label="Appointment date"
        today={today}
        selected={new Date(2025, 10, 26)}
        onSelect={() => {}}
      />,
    );
    const selected = screen.getByRole('button', { name: 'Wednesday, 26 November 2025, selected' });
    expect(selected.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');

    // Previous month, next month, then the grid's one tab stop: the selected day.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(selected).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Thursday, 27 November 2025' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Thursday, 4 December 2025' })).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'December 2025' })).toBeInTheDocument();
  });

  it('cannot pick a disabled day', async () => {
    const onSelect = vi.fn();
    renderWithTheme(
      <Calendar
        label="Appointment date"
        today={today}
        defaultMonth={today}
        disabled={[{ before: today }, { dayOfWeek: [0, 6] }]}
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('button', { name: 'Saturday, 29 November 2025' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Friday, 21 November 2025' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Saturday, 29 November 2025' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Friday, 28 November 2025' })).toBeEnabled();
  });

  it('builds a range from two presses', async () => {
    const onSelect = vi.fn();
    const { rerender } = renderWithTheme(
      <Calendar mode="range" label="Leave" today={today} defaultMonth={today} onSelect={onSelect} />,
    );
    expect(screen.getByRole('grid', { name: 'November 2025' })).toHaveAttribute(
      'aria-multiselectable',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday, 25 November 2025' }));
    const from = onSelect.mock.calls[0]?.[0];
    // react-day-picker 10 starts a range as one day: both ends on the first press.
    expect(from).toEqual({ from: new Date(2025, 10, 25), to: new Date(2025, 10, 25) });

    rerender(<Calendar mode="range" label="Leave" today={today} selected={from} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Thursday, 27 November 2025' }));
    expect(onSelect.mock.calls[1]?.[0]).toEqual({ from: new Date(2025, 10, 25), to: new Date(2025, 10, 27) });
  });

  it('marks a whole week, Monday to Sunday, when given selectedWeek', async () => {
    const onSelect = vi.fn();
    const { container } = renderWithTheme(
      <Calendar label="Week" today={today} selectedWeek={new Date(2025, 10, 27)} onSelect={onSelect} />,
    );
    const selectedDays = screen
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true')
      .map((cell) => within(cell).getByRole('button').getAttribute('aria-label'));
    expect(selectedDays).toEqual([
      'Today, Monday, 24 November 2025, selected',
      'Tuesday, 25 November 2025, selected',
      'Wednesday, 26 November 2025, selected',
      'Thursday, 27 November 2025, selected',
      'Friday, 28 November 2025, selected',
      'Saturday, 29 November 2025, selected',
      'Sunday, 30 November 2025, selected',
    ]);
    await expectNoAxeViolations(container);

    // A press on any day reports that day; the caller turns it into the week it shows.
    await userEvent.click(screen.getByRole('button', { name: 'Wednesday, 19 November 2025' }));
    expect(onSelect.mock.calls[0]?.[0]).toEqual(new Date(2025, 10, 19));
  });

  it('shows week numbers when asked, and weeks from Sunday when told', () => {
    const { unmount } = renderWithTheme(
      <Calendar label="Appointment date" today={today} defaultMonth={today} showWeekNumber />,
    );
    expect(screen.getByRole('rowheader', { name: 'Week 48' })).toBeInTheDocument();
    unmount();

    renderWithTheme(
      <Calendar label="Appointment date" today={today} defaultMonth={today} weekStartsOn={0} />,
    );
    expect(screen.getAllByRole('columnheader', { hidden: true })[0]).toHaveAttribute('aria-label', 'Sunday');
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
  });

  it('disables every day with disabled={true}, and still pages through months', async () => {
    renderWithTheme(<Calendar label="Appointment date" today={today} defaultMonth={today} disabled />);
    expect(screen.getByRole('button', { name: 'Tuesday, 25 November 2025' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /next month/i }));
    expect(screen.getByRole('grid', { name: 'December 2025' })).toBeInTheDocument();
  });
});

import { type AvailabilitySaveResult, practitionerMessages } from '@telehealth/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { bookedAppointments } from '../internal/scheduleSamples';
import { AvailabilityEditor } from './AvailabilityEditor';

vi.setConfig({ testTimeout: 20_000 });

const week = {
  timezone: 'Australia/Sydney',
  ranges: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '13:00', end: '17:00' },
    { weekday: 3, start: '10:00', end: '14:00' },
  ],
};

const answer = (saved: boolean, conflicts = bookedAppointments): AvailabilitySaveResult => ({
  ...week,
  saved,
  conflicts,
});

async function setTime(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save availability' }));

describe('AvailabilityEditor', () => {
  it('shows the week Monday first, each range as two labelled times, and Unavailable for a day without hours', async () => {
    const { container } = render(<AvailabilityEditor value={week} onSave={vi.fn()} />);
    expect(screen.getByText('Times are in Australia/Sydney')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(screen.getByLabelText('Monday start 1')).toHaveValue('09:00');
    expect(screen.getByLabelText('Monday end 2')).toHaveValue('17:00');
    expect(screen.getByLabelText('Monday start 1')).toHaveAttribute('type', 'time');
    expect(
      within(screen.getByRole('region', { name: 'Tuesday' })).getByText('Unavailable'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Monday' })).queryByText('Unavailable')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('adds and removes hours and saves the week', async () => {
    const onSave = vi.fn(async () => answer(true, []));
    render(<AvailabilityEditor value={week} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    expect(screen.getByLabelText('Tuesday start 1')).toHaveValue('09:00');
    expect(screen.getByLabelText('Tuesday end 1')).toHaveValue('17:00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Monday hours 2' }));
    expect(screen.queryByLabelText('Monday start 2')).not.toBeInTheDocument();
    await save();
    expect(await screen.findByText(practitionerMessages.availabilitySaved)).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith({
      ranges: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 3, start: '10:00', end: '14:00' },
        { weekday: 2, start: '09:00', end: '17:00' },
      ],
      confirm: false,
    });
  });

  it('forgets an answer once hours are added or removed after it', async () => {
    const onSave = vi.fn(async () => answer(true));
    render(<AvailabilityEditor value={week} onSave={onSave} />);
    await save();
    expect(await screen.findByText(practitionerMessages.availabilitySaved)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Wednesday hours 1' }));
    expect(screen.queryByText(practitionerMessages.availabilitySaved)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Booked appointments' })).not.toBeInTheDocument();
    await save();
    expect(await screen.findByText(practitionerMessages.availabilitySaved)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Sunday' }));
    expect(screen.queryByText(practitionerMessages.availabilitySaved)).not.toBeInTheDocument();
  });

  it('refuses overlapping ranges and an end before the start', async () => {
    const onSave = vi.fn();
    render(<AvailabilityEditor value={week} onSave={onSave} />);
    await setTime('Monday start 2', '11:00');
    await setTime('Wednesday end 1', '09:00');
    await save();
    expect(await screen.findByText('Ranges on the same day must not overlap')).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start')).toBeInTheDocument();
    expect(screen.getByLabelText('Monday start 2')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('lists the booked appointments outside the new hours and saves anyway with confirm', async () => {
    const onSave = vi.fn().mockResolvedValueOnce(answer(false)).mockResolvedValueOnce(answer(true));
    const { container } = render(<AvailabilityEditor value={week} onSave={onSave} />);
    await save();
    expect(await screen.findByText(practitionerMessages.availabilityConflicts)).toBeInTheDocument();
    const booked = screen.getByRole('list', { name: 'Booked appointments' });
    expect(
      within(booked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mon 2 Mar 2026, 9:30 am: Liam Nguyen',
      'Mon 2 Mar 2026, 2:00 pm: Olivia Papadopoulos-Whitfield',
    ]);
    expect(screen.queryByText(practitionerMessages.availabilitySaved)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText(practitionerMessages.availabilitySaved)).toBeInTheDocument();
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ confirm: true }));
    // Saved, the appointments stay booked: still listed, with nothing left to confirm.
    expect(screen.getByRole('list', { name: 'Booked appointments' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save anyway' })).not.toBeInTheDocument();
  });

  it("shows a server's message under the range it names", async () => {
    const onSave = vi
      .fn()
      .mockRejectedValue({ message: practitionerMessages.timeInvalid, field: 'ranges.2.end' });
    render(<AvailabilityEditor value={week} onSave={onSave} />);
    await save();
    expect(await screen.findByText(practitionerMessages.timeInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Wednesday end 1')).toHaveAttribute('aria-invalid', 'true');
  });

  it('turns every control off while disabled', () => {
    render(<AvailabilityEditor value={week} onSave={vi.fn()} disabled />);
    expect(screen.getByLabelText('Monday start 1')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save availability' })).toBeDisabled();
  });
});

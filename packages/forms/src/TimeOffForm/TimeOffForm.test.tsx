import { practitionerMessages, type TimeOffSaveResult } from '@telehealth/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { bookedAppointments } from '../internal/scheduleSamples';
import { TimeOffForm } from './TimeOffForm';

vi.setConfig({ testTimeout: 20_000 });

const added: TimeOffSaveResult = {
  saved: true,
  timeOff: { id: 5, startsAt: '2026-03-01T22:00:00.000Z', endsAt: '2026-03-06T06:00:00.000Z', reason: null },
  conflicts: [],
};

async function fill(label: string, value: string) {
  const input = screen.getByLabelText(new RegExp(`^${label}`));
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

async function fillRange(start: string, end: string) {
  await fill('Start date', start);
  await fill('Start time', '09:00');
  await fill('End date', end);
  await fill('End time', '17:00');
}

const add = () => userEvent.click(screen.getByRole('button', { name: 'Add time off' }));

describe('TimeOffForm', () => {
  it("sends the local dates and times as instants in the practitioner's timezone, then says so and clears", async () => {
    const onSave = vi.fn(async () => added);
    const { container } = render(<TimeOffForm timeZone="Australia/Sydney" onSave={onSave} />);
    expect(screen.getByText('Times are in Australia/Sydney')).toBeInTheDocument();
    await fillRange('2026-03-02', '2026-03-06');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Conference');
    await add();
    expect(await screen.findByText(practitionerMessages.timeOffSaved)).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith({
      startsAt: '2026-03-01T22:00:00.000Z',
      endsAt: '2026-03-06T06:00:00.000Z',
      reason: 'Conference',
      confirm: false,
    });
    expect(screen.getByLabelText(/^Start date/)).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('sends no reason as null, in another timezone', async () => {
    const onSave = vi.fn(async () => added);
    render(<TimeOffForm timeZone="Australia/Perth" onSave={onSave} />);
    await fillRange('2026-07-01', '2026-07-01');
    await add();
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        startsAt: '2026-07-01T01:00:00.000Z',
        endsAt: '2026-07-01T09:00:00.000Z',
        reason: null,
        confirm: false,
      }),
    );
  });

  it.each([
    ['', '', [practitionerMessages.startsAtInvalid, practitionerMessages.endsAtInvalid]],
    ['2026-03-06', '2026-03-02', [practitionerMessages.timeOffEndAfterStart]],
    ['2026-03-02', '2027-03-06', [practitionerMessages.timeOffTooLong]],
  ])('from %s to %s, shows the messages and sends nothing', async (start, end, messages) => {
    const onSave = vi.fn();
    render(<TimeOffForm timeZone="Australia/Sydney" onSave={onSave} />);
    await fill('Start date', start);
    await fill('End date', end);
    await add();
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('lists the booked appointments in the time off and adds it anyway with confirm', async () => {
    const onSave = vi
      .fn()
      .mockResolvedValueOnce({ saved: false, timeOff: null, conflicts: bookedAppointments })
      .mockResolvedValueOnce({ ...added, conflicts: bookedAppointments });
    render(<TimeOffForm timeZone="Australia/Sydney" onSave={onSave} />);
    await fillRange('2026-03-02', '2026-03-06');
    await add();
    expect(await screen.findByText(practitionerMessages.timeOffConflicts)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Booked appointments' })).getByText(
        'Mon 2 Mar 2026, 9:30 am: Liam Nguyen',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add anyway' }));
    expect(await screen.findByText(practitionerMessages.timeOffSaved)).toBeInTheDocument();
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ confirm: true }));
    expect(screen.getByRole('list', { name: 'Booked appointments' })).toBeInTheDocument();
  });

  it("shows the server's message under the field it names", async () => {
    const onSave = vi
      .fn()
      .mockRejectedValue({ message: practitionerMessages.endsAtInvalid, field: 'endsAt' });
    render(<TimeOffForm timeZone="Australia/Sydney" onSave={onSave} />);
    await fillRange('2026-03-02', '2026-03-06');
    await add();
    expect(await screen.findByText(practitionerMessages.endsAtInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/^End date/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('turns every control off while disabled', () => {
    render(<TimeOffForm timeZone="Australia/Sydney" onSave={vi.fn()} disabled />);
    expect(screen.getByLabelText(/^Start date/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add time off' })).toBeDisabled();
  });
});

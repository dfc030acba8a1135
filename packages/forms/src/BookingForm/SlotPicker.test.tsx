import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { SlotPicker } from './SlotPicker';

vi.setConfig({ testTimeout: 20_000 });

const slots = [
  { startsAt: '2026-03-05T22:30:00.000Z', practitionerIds: [1] },
  { startsAt: '2026-03-05T23:00:00.000Z', practitionerIds: [1] },
];

describe('SlotPicker', () => {
  it('shows loading, empty and error states', () => {
    const { rerender } = render(
      <SlotPicker slots={undefined} timeZone="Australia/Sydney" value={null} onChange={() => {}} />,
    );
    expect(screen.getByText('Loading available times')).toBeInTheDocument();
    rerender(<SlotPicker slots={[]} timeZone="Australia/Sydney" value={null} onChange={() => {}} />);
    expect(screen.getByText('No times available')).toBeInTheDocument();
    rerender(
      <SlotPicker
        slots={slots}
        timeZone="Australia/Sydney"
        value={null}
        onChange={() => {}}
        error="Failed to load."
      />,
    );
    expect(screen.getByText('Failed to load.')).toBeInTheDocument();
  });

  it('shows an Adelaide patient the half-hour zone’s times and reports the instant', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <SlotPicker slots={slots} timeZone="Australia/Adelaide" value={null} onChange={onChange} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Fri 06/03/2026' }));
    await user.click(screen.getByRole('radio', { name: '9:00 am ACDT' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05T22:30:00.000Z');
    await expectNoAxeViolations(container);
  });

  it('groups a day’s times under Morning, Afternoon and Evening in the viewer’s zone, one choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    // Friday 6 March 2026 in Sydney (AEDT, +11): 8:00 am, 11:45 am, 12:00 pm, 4:45 pm, 5:00 pm, 7:30 pm.
    const day = ['21:00', '00:45', '01:00', '05:45', '06:00', '08:30'].map((hhmm, index) => ({
      startsAt: `2026-03-0${index === 0 ? 5 : 6}T${hhmm}:00.000Z`,
      practitionerIds: [1],
    }));
    const { container } = render(
      <SlotPicker slots={day} timeZone="Australia/Sydney" value={null} onChange={onChange} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Fri 06/03/2026' }));
    const time = screen.getByRole('radiogroup', { name: 'Time' });
    const expectPeriod = (name: string, times: string[]) => {
      const group = within(time).getByRole('group', { name });
      expect(within(group).getAllByRole('radio'), name).toHaveLength(times.length);
      for (const label of times)
        expect(within(group).getByRole('radio', { name: label })).toBeInTheDocument();
    };
    expectPeriod('Morning', ['8:00 am AEDT', '11:45 am AEDT']);
    expectPeriod('Afternoon', ['12:00 pm AEDT', '4:45 pm AEDT']);
    expectPeriod('Evening', ['5:00 pm AEDT', '7:30 pm AEDT']);
    await user.click(screen.getByRole('radio', { name: '5:00 pm AEDT' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-03-06T06:00:00.000Z');
    await expectNoAxeViolations(container);
  });
});

import { render, screen } from '@testing-library/react';
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
});

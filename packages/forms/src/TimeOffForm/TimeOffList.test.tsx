import type { TimeOff } from '@telehealth/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { TimeOffList } from './TimeOffList';

vi.setConfig({ testTimeout: 20_000 });

const now = new Date('2026-03-01T00:00:00.000Z');
const items: TimeOff[] = [
  { id: 2, startsAt: '2026-04-05T23:00:00.000Z', endsAt: '2026-04-10T07:00:00.000Z', reason: null },
  { id: 1, startsAt: '2026-03-01T22:00:00.000Z', endsAt: '2026-03-06T06:00:00.000Z', reason: 'Conference' },
  { id: 3, startsAt: '2026-01-01T22:00:00.000Z', endsAt: '2026-01-02T06:00:00.000Z', reason: 'Past' },
];

describe('TimeOffList', () => {
  it('lists upcoming time off soonest first, in the timezone, and removes one by its named button', async () => {
    const onRemove = vi.fn(async () => {});
    const { container } = render(
      <TimeOffList items={items} timeZone="Australia/Sydney" onRemove={onRemove} now={now} />,
    );
    const rows = within(screen.getByRole('list', { name: 'Time off' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Mon 2 Mar 2026, 9:00 am to Fri 6 Mar 2026, 5:00 pm');
    expect(rows[0]).toHaveTextContent('Conference');
    expect(screen.queryByText('Past')).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Remove time off Mon 6 Apr 2026, 9:00 am to Fri 10 Apr 2026, 5:00 pm',
      }),
    );
    expect(onRemove).toHaveBeenCalledWith(2);
    await expectNoAxeViolations(container);
  });

  it('says when nothing is planned', () => {
    render(
      <TimeOffList items={[items[2] as TimeOff]} timeZone="Australia/Sydney" onRemove={vi.fn()} now={now} />,
    );
    expect(screen.getByText('No time off planned')).toBeInTheDocument();
  });

  it("shows a refused removal's message", async () => {
    const onRemove = vi.fn().mockRejectedValue({ message: 'Time off not found' });
    render(<TimeOffList items={items} timeZone="Australia/Sydney" onRemove={onRemove} now={now} />);
    await userEvent.click(screen.getAllByRole('button', { name: /^Remove/ })[0] as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('Time off not found');
  });
});

import { reportMessages } from '@telehealth/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { ReportRangeForm } from './ReportRangeForm';

const range = { from: '2026-08-03', to: '2026-09-01' };

async function setDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('ReportRangeForm', () => {
  it('shows the range in force and applies a new one with the button or Enter', async () => {
    const onApply = vi.fn();
    const { container } = render(<ReportRangeForm value={range} onApply={onApply} />);
    expect(screen.getByLabelText('From')).toHaveValue('2026-08-03');
    expect(screen.getByLabelText('To')).toHaveValue('2026-09-01');
    await setDate('From', '2026-07-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show reports' }));
    expect(onApply).toHaveBeenLastCalledWith({ from: '2026-07-01', to: '2026-09-01' });
    await setDate('To', '2026-07-31');
    await userEvent.keyboard('{Enter}');
    expect(onApply).toHaveBeenLastCalledWith({ from: '2026-07-01', to: '2026-07-31' });
    await expectNoAxeViolations(container);
  });

  it("refuses a range the server would, with the server's words on the field to fix", async () => {
    const onApply = vi.fn();
    const { container } = render(<ReportRangeForm value={range} onApply={onApply} />);
    await setDate('To', '2026-08-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show reports' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(reportMessages.rangeOrder);
    await setDate('To', '2026-09-01');
    await setDate('From', '2025-08-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show reports' }));
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(reportMessages.rangeTooLong);
    await setDate('From', '');
    await userEvent.click(screen.getByRole('button', { name: 'Show reports' }));
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('Choose a date.');
    expect(onApply).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('follows a range brought by the address (Back and Forward)', () => {
    const { rerender } = render(<ReportRangeForm value={range} onApply={() => {}} />);
    rerender(<ReportRangeForm value={{ from: '2026-01-01', to: '2026-01-31' }} onApply={() => {}} />);
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-01-31');
  });
});

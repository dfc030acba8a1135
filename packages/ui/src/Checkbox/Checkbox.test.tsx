import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label and from the keyboard, describing itself with its description', async () => {
    const onCheckedChange = vi.fn();
    const { container } = renderWithTheme(
      <Checkbox
        label="Active"
        description="Inactive practitioners cannot be booked."
        onCheckedChange={onCheckedChange}
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Active' });
    // Named by aria-labelledby too: HTML_CodeSniffer does not count a <label for> on a button (Radix renders one).
    expect(checkbox).toHaveAttribute('aria-labelledby', screen.getByText('Active').id);
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription('Inactive practitioners cannot be booked.');
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByText('Active'));
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the mixed state', () => {
    renderWithTheme(<Checkbox label="Select all" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  });

  it('cannot be toggled when disabled', async () => {
    renderWithTheme(<Checkbox label="Send reminders" disabled defaultChecked />);
    const checkbox = screen.getByRole('checkbox', { name: 'Send reminders' });
    expect(checkbox).toBeDisabled();
    await userEvent.click(screen.getByText('Send reminders'));
    expect(checkbox).toBeChecked();
  });

  it('works inside Field: labelled, invalid, required and described by the error', () => {
    renderWithTheme(
      <Field label="I accept the terms" error="You must accept the terms" required>
        <Checkbox name="terms" />
      </Field>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toBeInvalid();
    expect(checkbox).toBeRequired();
    expect(checkbox).toHaveAccessibleDescription('You must accept the terms');
  });
});

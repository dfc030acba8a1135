import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('switches from its label and from the keyboard, and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    const { container } = renderWithTheme(
      <Switch
        label="Active"
        description="Shown to patients when active."
        onCheckedChange={onCheckedChange}
      />,
    );
    const control = screen.getByRole('switch', { name: 'Active' });
    // Named by aria-labelledby too: HTML_CodeSniffer does not count a <label for> on a button (Radix renders one).
    expect(control).toHaveAttribute('aria-labelledby', screen.getByText('Active').id);
    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription('Shown to patients when active.');
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByText('Active'));
    expect(control).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Enter}');
    expect(control).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('cannot be switched when disabled', async () => {
    renderWithTheme(<Switch label="Dark mode" disabled />);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control).toBeDisabled();
    await userEvent.click(control);
    expect(control).not.toBeChecked();
  });

  it('works inside Field, which names and describes it', async () => {
    renderWithTheme(
      <Field label="SMS notifications" hint="Sent the day before." error="Consent is missing">
        <Switch defaultChecked />
      </Field>,
    );
    const control = screen.getByRole('switch', { name: 'SMS notifications' });
    expect(control).toBeChecked();
    expect(control).toBeInvalid();
    expect(control).toHaveAccessibleDescription('Sent the day before. Consent is missing');
    // Clicking the Field's label toggles the switch, as for any labelled control.
    await userEvent.click(screen.getByText('SMS notifications'));
    expect(control).not.toBeChecked();
  });
});

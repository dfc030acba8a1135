import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from '../Badge';
import { Field } from '../Field';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Select, SelectItem } from './Select';

const templates = [
  { value: 'reminder', label: 'Appointment reminder' },
  { value: 'welcome', label: 'Welcome', suffix: <Badge size="sm">Disabled</Badge> },
  { value: 'legacy', label: 'Legacy template', disabled: true },
];

describe('Select', () => {
  it('gets the label, hint, error and required state from Field', async () => {
    const { container } = renderWithTheme(
      <Field label="SMS template" hint="Sent 24 hours before." error="Please choose a template" required>
        <Select options={templates} placeholder="Select a template" />
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'SMS template' });
    expect(trigger).toHaveTextContent('Select a template');
    expect(trigger).toHaveAccessibleDescription('Sent 24 hours before. Please choose a template');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    await expectNoAxeViolations(container);
  });

  it('opens on click, names options with their suffix, skips disabled ones and reports the choice', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Field label="SMS template">
        <Select options={templates} placeholder="Select a template" onValueChange={onValueChange} />
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'SMS template' });
    await userEvent.click(trigger);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Welcome Disabled' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'Legacy template' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Welcome Disabled' }));
    expect(onValueChange).toHaveBeenCalledWith('welcome');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // The trigger shows the label only, not the suffix badge.
    expect(trigger).toHaveTextContent(/^Welcome$/);
    expect(trigger).toHaveFocus();
  });

  it('is operable from the keyboard', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <Field label="Template">
            <Select value={value} onValueChange={setValue} placeholder="Select a template">
              <SelectItem value="reminder">Appointment reminder</SelectItem>
              <SelectItem value="welcome">Welcome</SelectItem>
            </Select>
          </Field>
          <output>{value || 'none'}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('welcome');
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveTextContent('Welcome');
  });

  it('does not open when disabled', async () => {
    renderWithTheme(
      <Field label="Template">
        <Select options={templates} disabled defaultValue="reminder" />
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Template' });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveTextContent('Appointment reminder');
    await userEvent.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('submits its value with a form under its name', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithTheme(
      <form aria-label="Settings" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Field label="Template">
          <Select name="template" options={templates} defaultValue="reminder" />
        </Field>
        <button type="submit">Save</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Settings' }) as HTMLFormElement;
    expect(new FormData(form).get('template')).toBe('reminder');
  });
});

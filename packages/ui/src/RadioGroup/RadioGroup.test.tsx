import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { RadioGroup } from './RadioGroup';

const durations = [
  { value: '15', label: '15 minutes' },
  { value: '30', label: '30 minutes', description: 'Recommended for first consultations.' },
  { value: '45', label: '45 minutes', disabled: true },
  { value: '60', label: '60 minutes' },
];

/**
 * Radix moves focus a task after the keydown and selects the newly focused radio only while the
 * arrow key is still down, as it is in a browser; so hold the key until focus has moved.
 */
async function pressArrow(key: 'ArrowDown' | 'ArrowUp') {
  const before = document.activeElement;
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(document.activeElement).not.toBe(before));
  await userEvent.keyboard(`{/${key}}`);
}

describe('RadioGroup', () => {
  it('is a named group of labelled radios that the arrow keys move through, skipping disabled ones', async () => {
    const onValueChange = vi.fn();
    const { container } = renderWithTheme(
      <RadioGroup label="Duration" options={durations} defaultValue="15" onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Duration' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '15 minutes' })).toBeChecked();
    // Named by aria-labelledby too: HTML_CodeSniffer does not count a <label for> on a button (Radix renders one).
    expect(screen.getByRole('radio', { name: '15 minutes' })).toHaveAttribute(
      'aria-labelledby',
      screen.getByText('15 minutes').id,
    );
    expect(screen.getByRole('radio', { name: '30 minutes' })).toHaveAccessibleDescription(
      'Recommended for first consultations.',
    );
    expect(screen.getByRole('radio', { name: '45 minutes' })).toBeDisabled();
    await expectNoAxeViolations(container);

    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '15 minutes' })).toHaveFocus();
    await pressArrow('ArrowDown');
    expect(screen.getByRole('radio', { name: '30 minutes' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('30');
    await pressArrow('ArrowDown');
    expect(screen.getByRole('radio', { name: '60 minutes' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '60 minutes' })).toBeChecked();
    await pressArrow('ArrowUp');
    expect(screen.getByRole('radio', { name: '30 minutes' })).toBeChecked();
  });

  it('shows grouped options under their group names, still one choice the arrow keys move through', async () => {
    const onValueChange = vi.fn();
    const { container } = renderWithTheme(
      <RadioGroup
        label="Time"
        orientation="horizontal"
        onValueChange={onValueChange}
        options={[
          { value: '9', label: '9:00 am', group: 'Morning' },
          { value: '11', label: '11:30 am', group: 'Morning' },
          { value: '13', label: '1:00 pm', group: 'Afternoon' },
          { value: '18', label: '6:00 pm', group: 'Evening' },
        ]}
      />,
    );
    const time = screen.getByRole('radiogroup', { name: 'Time' });
    expect(within(time).getAllByRole('radio')).toHaveLength(4);
    const morning = within(time).getByRole('group', { name: 'Morning' });
    expect(
      within(morning)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-checked')),
    ).toHaveLength(2);
    expect(within(time).getByRole('group', { name: 'Afternoon' })).toContainElement(
      screen.getByRole('radio', { name: '1:00 pm' }),
    );
    expect(within(time).getByRole('group', { name: 'Evening' })).toContainElement(
      screen.getByRole('radio', { name: '6:00 pm' }),
    );
    await expectNoAxeViolations(container);

    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '9:00 am' })).toHaveFocus();
    await pressArrow('ArrowDown');
    await pressArrow('ArrowDown');
    expect(screen.getByRole('radio', { name: '1:00 pm' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('13');
  });

  it('selects an option when its label is clicked', async () => {
    renderWithTheme(<RadioGroup label="Duration" options={durations} />);
    await userEvent.click(screen.getByText('60 minutes'));
    expect(screen.getByRole('radio', { name: '60 minutes' })).toBeChecked();
  });

  it('takes its name, description, error and required state from a Field', () => {
    renderWithTheme(
      <Field label="Consultation type" hint="Choose one." error="Please choose a type" required>
        <RadioGroup
          options={[
            { value: 'video', label: 'Video' },
            { value: 'phone', label: 'Phone' },
          ]}
        />
      </Field>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Consultation type' });
    expect(group).toHaveAccessibleDescription('Choose one. Please choose a type');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
  });

  it('disables every option when disabled', () => {
    renderWithTheme(<RadioGroup label="Duration" options={durations} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});

import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, type Mock } from 'vitest';

/**
 * For the forms' tests: every control of `form` is off (inputs, selects, checkboxes, switches, buttons, and the
 * rich-text editor if any), the keyboard never lands in it, and clicking its buttons submits nothing.
 */
export async function expectFormDisabled(form: HTMLElement, onSubmit: Mock): Promise<void> {
  const controls = [...form.querySelectorAll<HTMLElement>('input, select, textarea, button')];
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) expect(control).toBeDisabled();
  for (const editable of form.querySelectorAll('[contenteditable]')) {
    expect(editable).toHaveAttribute('contenteditable', 'false');
  }
  const user = userEvent.setup();
  for (let step = 0; step < controls.length + 1; step++) {
    await user.tab();
    expect(form.contains(document.activeElement)).toBe(false);
  }
  for (const button of within(form).queryAllByRole('button')) await user.click(button);
  expect(onSubmit).not.toHaveBeenCalled();
}

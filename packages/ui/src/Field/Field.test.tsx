import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Input } from '../Input';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Field } from './Field';

describe('Field', () => {
  it('labels its control and describes it with the hint', async () => {
    const { container } = renderWithTheme(
      <Field label="Password" hint="At least 8 characters.">
        <Input type="password" />
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('At least 8 characters.');
    expect(input).not.toBeInvalid();
    await expectNoAxeViolations(container);
  });

  it('marks the control invalid and describes it with the hint and the error', async () => {
    const { container } = renderWithTheme(
      <Field label="Email" hint="We never share it." error="Please enter a valid email address">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We never share it. Please enter a valid email address');
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('drops the error wiring when the error clears', () => {
    const { rerender } = renderWithTheme(
      <Field label="Email" error="Email is required">
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    rerender(
      <Field label="Email">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toBeInvalid();
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('marks required controls for assistive technology, and hides the visual asterisk from it', () => {
    renderWithTheme(
      <Field label="Title" required>
        <Input />
      </Field>,
    );
    // The exact name 'Title': the asterisk is not read; aria-required says 'required' instead.
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the id and description the control already has', () => {
    renderWithTheme(
      <>
        <p id="external">Shown in the dialog header.</p>
        <Field label="Title" hint="Shown on the page.">
          <Input id="doc-title" aria-describedby="external" />
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAttribute('id', 'doc-title');
    expect(input).toHaveAccessibleDescription('Shown in the dialog header. Shown on the page.');
  });

  it('passes a react-hook-form register() result through: ref, name and handlers', async () => {
    // What `register('email')` returns: a callback ref, a name and change/blur handlers.
    const ref = vi.fn();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    renderWithTheme(
      <Field label="Email" error={undefined}>
        <Input type="email" name="email" ref={ref} onChange={onChange} onBlur={onBlur} />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref).toHaveBeenCalledWith(input);
    expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'a');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalled();
  });

  it("puts an action on the control's row, so a message under the field never pushes it below the input", async () => {
    const { container } = renderWithTheme(
      <Field label="Promo code" error="This code is for prescriptions only." action={<Button>Apply</Button>}>
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    const row = apply.parentElement;
    // The input and the button share one row; the message sits after that row, under both.
    expect(row).toContainElement(input);
    const message = screen.getByText('This code is for prescriptions only.');
    expect(row).not.toContainElement(message);
    expect(row?.compareDocumentPosition(message)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(input).toHaveAccessibleDescription('This code is for prescriptions only.');
    await expectNoAxeViolations(container);
  });

  it('keeps the message region mounted while empty, taking no room', () => {
    renderWithTheme(
      <Field label="Search">
        <Input />
      </Field>,
    );
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    if (!region) throw new Error('no message region');
    // It takes back the column's gap before it, so the field ends where its input ends: a button beside the field,
    // aligned to the end of their row, lines up with the input instead of sitting a gap below it.
    expect(getComputedStyle(region).marginTop).toMatch(/^calc\(-1 \* var\(--space-xsmall/);
  });
});

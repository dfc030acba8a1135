import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { OtpInput, sanitizeOtp } from './OtpInput';

function renderCode(props: Parameters<typeof OtpInput>[0] = {}) {
  return renderWithTheme(
    <Field label="Verification code">
      <OtpInput {...props} />
    </Field>,
  );
}

describe('sanitizeOtp', () => {
  it('keeps at most six digits', () => {
    expect(sanitizeOtp('12 34-56')).toBe('123456');
    expect(sanitizeOtp('a1b2c3')).toBe('123');
    expect(sanitizeOtp('12345678')).toBe('123456');
    expect(sanitizeOtp('1234', 3)).toBe('123');
  });
});

describe('OtpInput', () => {
  it('is a labelled numeric one-time-code field', async () => {
    const { container } = renderCode();
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await expectNoAxeViolations(container);
  });

  it('keeps digits only, at most six, and completes once', async () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    renderCode({ onChange, onComplete });
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(input, '1a2 3-45');
    expect(input).toHaveValue('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '678');
    expect(input).toHaveValue('123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it("cleans a pasted code: '12 34-56' gives '123456'", async () => {
    const onComplete = vi.fn();
    renderCode({ onComplete });
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.paste('12 34-56');
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [code, setCode] = useState('99');
      return (
        <Field label="Verification code">
          <OtpInput value={code} onChange={setCode} />
        </Field>
      );
    }
    renderWithTheme(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input).toHaveValue('99');
    await userEvent.type(input, 'x1');
    expect(input).toHaveValue('991');
  });

  it('can be disabled', () => {
    renderCode({ disabled: true });
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
  });
});

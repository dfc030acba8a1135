import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { EmailOtpForm, otpAlreadyCheckedHint } from './EmailOtpForm';

vi.setConfig({ testTimeout: 20_000 });

describe('EmailOtpForm', () => {
  it('keeps digits only and submits on the sixth digit', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<EmailOtpForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText(/Verification Code/);
    await userEvent.type(input, '12a3-45');
    expect(input).toHaveValue('12345');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, '67');
    expect(input).toHaveValue('123456');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ otp: '123456' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('sends each code once: Verify and Enter do not send the code the sixth digit sent', async () => {
    const onSubmit = vi.fn();
    render(<EmailOtpForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText(/Verification Code/);
    await userEvent.type(input, '123456');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const verify = screen.getByRole('button', { name: 'Verify' });
    await vi.waitFor(() => expect(verify).toBeDisabled());
    expect(input).toHaveAccessibleDescription(otpAlreadyCheckedHint);
    await userEvent.click(verify);
    await userEvent.type(input, '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Another code is sent, once.
    await userEvent.type(input, '{Backspace}7');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ otp: '123457' }));
    await userEvent.type(input, '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

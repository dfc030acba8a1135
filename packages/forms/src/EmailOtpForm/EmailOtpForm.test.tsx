import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { EmailOtpForm } from './EmailOtpForm';

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
});

import { mfaMessages } from '@telehealth/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { TotpCodeForm } from './TotpCodeForm';

vi.setConfig({ testTimeout: 20_000 });

const codeInput = () => screen.getByLabelText(/^Code/);
const verify = () => userEvent.click(screen.getByRole('button', { name: 'Verify' }));

describe('TotpCodeForm', () => {
  it('asks for a code when empty, and for the right shape when malformed', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<TotpCodeForm onSubmit={onSubmit} />);
    await verify();
    expect(await screen.findByText(mfaMessages.codeRequired)).toBeInTheDocument();
    await userEvent.type(codeInput(), '12345');
    await verify();
    expect(await screen.findByText(mfaMessages.codeInvalidFormat)).toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('submits a 6-digit code or a recovery code, without spaces and hyphens', async () => {
    const onSubmit = vi.fn();
    render(<TotpCodeForm onSubmit={onSubmit} />);
    await userEvent.type(codeInput(), '123 456');
    await verify();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: '123456' }));
    await userEvent.clear(codeInput());
    await userEvent.type(codeInput(), 'ABCDE-23456');
    await verify();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ code: 'abcde23456' }));
  });

  it("shows the server's refusal under the field, and an expired sign-in above the form", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({ message: mfaMessages.codeRejected, field: 'code' })
      .mockRejectedValueOnce({ message: mfaMessages.challengeExpired });
    render(<TotpCodeForm onSubmit={onSubmit} />);
    await userEvent.type(codeInput(), '123456');
    await verify();
    expect(await screen.findByText(mfaMessages.codeRejected)).toBeInTheDocument();
    await verify();
    expect(await screen.findByRole('alert')).toHaveTextContent(mfaMessages.challengeExpired);
  });

  it('drops an expired sign-in banner once the code is edited or sent again empty', async () => {
    const onSubmit = vi.fn().mockRejectedValue({ message: mfaMessages.challengeExpired });
    render(<TotpCodeForm onSubmit={onSubmit} />);
    await userEvent.type(codeInput(), '123456');
    await verify();
    expect(await screen.findByRole('alert')).toHaveTextContent(mfaMessages.challengeExpired);
    await userEvent.clear(codeInput());
    expect(screen.queryByText(mfaMessages.challengeExpired)).not.toBeInTheDocument();
    await userEvent.type(codeInput(), '123456');
    await verify();
    expect(await screen.findByText(mfaMessages.challengeExpired)).toBeInTheDocument();
    // Sent again after clearing the field by other means: the field's own message only.
    await userEvent.click(codeInput());
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await verify();
    expect(await screen.findByText(mfaMessages.codeRequired)).toBeInTheDocument();
    expect(screen.queryByText(mfaMessages.challengeExpired)).not.toBeInTheDocument();
  });
});

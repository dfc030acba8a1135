import { type MockRequest, mockFailure } from '@telehealth/api';
import { emailVerificationMessages, otpResendTooSoonMessage } from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

vi.setConfig({ testTimeout: 60_000 });

/** A server that holds one code: each wrong try counts, and a new code resets the count and the resend wait. */
function verificationServer() {
  const state = { codeActive: false, resendInSeconds: 0, attempts: 0, sends: 0, verifies: [] as string[] };
  return {
    state,
    responses: {
      '/api/user': users.admin,
      '/api/settings': [],
      '/api/auth/mfa': { enrolled: false, recoveryCodesLeft: 0 },
      '/api/auth/email-verification-status': () => ({
        verified: false,
        codeActive: state.codeActive,
        resendInSeconds: state.resendInSeconds,
      }),
      'POST /api/auth/send-email-otp': () => {
        if (state.resendInSeconds > 0)
          return mockFailure(429, otpResendTooSoonMessage(state.resendInSeconds));
        state.sends += 1;
        state.codeActive = true;
        state.attempts = 0;
        state.resendInSeconds = 60;
        return { message: emailVerificationMessages.codeSent };
      },
      'POST /api/auth/verify-email-otp': ({ options }: MockRequest) => {
        state.verifies.push((options.body as { otp: string }).otp);
        state.attempts += 1;
        if (state.attempts >= 5) {
          state.codeActive = false;
          return mockFailure(429, emailVerificationMessages.tooManyAttempts, { field: 'otp' });
        }
        return mockFailure(400, emailVerificationMessages.verifyFailed, { field: 'otp' });
      },
    },
  };
}

// The Security tab loads lazily: load its code first, as a busy machine may take many seconds the first time.
beforeAll(async () => {
  await import('./SecurityTab');
}, 120_000);
const findVerifyEmail = () => screen.findByRole('button', { name: 'Verify Email' }, { timeout: 20_000 });

describe('the email verification dialog', () => {
  it('sends a typed code once, keeps the refusal inside the dialog, and closes with Escape', async () => {
    const server = verificationServer();
    const { container } = renderRoute('/admin/settings/security', server.responses);
    await userEvent.click(await findVerifyEmail());
    const dialog = await screen.findByRole('dialog', { name: 'Enter verification code' });
    expect(await screen.findByText(emailVerificationMessages.codeSent)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Verification Code/), '111111');
    expect(await within(dialog).findByText(emailVerificationMessages.verifyFailedTitle)).toBeInTheDocument();
    expect(within(dialog).getByText(emailVerificationMessages.verifyFailed)).toBeInTheDocument();
    // Verify does not send the same code a second time.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(server.state.verifies).toEqual(['111111']);
    await expectNoAxeViolations(container);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The code is still open: 'Verify Email' reopens the dialog for it, without sending another or a wait.
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('dialog', { name: 'Enter verification code' })).toBeInTheDocument();
    expect(server.state.sends).toBe(1);
  });

  it('offers Resend with its wait shown, and Escape still closes the dialog after it', async () => {
    const server = verificationServer();
    renderRoute('/admin/settings/security', server.responses);
    await userEvent.click(await findVerifyEmail());
    const dialog = await screen.findByRole('dialog', { name: 'Enter verification code' });
    const resend = await within(dialog).findByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(
      within(dialog).getByText(/^Please wait \d+ seconds? before requesting another code$/),
    ).toBeInTheDocument();

    // The wait is over (the server says so on the next look).
    server.state.resendInSeconds = 0;
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    const reopened = await screen.findByRole('dialog', { name: 'Enter verification code' });
    const ready = await within(reopened).findByRole('button', { name: 'Resend code' });
    await waitFor(() => expect(ready).toBeEnabled());
    await userEvent.click(ready);
    await waitFor(() => expect(server.state.sends).toBe(2));
    expect(await within(reopened).findByText(otpResendTooSoonMessage(60))).toBeInTheDocument();
    // Said inside the dialog (a toast over it would take Escape), and the new code's field has focus.
    expect(within(reopened).getByText(emailVerificationMessages.codeSent)).toBeInTheDocument();
    await waitFor(() => expect(within(reopened).getByLabelText(/Verification Code/)).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

import { adminPeopleMessages, passwordChangeMessages } from '@telehealth/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { passwordsBreakingOneRule } from '../internal/accountSamples';
import { SetPasswordForm } from './SetPasswordForm';

vi.setConfig({ testTimeout: 20_000 });

async function fill(password: string, confirm: string) {
  if (password) await userEvent.type(screen.getByLabelText(/^New Password/), password);
  if (confirm) await userEvent.type(screen.getByLabelText(/^Confirm New Password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('SetPasswordForm', () => {
  it('shows whose account it is, and says each required message when empty', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<SetPasswordForm email="mia@example.com" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    await fill('', '');
    expect((await screen.findAllByText('Password must be at least 8 characters')).length).toBeGreaterThan(0);
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it.each(passwordsBreakingOneRule)('refuses %s: %s', async (password, message) => {
    render(<SetPasswordForm email="mia@example.com" onSubmit={vi.fn()} />);
    await fill(password, password);
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });

  it("says 'Passwords don't match', then sends only the password", async () => {
    const onSubmit = vi.fn();
    render(<SetPasswordForm email="mia@example.com" onSubmit={onSubmit} />);
    await fill('Welcome#2026x', 'Welcome#2026y');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Confirm New Password/));
    await fill('', 'Welcome#2026x');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password: 'Welcome#2026x' }));
  });

  it("shows the server's refusals: a common password under it, a dead link above the button", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({ message: passwordChangeMessages.tooCommon, field: 'password' })
      .mockRejectedValueOnce({ message: adminPeopleMessages.linkInvalid });
    render(<SetPasswordForm email="mia@example.com" onSubmit={onSubmit} />);
    await fill('Password1!', 'Password1!');
    expect(await screen.findByText(passwordChangeMessages.tooCommon)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(adminPeopleMessages.linkInvalid)).toBeInTheDocument();
  });
});

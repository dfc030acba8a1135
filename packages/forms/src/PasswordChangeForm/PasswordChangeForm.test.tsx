import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { passwordsBreakingOneRule } from '../internal/accountSamples';
import { PasswordChangeForm } from './PasswordChangeForm';

vi.setConfig({ testTimeout: 20_000 });

async function fill(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText(/^Current Password/), current);
  if (next) await userEvent.type(screen.getByLabelText(/^New Password/), next);
  if (confirm) await userEvent.type(screen.getByLabelText(/^Confirm New Password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('PasswordChangeForm', () => {
  it('says each required message when empty', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<PasswordChangeForm onSubmit={onSubmit} />);
    await fill('', '', '');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getAllByText('Password must be at least 8 characters').length).toBeGreaterThan(0);
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it.each(passwordsBreakingOneRule)('refuses %s: %s', async (password, message) => {
    render(<PasswordChangeForm onSubmit={vi.fn()} />);
    await fill('Current#1', password, password);
    const alerts = await screen.findAllByText(message);
    expect(alerts.length).toBeGreaterThan(0);
  });

  it("says 'Passwords don't match', then sends only the current and new password", async () => {
    const onSubmit = vi.fn();
    render(<PasswordChangeForm onSubmit={onSubmit} />);
    await fill('Current#1', 'Fresh#Passw0rd', 'Fresh#Passw0rX');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    const confirm = screen.getByLabelText(/^Confirm New Password/);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Fresh#Passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'Current#1', newPassword: 'Fresh#Passw0rd' }),
    );
  });

  it('shows the strength meter and the 12-character hint', async () => {
    render(<PasswordChangeForm onSubmit={vi.fn()} />);
    expect(screen.getByText('Use 12 or more characters for a stronger password.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New Password/), 'Fresh#Passw0rd-2026');
    expect(await screen.findByText('Strong')).toBeInTheDocument();
  });
});

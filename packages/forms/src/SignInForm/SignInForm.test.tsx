import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { expectFormDisabled } from '../internal/expectFormDisabled';
import { SignInForm } from './SignInForm';

describe('SignInForm', () => {
  it('shows the exact messages for an invalid email and a missing password', async () => {
    const onSubmit = vi.fn();
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Valid email is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed, lower-cased credentials', async () => {
    const onSubmit = vi.fn();
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), ' Admin@Example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'Telehealth#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'Telehealth#2026' });
  });

  it('shows the server message above the form when no field is named', async () => {
    const onSubmit = vi.fn().mockRejectedValue({ message: 'Invalid email or password' });
    const { container } = render(<SignInForm onSubmit={onSubmit} defaultValues={{ email: 'a@b.co' }} />);
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expectNoAxeViolations(container);
  });

  it("clears a stale 'Sign in failed' banner when the form is sent again or edited", async () => {
    const onSubmit = vi.fn().mockRejectedValue({ message: 'Invalid email or password' });
    render(<SignInForm onSubmit={onSubmit} defaultValues={{ email: 'a@b.co' }} />);
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    // Sent again with the fields emptied: only the fields' own messages remain.
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText('Sign in failed')).not.toBeInTheDocument();
    // Refused again, then edited: the banner goes with the first keystroke.
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), '!');
    expect(screen.queryByText('Sign in failed')).not.toBeInTheDocument();
  });

  it('shows a busy label while signing in', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SignInForm onSubmit={onSubmit} defaultValues={{ email: 'a@b.co', password: 'x' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: /Signing in/ })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
  it('turns every control off when disabled, so nothing can be focused or submitted', async () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <SignInForm
        disabled
        onSubmit={onSubmit}
        defaultValues={{ email: 'patient@example.com', password: 'Telehealth#2026' }}
      />,
    );
    await expectFormDisabled(await screen.findByRole('form', { name: 'Sign in' }), onSubmit);
    await expectNoAxeViolations(container);
  });
});

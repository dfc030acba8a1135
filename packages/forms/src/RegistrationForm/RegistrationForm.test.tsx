import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { expectFormDisabled } from '../internal/expectFormDisabled';
import { RegistrationForm } from './RegistrationForm';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '0412 345 678',
  password: 'Telehealth#2026',
  confirmPassword: 'Telehealth#2026',
};

async function submitWith(password: string, confirmPassword = password) {
  const onSubmit = vi.fn();
  render(
    <RegistrationForm onSubmit={onSubmit} defaultValues={{ ...valid, password: '', confirmPassword: '' }} />,
  );
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (confirmPassword) await userEvent.type(screen.getByLabelText('Confirm password'), confirmPassword);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  return onSubmit;
}

describe('RegistrationForm', () => {
  it('shows the required messages of every field', async () => {
    const { container } = render(<RegistrationForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAccessibleDescription(
      /Mobile number is required/,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['ALLUPPER1!', 'Must contain at least one lowercase letter'],
    ['alllower1!', 'Must contain at least one uppercase letter'],
    ['NoNumber!!', 'Must contain at least one number'],
    ['NoSpecial12', 'Must contain at least one special character'],
  ])('refuses the password %s with "%s"', async (password, message) => {
    const onSubmit = await submitWith(password);
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(message));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says the passwords don't match", async () => {
    await submitWith('Telehealth#2026', 'Telehealth#2027');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });

  it('submits without the confirmation', async () => {
    const onSubmit = await submitWith('Telehealth#2026');
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+61412345678',
      password: 'Telehealth#2026',
    });
  });

  it('asks for an Australian mobile, as the profile does', async () => {
    const onSubmit = vi.fn();
    render(<RegistrationForm onSubmit={onSubmit} defaultValues={{ ...valid, phone: '' }} />);
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(mobile, '02 9876 5432');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(mobile).toHaveAccessibleDescription(/Enter an Australian mobile number, such as 0412 345 678/),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '+61 412 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '+61412345678' })),
    );
  });

  it('puts a server error under the field it names', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue({ message: 'An account with this email already exists', field: 'email' });
    render(<RegistrationForm onSubmit={onSubmit} defaultValues={valid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
  it('turns every control off when disabled, so nothing can be focused or submitted', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<RegistrationForm disabled onSubmit={onSubmit} />);
    await expectFormDisabled(await screen.findByRole('form', { name: 'Create account' }), onSubmit);
    await expectNoAxeViolations(container);
  });

  it("shows the strength meter with the contract's five requirements as they are met", async () => {
    render(<RegistrationForm onSubmit={vi.fn()} />);
    const requirements = () =>
      within(screen.getByRole('list', { name: 'Password requirements' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(requirements()).toEqual([
      'Password must be at least 8 characters (not met)',
      'Must contain at least one lowercase letter (not met)',
      'Must contain at least one uppercase letter (not met)',
      'Must contain at least one number (not met)',
      'Must contain at least one special character (not met)',
    ]);
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '0');
    await userEvent.type(screen.getByLabelText('Password'), 'Passw0rd!');
    expect(requirements().every((text) => text?.endsWith('(met)'))).toBe(true);
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong, 82 of 100',
    );
  });
});

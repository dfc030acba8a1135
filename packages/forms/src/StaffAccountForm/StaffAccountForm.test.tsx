import { authMessages } from '@telehealth/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { expectFormDisabled } from '../internal/expectFormDisabled';
import { StaffAccountForm } from './StaffAccountForm';

vi.setConfig({ testTimeout: 20_000 });

const add = () => userEvent.click(screen.getByRole('button', { name: 'Add Content Writer' }));

describe('StaffAccountForm', () => {
  it('says each required message when empty', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<StaffAccountForm submitLabel="Add Content Writer" onSubmit={onSubmit} />);
    await add();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('sends the name and the email in lower case, and shows a taken email under Email', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce({ message: authMessages.emailTaken, field: 'email' });
    render(<StaffAccountForm submitLabel="Add Content Writer" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^First Name/), ' Ruby ');
    await userEvent.type(screen.getByLabelText(/^Last Name/), 'Park');
    await userEvent.type(screen.getByLabelText(/^Email/), 'Ruby.Park@Example.com');
    await add();
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Ruby',
      lastName: 'Park',
      email: 'ruby.park@example.com',
    });
    expect(await screen.findByText(authMessages.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('is turned off while disabled', async () => {
    const onSubmit = vi.fn();
    render(<StaffAccountForm submitLabel="Add Content Writer" onSubmit={onSubmit} disabled />);
    await expectFormDisabled(screen.getByRole('form', { name: 'Add Content Writer' }), onSubmit);
  });
});

import type { ContactStatus } from '@telehealth/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { expectFormDisabled } from '../internal/expectFormDisabled';
import { ContactStatusForm } from './ContactStatusForm';

vi.setConfig({ testTimeout: 20_000 });

describe('ContactStatusForm', () => {
  it('starts from the current status and offers all four, with Cancel and Update', async () => {
    const onCancel = vi.fn();
    const { container } = render(
      <ContactStatusForm defaultValues={{ status: 'in-progress' }} onSubmit={vi.fn()} onCancel={onCancel} />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveTextContent('In Progress');
    await expectNoAxeViolations(container);
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['New', 'In Progress', 'Resolved', 'Closed']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('sends the chosen status', async () => {
    const onSubmit = vi.fn();
    render(<ContactStatusForm defaultValues={{ status: 'new' }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Resolved' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ status: 'resolved' }));
  });

  it("refuses a status outside the four with the contract's message", async () => {
    const onSubmit = vi.fn();
    render(<ContactStatusForm defaultValues={{ status: 'archived' as ContactStatus }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Status must be one of new, in-progress, resolved or closed'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the choice when the update fails (the caller reports it)', async () => {
    render(
      <ContactStatusForm
        defaultValues={{ status: 'closed' }}
        onSubmit={async () => {
          throw new Error('Boom');
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Closed');
  });

  it('turns every control off when disabled, so nothing can be focused or submitted', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<ContactStatusForm disabled onSubmit={onSubmit} onCancel={vi.fn()} />);
    await expectFormDisabled(await screen.findByRole('form', { name: 'Update submission status' }), onSubmit);
    await expectNoAxeViolations(container);
  });
});

import { adminOperationsMessages } from '@telehealth/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { AssignPractitionerForm } from './AssignPractitionerForm';

const practitioners = [
  { id: 2, name: 'Dr Sarah Chen' },
  { id: 3, name: 'Dr James Lee' },
];

describe('AssignPractitionerForm', () => {
  it('asks for a practitioner, then assigns the one chosen', async () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <AssignPractitionerForm
        practitioners={practitioners}
        currentPractitionerId={null}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(adminOperationsMessages.practitionerId)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Practitioner' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dr James Lee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ practitionerId: 3 }));
    await expectNoAxeViolations(container);
  });

  it('reassigns to someone else and shows the server refusing an inactive practitioner', async () => {
    const onSubmit = vi.fn().mockRejectedValue({
      status: 409,
      message: adminOperationsMessages.practitionerInactive,
      field: 'practitionerId',
    });
    render(
      <AssignPractitionerForm practitioners={practitioners} currentPractitionerId={2} onSubmit={onSubmit} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Practitioner' }));
    expect(screen.queryByRole('option', { name: 'Dr Sarah Chen' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Dr James Lee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText(adminOperationsMessages.practitionerInactive)).toBeInTheDocument();
  });
});

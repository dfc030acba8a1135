import { adminOperationsMessages } from '@telehealth/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { MedicationForm } from './MedicationForm';

describe('MedicationForm', () => {
  it('requires the name and sends blank optional text as null', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<MedicationForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Medicine' }));
    expect(await screen.findByText(adminOperationsMessages.nameRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name'), 'Tadalafil');
    await userEvent.click(screen.getByRole('button', { name: 'Add Medicine' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Tadalafil',
        genericName: null,
        description: null,
        isActive: true,
      }),
    );
    await expectNoAxeViolations(container);
  });

  it('edits a medicine and shows a server error under its field', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue({ status: 400, message: adminOperationsMessages.nameTooLong, field: 'name' });
    render(
      <MedicationForm
        mode="edit"
        defaultValues={{ name: 'Sildenafil', genericName: null }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Sildenafil');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(adminOperationsMessages.nameTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });
});

import { adminOperationsMessages } from '@telehealth/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { MedicationForm } from './MedicationForm';

describe('MedicationForm', () => {
  it('requires the name and an assessment type, and sends blank optional text as null', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<MedicationForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Medicine' }));
    expect(await screen.findByText(adminOperationsMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(adminOperationsMessages.assessmentTypesRequired)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'May be prescribed for' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name'), 'Tadalafil');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Erectile dysfunction' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Medicine' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Tadalafil',
        genericName: null,
        description: null,
        assessmentTypes: ['erectile_dysfunction'],
        isActive: true,
      }),
    );
    await expectNoAxeViolations(container);
  });

  it('sets the assessment types with visible labels, in the types’ order, and edits the saved ones', async () => {
    const onSubmit = vi.fn();
    render(
      <MedicationForm
        mode="edit"
        defaultValues={{ name: 'Orlistat', assessmentTypes: ['weight_loss'] }}
        onSubmit={onSubmit}
      />,
    );
    const group = screen.getByRole('group', { name: 'May be prescribed for' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    for (const label of ['Erectile dysfunction', 'Weight loss', 'Contraception'])
      expect(within(group).getByText(label).tagName).toBe('LABEL');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Contraception' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Erectile dysfunction' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Weight loss' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ assessmentTypes: ['erectile_dysfunction', 'contraception'] }),
      ),
    );
  });

  it('edits a medicine and shows a server error under its field', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue({ status: 400, message: adminOperationsMessages.nameTooLong, field: 'name' });
    render(
      <MedicationForm
        mode="edit"
        defaultValues={{ name: 'Sildenafil', genericName: null, assessmentTypes: ['erectile_dysfunction'] }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Sildenafil');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(adminOperationsMessages.nameTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });
});

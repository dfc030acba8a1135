import { adminOperationsMessages as messages } from '@telehealth/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { MedicationVariantForm } from './MedicationVariantForm';

const medicines = [
  { id: 1, name: 'Sildenafil' },
  { id: 2, name: 'Tadalafil' },
];

describe('MedicationVariantForm', () => {
  it('shows every required field’s contract message on an empty submit', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<MedicationVariantForm medicines={medicines} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Variant' }));
    expect(await screen.findByText(messages.medicationId)).toBeInTheDocument();
    expect(screen.getByText(messages.strengthRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.formRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.packSize)).toBeInTheDocument();
    expect(screen.getByText(messages.price)).toBeInTheDocument();
    expect(screen.getByLabelText('Strength')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('refuses a zero price, a price over $10,000 and a fractional pack size', async () => {
    const onSubmit = vi.fn();
    render(
      <MedicationVariantForm
        defaultValues={{ medicationId: 1, strength: '50 mg', form: 'tablet' }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.type(screen.getByLabelText('Pack size'), '2.5');
    await userEvent.type(screen.getByLabelText('Price (AUD)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add Variant' }));
    expect(await screen.findByText(messages.price)).toBeInTheDocument();
    expect(screen.getByText(messages.packSize)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Price (AUD)'));
    await userEvent.type(screen.getByLabelText('Price (AUD)'), '10000.01');
    await userEvent.click(screen.getByRole('button', { name: 'Add Variant' }));
    expect(await screen.findByText(messages.price)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the price in cents for the fixed medicine, with no medicine picker', async () => {
    const onSubmit = vi.fn();
    render(
      <MedicationVariantForm
        mode="edit"
        defaultValues={{ medicationId: 2, strength: '5 mg', form: 'tablet', packSize: 28, priceCents: 5495 }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByText('Medicine')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Price (AUD)')).toHaveValue('54.95');
    await userEvent.clear(screen.getByLabelText('Price (AUD)'));
    await userEvent.type(screen.getByLabelText('Price (AUD)'), '59.90');
    await userEvent.click(screen.getByRole('switch', { name: 'Active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        medicationId: 2,
        strength: '5 mg',
        form: 'tablet',
        packSize: 28,
        priceCents: 5990,
        isActive: false,
      }),
    );
  });

  it('shows the server’s message under the price, and a 409 above the form', async () => {
    const values = { medicationId: 1, strength: '50 mg', form: 'tablet', packSize: 8, priceCents: 3995 };
    const { unmount } = render(
      <MedicationVariantForm
        defaultValues={values}
        onSubmit={() => Promise.reject({ status: 400, message: messages.price, field: 'priceCents' })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Variant' }));
    expect(await screen.findByText(messages.price)).toBeInTheDocument();
    expect(screen.getByLabelText('Price (AUD)')).toHaveAttribute('aria-invalid', 'true');
    unmount();
    render(
      <MedicationVariantForm
        defaultValues={values}
        onSubmit={() =>
          Promise.reject({ status: 404, message: messages.medicationNotFound, field: 'medicationId' })
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Variant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.medicationNotFound);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { expectFormDisabled } from '../internal/expectFormDisabled';
import { TestSmsForm } from './TestSmsForm';

vi.setConfig({ testTimeout: 20_000 });

describe('TestSmsForm', () => {
  it("says 'Phone number is required' and starts from the sample values", async () => {
    const onSubmit = vi.fn();
    const { container } = render(<TestSmsForm onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Patient Name')).toHaveValue('John Smith');
    expect(screen.getByLabelText('Doctor Name')).toHaveValue('Dr. Sarah Johnson');
    expect(screen.getByLabelText('Prescription ID')).toHaveValue('RX-12345');
    expect(screen.queryByLabelText('Appointment Date')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("says 'Invalid phone number' for letters", async () => {
    render(<TestSmsForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/Phone Number/), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
  });

  it('shows date and time for an appointment message and sends them', async () => {
    const onSubmit = vi.fn();
    render(<TestSmsForm onSubmit={onSubmit} defaultValues={{ messageType: 'appointment' }} />);
    expect(screen.getByLabelText('Appointment Date')).toHaveValue('2025-05-10');
    expect(screen.getByLabelText('Appointment Time')).toHaveValue('10:00 AM');
    expect(screen.queryByLabelText('Prescription ID')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Phone Number/), '0412 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    expect(onSubmit).toHaveBeenCalledWith({
      phoneNumber: '0412 345 678',
      messageType: 'appointment',
      patientName: 'John Smith',
      doctorName: 'Dr. Sarah Johnson',
      appointmentDate: '2025-05-10',
      appointmentTime: '10:00 AM',
    });
  });

  it('sends the prescription ID, and no date or time, for a prescription message', async () => {
    const onSubmit = vi.fn();
    render(<TestSmsForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Phone Number/), '0412 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    expect(onSubmit).toHaveBeenCalledWith({
      phoneNumber: '0412 345 678',
      messageType: 'prescription',
      patientName: 'John Smith',
      doctorName: 'Dr. Sarah Johnson',
      prescriptionId: 'RX-12345',
    });
  });
  it('turns every control off when disabled, so nothing can be focused or submitted', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<TestSmsForm disabled onSubmit={onSubmit} />);
    await expectFormDisabled(await screen.findByRole('form', { name: 'Test SMS' }), onSubmit);
    await expectNoAxeViolations(container);
  });
});

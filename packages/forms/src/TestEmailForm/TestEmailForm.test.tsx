import { testEmailMessages } from '@telehealth/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { expectFormDisabled } from '../internal/expectFormDisabled';
import { TestEmailForm } from './TestEmailForm';

vi.setConfig({ testTimeout: 20_000 });

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));

describe('TestEmailForm', () => {
  it("says 'Template type is required' and 'Valid email is required'", async () => {
    const onSubmit = vi.fn();
    const { container } = render(<TestEmailForm onSubmit={onSubmit} />);
    await send();
    expect(await screen.findByText('Template type is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['appointment_rescheduled_patient', ['userId', 'appointmentId', 'previousAppointmentId']],
    ['prescription', ['userId', 'prescriptionId']],
    ['assessment_complete', ['userId', 'assessmentId']],
    ['practitioner_appointment_reminder', ['practitionerId', 'appointmentIds']],
  ] as const)(
    '%s: every required ID says it is required, then that it must be a number',
    async (templateType, ids) => {
      const onSubmit = vi.fn();
      render(
        <TestEmailForm
          onSubmit={onSubmit}
          defaultValues={{ templateType, recipientEmail: 'ada@example.com' }}
        />,
      );
      await send();
      for (const id of ids)
        expect(await screen.findByText(testEmailMessages.idRequired[id])).toBeInTheDocument();
      const { testEmailIdLabels } = await import('@telehealth/contract');
      const inputs = ids.map((id) => screen.getByLabelText(testEmailIdLabels[id]));
      for (const input of inputs) await userEvent.type(input, 'abc');
      await send();
      for (const id of ids)
        expect(await screen.findByText(testEmailMessages.idNotNumber[id])).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('sends integer IDs and resets the form', async () => {
    const onSubmit = vi.fn();
    render(
      <TestEmailForm
        onSubmit={onSubmit}
        defaultValues={{ templateType: 'email_verification', recipientEmail: 'ada@example.com' }}
      />,
    );
    expect(screen.queryByLabelText('Appointment ID')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('User ID'), '12');
    await send();
    expect(onSubmit).toHaveBeenCalledWith({
      templateType: 'email_verification',
      recipientEmail: 'ada@example.com',
      userId: 12,
    });
    expect(await screen.findByLabelText('Recipient Email')).toHaveValue('');
  });

  it("says 'User ID must be a number'", async () => {
    render(
      <TestEmailForm
        onSubmit={vi.fn()}
        defaultValues={{ templateType: 'message_notification', recipientEmail: 'a@b.co' }}
      />,
    );
    await userEvent.type(screen.getByLabelText('User ID'), '1a');
    await send();
    expect(await screen.findByText('User ID must be a number')).toBeInTheDocument();
    expect(screen.getByText('User ID must be a number')).toBeInTheDocument();
  });
  it('turns every control off when disabled, so nothing can be focused or submitted', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<TestEmailForm disabled onSubmit={onSubmit} />);
    await expectFormDisabled(await screen.findByRole('form', { name: 'Test email' }), onSubmit);
    await expectNoAxeViolations(container);
  });
});

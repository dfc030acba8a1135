import { type MockRequest, mockFailure } from '@telehealth/api';
import type { OutboundMessage } from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const admin = { '/api/user': users.admin };
const outbox: OutboundMessage[] = [
  {
    id: 1,
    channel: 'sms',
    recipient: '+61412345678',
    subject: null,
    body: 'Hi',
    html: null,
    provider: 'console',
    status: 'sent',
    error: null,
    createdAt: '2026-03-01T10:00:00.000Z',
  },
  {
    id: 2,
    channel: 'email',
    recipient: 'ada@example.com',
    subject: 'Verify your email',
    body: 'Code',
    html: '<p>Code</p>',
    provider: 'smtp',
    status: 'failed',
    error: 'Connection refused',
    createdAt: '2026-03-02T10:00:00.000Z',
  },
];

async function sendSms() {
  await userEvent.type(await screen.findByLabelText(/Phone Number/), '0412 345 678');
  await userEvent.click(screen.getByRole('button', { name: 'Send Test SMS' }));
}

describe('/admin/testing', () => {
  it('opens on Test SMS and toasts the provider on success', async () => {
    const { container } = renderRoute('/admin/testing', {
      ...admin,
      'POST /api/admin/testing/sms': { success: true, provider: 'ClickSend', message: 'Sent' },
    });
    expect(await screen.findByRole('heading', { name: 'Testing' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Test SMS' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(container);
    await sendSms();
    expect(
      await screen.findByText('Test SMS sent successfully to 0412 345 678 using ClickSend'),
    ).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('sends only the fields of the chosen message type', async () => {
    const bodies: unknown[] = [];
    renderRoute('/admin/testing', {
      ...admin,
      'POST /api/admin/testing/sms': ({ options }: MockRequest) => {
        bodies.push(options.body);
        return { success: true, provider: 'ClickSend', message: 'Sent' };
      },
    });
    await sendSms();
    await screen.findByText(/Test SMS sent successfully/);
    await userEvent.click(screen.getByRole('combobox', { name: 'Message Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Appointment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toHaveProperty('prescriptionId', 'RX-12345');
    expect(bodies[0]).not.toHaveProperty('appointmentDate');
    expect(bodies[0]).not.toHaveProperty('appointmentTime');
    expect(bodies[1]).toMatchObject({ appointmentDate: '2025-05-10', appointmentTime: '10:00 AM' });
    expect(bodies[1]).not.toHaveProperty('prescriptionId');
  });

  it("toasts the spec's fallbacks when the server answers an empty error", async () => {
    renderRoute('/admin/testing', {
      ...admin,
      'POST /api/admin/testing/sms': { status: 500 },
      'POST /api/admin/testing/email': { status: 500 },
    });
    await sendSms();
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Test Email' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Email Template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Message Notification' }));
    await userEvent.type(screen.getByLabelText('Recipient Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('User ID'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Failed to send test email. Please try again.')).toBeInTheDocument();
  });

  it("toasts 'SMS Sending Failed' with the message and error", async () => {
    renderRoute('/admin/test-sms', {
      ...admin,
      'POST /api/admin/testing/sms': {
        success: false,
        provider: 'ClickSend',
        message: '',
        error: 'No credit',
      },
    });
    await sendSms();
    expect(await screen.findByText('SMS Sending Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to send test SMS: No credit')).toBeInTheDocument();
  });

  it("toasts 'Error' with the server message when the request fails", async () => {
    renderRoute('/admin/testing', {
      ...admin,
      'POST /api/admin/testing/sms': mockFailure(400, 'Invalid phone number'),
    });
    await sendSms();
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('sends a test email and toasts its label and recipient; a failure toasts Error', async () => {
    let fail = false;
    renderRoute('/admin/testing', {
      ...admin,
      'POST /api/admin/testing/email': ({ options }: MockRequest) =>
        fail
          ? mockFailure(404, 'User not found')
          : { success: true, message: 'ok', outboxId: 1, body: options.body },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Test Email' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Email Template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Message Notification' }));
    await userEvent.type(screen.getByLabelText('Recipient Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('User ID'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Test Email Sent')).toBeInTheDocument();
    expect(
      screen.getByText('Test email for Message Notification has been sent to ada@example.com'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Recipient Email')).toHaveValue('');
    fail = true;
    await userEvent.click(screen.getByRole('combobox', { name: 'Email Template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Promo Code Delivery' }));
    await userEvent.type(screen.getByLabelText('Recipient Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('User ID'), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByLabelText('User ID')).toHaveValue('999');
  });

  it('lists the outbox newest first', async () => {
    const { container } = renderRoute('/admin/testing', {
      ...admin,
      '/api/admin/outbox': { items: outbox, total: outbox.length, limit: 50, offset: 0 },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Outbox' }));
    const table = within(await screen.findByRole('region', { name: 'Outbox' })).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('ada@example.com');
    expect(rows[1]).toHaveTextContent('Connection refused');
    expect(rows[2]).toHaveTextContent('+61412345678');
    await expectNoAxeViolations(container);
  });

  it('shows the outbox empty state', async () => {
    renderRoute('/admin/testing', {
      ...admin,
      '/api/admin/outbox': { items: [], total: 0, limit: 50, offset: 0 },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Outbox' }));
    expect(await screen.findByText('No messages sent yet')).toBeInTheDocument();
  });

  it('shows the outbox failed state', async () => {
    renderRoute('/admin/testing', { ...admin, '/api/admin/outbox': mockFailure(500, 'Outbox down') });
    await userEvent.click(await screen.findByRole('tab', { name: 'Outbox' }));
    expect(await screen.findByText('Outbox down')).toBeInTheDocument();
  });
});

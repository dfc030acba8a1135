import { MockApiProvider, type MockResponses, mockFailure } from '@telehealth/api';
import type { EmailTemplate, PrescriptionTemplate, SmsTemplate } from '@telehealth/contract';
import { ThemeProvider, Toaster } from '@telehealth/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import EmailTemplatesTab from './EmailTemplatesTab';
import PrescriptionTemplatesTab from './PrescriptionTemplatesTab';
import SmsTemplatesTab from './SmsTemplatesTab';

function renderTab(tab: ReactNode, responses: MockResponses) {
  return render(
    <ThemeProvider>
      <MockApiProvider responses={responses}>
        {tab}
        <Toaster />
      </MockApiProvider>
    </ThemeProvider>,
  );
}

const prescriptionEmail: EmailTemplate = {
  type: 'prescription',
  editableSections: { subject: 'Ready', heading: 'Your prescription is ready' },
  isActive: true,
  isCustomised: false,
};

describe('EmailTemplatesTab', () => {
  it("shows 'Default', and switches the toggle back with 'Failed to update template status'", async () => {
    const { container } = renderTab(<EmailTemplatesTab />, {
      '/api/email-templates/prescription': prescriptionEmail,
      'POST /api/email-templates/prescription/toggle-status': mockFailure(500, ''),
    });
    expect(await screen.findByText('Default')).toBeInTheDocument();
    expect(screen.getByLabelText('Heading')).toHaveValue('Your prescription is ready');
    await expectNoAxeViolations(container);
    const active = screen.getByRole('switch', { name: 'Send this template' });
    await userEvent.click(active);
    expect(await screen.findByText('Failed to update template status')).toBeInTheDocument();
    await waitFor(() => expect(active).toBeChecked());
  });

  it("says 'Failed to load template'", async () => {
    renderTab(<EmailTemplatesTab />, { '/api/email-templates/prescription': mockFailure(500, '') });
    expect(await screen.findByText('Failed to load template')).toBeInTheDocument();
  });

  it("says 'Failed to generate preview' and 'Failed to update template'", async () => {
    renderTab(<EmailTemplatesTab />, {
      '/api/email-templates/prescription': prescriptionEmail,
      'POST /api/email-templates/preview/prescription': mockFailure(500, ''),
      'POST /api/email-templates/prescription': mockFailure(500, ''),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Failed to generate preview')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update template')).toBeInTheDocument();
  });

  it('previews in a 580px sandboxed frame and saves', async () => {
    renderTab(<EmailTemplatesTab />, {
      '/api/email-templates/prescription': { ...prescriptionEmail, isCustomised: true },
      'POST /api/email-templates/preview/prescription': { html: '<p>Rendered</p>' },
      'POST /api/email-templates/prescription': prescriptionEmail,
      'POST /api/email-templates/prescription/reset': mockFailure(500, ''),
    });
    expect(await screen.findByText('Customised')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = await screen.findByTitle('Prescription Notification preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Rendered</p>');
    await userEvent.click(screen.getByRole('tab', { name: 'Edit Sections' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Template updated successfully')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to Default' }));
    expect(await screen.findByText('Failed to reset template')).toBeInTheDocument();
  });
});

const smsList: SmsTemplate[] = [
  { type: 'prescription_created', content: 'Hi {{patientFirstName}}', isActive: true },
  { type: 'otp', content: 'Code {{otp}}', isActive: false },
];

describe('SmsTemplatesTab', () => {
  it('shows the list-failure alert as written', async () => {
    renderTab(<SmsTemplatesTab />, { '/api/sms-templates': mockFailure(500, '') });
    expect(await screen.findByText('Error loading templates:')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to load SMS templates. Please try refreshing the page.'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to save SMS template. Please try again.' and the toggle failure", async () => {
    renderTab(<SmsTemplatesTab />, {
      '/api/sms-templates': smsList,
      'POST /api/sms-templates/prescription_created': mockFailure(500, ''),
      'PATCH /api/sms-templates/prescription_created/toggle-status': mockFailure(500, ''),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Failed to save SMS template. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Send this template' }));
    expect(
      await screen.findByText('Failed to toggle SMS template activation status. Please try again.'),
    ).toBeInTheDocument();
  });

  it("marks inactive templates 'Disabled' in the dropdown", async () => {
    renderTab(<SmsTemplatesTab />, { '/api/sms-templates': smsList });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Template' }));
    expect(await screen.findByRole('option', { name: /OTP.*Disabled/ })).toBeInTheDocument();
  });
});

const standard: PrescriptionTemplate = {
  id: 1,
  name: 'Standard',
  description: null,
  templateReact: 'x'.repeat(600),
  isActive: true,
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('PrescriptionTemplatesTab', () => {
  it("offers 'Create First Template' when there is none", async () => {
    renderTab(<PrescriptionTemplatesTab />, { '/api/prescription-templates': [] });
    expect(await screen.findByRole('button', { name: 'Create First Template' })).toBeInTheDocument();
  });

  it("says 'Failed to load prescription templates'", async () => {
    renderTab(<PrescriptionTemplatesTab />, { '/api/prescription-templates': mockFailure(500, '') });
    expect(await screen.findByText('Failed to load prescription templates')).toBeInTheDocument();
  });

  it("cuts the body at 500 characters and refuses deleting the default with 'Cannot Delete'", async () => {
    renderTab(<PrescriptionTemplatesTab />, {
      '/api/prescription-templates': [standard],
      'DELETE /api/prescription-templates/1': mockFailure(
        409,
        'Cannot delete the default template. Set another template as default first.',
      ),
    });
    expect(await screen.findByLabelText(/Body preview/)).toHaveValue(`${'x'.repeat(500)}…`);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cannot Delete')).toBeInTheDocument();
    expect(
      screen.getByText('Cannot delete the default template. Set another template as default first.'),
    ).toBeInTheDocument();
  });
});

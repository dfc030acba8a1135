import { type MockRequest, mockFailure } from '@telehealth/api';
import type { Setting } from '@telehealth/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const stored: Record<string, string> = {
  company_name: 'Telehealth Demo Pty Ltd',
  brand_name: 'Telehealth',
  company_email: 'hello@example.com',
  support_email: 'support@example.com',
  contact_number: '+611300000000',
  company_abn: '51 824 753 556',
  company_address: '1 Martin Place',
  company_suburb: 'Sydney',
  company_state: 'NSW',
  company_postcode: '2000',
  company_country: 'Australia',
  privacy_url: 'https://example.com/privacy',
  post_tracking_base_url: 'https://auspost.com.au/mypost/track/details/',
  post_fees: '9.95',
  ed_assessment_fee: '20.00',
  weight_loss_assessment_fee: '20.00',
  contraception_assessment_fee: '20.00',
  admin_notification_appointment_email_enabled: 'true',
  admin_notification_appointment_sms_enabled: 'false',
};
const list: Setting[] = Object.entries(stored).map(([key, value]) => ({ key, value }));
const base = { '/api/user': users.admin, '/api/settings': list };

describe('/admin/settings', () => {
  it('opens the first tab, Assessment Fees, with the tabs in the spec order', async () => {
    const { router, container } = renderRoute('/admin/settings', base);
    expect(await screen.findByLabelText(/Erectile Dysfunction/)).toHaveValue('20.00');
    expect(router.state.location.pathname).toBe('/admin/settings/fees');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Assessment Fees',
      'Company Info',
      'Email Templates',
      'SMS Templates',
      'Prescription Templates',
      'Post',
      'Notifications',
      'Security',
    ]);
    // One row, never two: the row scrolls sideways where even compact tabs do not fit.
    expect(screen.getByRole('tablist', { name: 'Settings sections' })).toHaveStyle({ flexWrap: 'nowrap' });
    await userEvent.click(screen.getByRole('tab', { name: 'Post' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/settings/post'));
    await expectNoAxeViolations(container);
  });

  it('saves the company fields one at a time, in order, then says so', async () => {
    const saved: string[] = [];
    renderRoute('/admin/settings/company', {
      ...base,
      ...Object.fromEntries(
        Object.keys(stored).map((key) => [
          `PUT /api/settings/${key}`,
          ({ options }: MockRequest) => {
            saved.push(key);
            return { key, value: (options.body as { value: string }).value };
          },
        ]),
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Company information has been updated')).toBeInTheDocument();
    expect(saved).toEqual([
      'company_name',
      'brand_name',
      'company_email',
      'support_email',
      'contact_number',
      'company_abn',
      'company_address',
      'company_suburb',
      'company_state',
      'company_postcode',
      'company_country',
      'privacy_url',
    ]);
  });

  it('warns when saving takes longer than 5 seconds', async () => {
    let startSave: () => void = () => {};
    const saving = new Promise<void>((resolve) => {
      startSave = resolve;
    });
    let answerSave: (answer: unknown) => void = () => {};
    renderRoute('/admin/settings/company', {
      ...base,
      'PUT /api/settings/company_name': () => {
        startSave();
        return new Promise((resolve) => {
          answerSave = resolve;
        });
      },
    });
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    // The 5 seconds pass on a fake clock. Only timeouts are faked, so promises and the DOM run as usual; the click is
    // a plain event, because user-event's own waits expect Jest's fake timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      answerSave(mockFailure(500, 'Database unavailable'));
      vi.useRealTimers();
    });
    fireEvent.click(save);
    await saving;
    const warning = 'Request is taking longer than expected. Please check your connection.';
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(warning)).toBeInTheDocument();
    expect(screen.getByText('Warning')).toBeInTheDocument();
  });

  it('shows the failure with the server message when a field fails', async () => {
    renderRoute('/admin/settings/company', {
      ...base,
      'PUT /api/settings/company_name': { key: 'company_name', value: 'Telehealth Demo Pty Ltd' },
      'PUT /api/settings/brand_name': mockFailure(500, 'Database unavailable'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    // Radix also reads a toast out in a live region it removes a moment later: wait for the text to stay.
    await waitFor(() =>
      expect(
        screen.getAllByText(
          'Failed to update company information: Failed to update setting: Database unavailable',
        ).length,
      ).toBeGreaterThan(0),
    );
  });

  it('says the post fees failure in the fallback words, and a fee failure', async () => {
    renderRoute('/admin/settings/post', { ...base, 'PUT /api/settings/post_fees': { status: 500 } });
    await screen.findByLabelText('Post Fees (AUD)');
    const [, feesSave] = screen.getAllByRole('button', { name: 'Save' });
    await userEvent.click(feesSave as HTMLElement);
    // The toast stack loads with the first toast: give it the time a loaded machine needs.
    expect(await screen.findByText('Update Failed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Failed to update post fees. Please try again.')).toBeInTheDocument();
  });

  it('switches a notification toggle and says so; shows the contact details read-only', async () => {
    const sent: unknown[] = [];
    renderRoute('/admin/settings/notifications', {
      ...base,
      'PUT /api/settings/admin_notification_appointment_sms_enabled': ({ options }: MockRequest) => {
        sent.push(options.body);
        return { key: 'admin_notification_appointment_sms_enabled', value: 'true' };
      },
    });
    const sms = await screen.findByRole('switch', { name: /Appointment SMS notifications/ });
    expect(sms).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Appointment email notifications/ })).toBeChecked();
    expect(screen.getByLabelText('Contact Mobile')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/admin/profile');
    await userEvent.click(sms);
    expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
    expect(sent).toEqual([{ value: 'true' }]);
  });

  it("says 'Failed to update notification settings. Please try again.' on failure", async () => {
    renderRoute('/admin/settings/notifications', {
      ...base,
      'PUT /api/settings/admin_notification_appointment_email_enabled': { status: 500 },
    });
    await userEvent.click(await screen.findByRole('switch', { name: /Appointment email notifications/ }));
    expect(
      await screen.findByText('Failed to update notification settings. Please try again.'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to update settings. Please try again.' when a fee fails", async () => {
    renderRoute('/admin/settings/fees', {
      ...base,
      'PUT /api/settings/ed_assessment_fee': { status: 500 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update settings. Please try again.')).toBeInTheDocument();
  });

  it('shows the verification badge and sends a code, then verifies it', async () => {
    let verified = false;
    renderRoute('/admin/settings/security', {
      ...base,
      '/api/auth/email-verification-status': () => ({ verified, codeActive: false, resendInSeconds: 0 }),
      'POST /api/auth/send-email-otp': { message: 'Verification code sent' },
      'POST /api/auth/verify-email-otp': () => {
        verified = true;
        return { message: 'Email verified' };
      },
    });
    expect(await screen.findByText('Not Verified')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/Verification Code/), '123456');
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
  });

  it("says 'Failed to send code' with the server message", async () => {
    renderRoute('/admin/settings/security', {
      ...base,
      '/api/auth/email-verification-status': { verified: false, codeActive: false, resendInSeconds: 0 },
      'POST /api/auth/send-email-otp': mockFailure(
        429,
        'Please wait 40 seconds before requesting another code',
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Failed to send code')).toBeInTheDocument();
    expect(screen.getByText('Please wait 40 seconds before requesting another code')).toBeInTheDocument();
  });
});

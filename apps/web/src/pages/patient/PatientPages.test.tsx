import { type MockRequest, mockFailure } from '@telehealth/api';
import type { PatientPrescription } from '@telehealth/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const patient = { ...users.patient, timezone: 'Australia/Perth' };

const posted: PatientPrescription = {
  id: 7,
  status: 'posted',
  medicines: [
    {
      name: 'Sildenafil',
      strength: '50 mg',
      form: 'tablet',
      dosage: '50 mg',
      instructions: 'One tablet an hour before.',
      quantity: 8,
    },
  ],
  repeats: 3,
  repeatsRemaining: 2,
  trackingUrl: 'https://auspost.com.au/mypost/track/details/AP123',
  trackingNumber: 'AP123',
  practitionerName: 'Dr. Sarah Chen',
  createdAt: '2026-03-01T01:00:00.000Z',
};
const preparing: PatientPrescription = {
  ...posted,
  id: 8,
  status: 'preparing',
  trackingUrl: null,
  trackingNumber: null,
};

describe('/dashboard', () => {
  it('shows the next appointment in the viewer’s zone, assessments, the latest prescription and unread messages', async () => {
    const { container } = renderRoute('/dashboard', {
      '/api/user': patient,
      '/api/patient/summary': {
        nextAppointment: {
          id: 3,
          startsAt: '2026-03-10T02:30:00.000Z',
          durationMinutes: 15,
          practitionerName: 'Dr. Sarah Chen',
        },
        assessments: [
          { id: 5, type: 'weight_loss', status: 'awaiting_review', createdAt: '2026-03-01T00:00:00.000Z' },
        ],
        latestPrescription: posted,
        unreadMessages: 2,
      },
    });
    const next = await screen.findByRole('region', { name: 'Next appointment' });
    expect(next).toHaveTextContent('10/03/2026 at 10:30 am AWST with Dr. Sarah Chen');
    expect(screen.getByRole('region', { name: 'Assessments' })).toHaveTextContent('Weight loss, 01/03/2026');
    expect(screen.getByText('Awaiting review')).toBeInTheDocument();
    expect(screen.getByText('2 unread messages.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Sildenafil 50 mg' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('keeps the Latest prescription heading inside its card, with the prescription, like the other cards', async () => {
    renderRoute('/dashboard', {
      '/api/user': patient,
      '/api/patient/summary': {
        nextAppointment: null,
        assessments: [],
        latestPrescription: posted,
        unreadMessages: 0,
      },
    });
    const latest = await screen.findByRole('region', { name: 'Latest prescription' });
    const next = screen.getByRole('region', { name: 'Next appointment' });
    // The region is itself a card, framed as its neighbours are, so its heading cannot sit outside the frame.
    expect(latest.className).not.toBe('');
    expect(latest.className).toBe(next.className);
    expect(
      within(latest).getByRole('heading', { level: 2, name: 'Latest prescription' }),
    ).toBeInTheDocument();
    const prescription = within(latest).getByRole('article', { name: 'Sildenafil 50 mg' });
    expect(within(prescription).getByText('Repeats left: 2 of 3')).toBeInTheDocument();
    // One frame: the prescription inside is not a second card.
    expect(prescription.className).not.toBe(next.className);
    expect(within(latest).getByRole('link', { name: 'All prescriptions' })).toBeInTheDocument();
  });

  it('links an unpaid assessment to its checkout and a draft back to the questionnaire', async () => {
    renderRoute('/dashboard', {
      '/api/user': patient,
      '/api/patient/summary': {
        nextAppointment: null,
        assessments: [
          { id: 9, type: 'weight_loss', status: 'pending_payment', createdAt: '2026-03-01T00:00:00.000Z' },
          { id: 8, type: 'contraception', status: 'draft', createdAt: '2026-02-01T00:00:00.000Z' },
        ],
        latestPrescription: null,
        unreadMessages: 0,
      },
    });
    expect(await screen.findByRole('link', { name: 'Pay for this assessment' })).toHaveAttribute(
      'href',
      '/checkout/9',
    );
    expect(screen.getByRole('link', { name: 'Continue this assessment' })).toHaveAttribute(
      'href',
      '/ed-assessment?type=contraception',
    );
  });

  it('says so when there is nothing yet', async () => {
    renderRoute('/dashboard', {
      '/api/user': patient,
      '/api/patient/summary': {
        nextAppointment: null,
        assessments: [],
        latestPrescription: null,
        unreadMessages: 0,
      },
    });
    expect(await screen.findByText('No upcoming appointments.')).toBeInTheDocument();
    expect(screen.getByText("You haven't taken an assessment yet.")).toBeInTheDocument();
    expect(screen.getByText('No prescriptions yet.')).toBeInTheDocument();
  });

  it('shows the error when the summary fails', async () => {
    renderRoute('/dashboard', {
      '/api/user': patient,
      '/api/patient/summary': mockFailure(500, 'Server error'),
    });
    expect(await screen.findByText("Couldn't load your dashboard")).toBeInTheDocument();
  });
});

describe('/dashboard/prescriptions', () => {
  it.each(['/dashboard/prescriptions', '/dashboard/my-prescriptions'])(
    '%s lists medicines, repeats, status, the tracking link once posted and the PDF',
    async (path) => {
      const { container } = renderRoute(path, {
        '/api/user': patient,
        '/api/prescriptions/mine': { items: [posted, preparing], repeatPostFeeCents: 995 },
      });
      const [first, second] = await screen.findAllByRole('article');
      if (!first || !second) throw new Error('two prescriptions expected');
      expect(within(first).getByText('Posted')).toBeInTheDocument();
      expect(within(first).getByText('Repeats left: 2 of 3')).toBeInTheDocument();
      expect(within(first).getByRole('link', { name: 'Track your parcel (AP123)' })).toHaveAttribute(
        'href',
        posted.trackingUrl,
      );
      expect(within(first).getByRole('link', { name: 'View prescription (PDF)' })).toHaveAttribute(
        'href',
        '/api/prescriptions/7/pdf',
      );
      expect(within(second).getByText('Preparing')).toBeInTheDocument();
      expect(within(second).queryByRole('link', { name: /Track your parcel/ })).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    },
  );

  it('shows an empty state', async () => {
    renderRoute('/dashboard/prescriptions', {
      '/api/user': patient,
      '/api/prescriptions/mine': { items: [] },
    });
    expect(await screen.findByText('No prescriptions yet')).toBeInTheDocument();
  });
});

describe("'Request repeat'", () => {
  it('asks before charging the post fee, then says the repeat is being prepared', async () => {
    const keys: string[] = [];
    renderRoute('/dashboard/prescriptions', {
      '/api/user': patient,
      '/api/prescriptions/mine': { items: [posted], repeatPostFeeCents: 995 },
      'POST /api/prescriptions/7/repeat': ({ options }: MockRequest) => {
        keys.push((options.body as { idempotencyKey: string }).idempotencyKey);
        return {
          paymentId: 3,
          status: 'succeeded',
          message: 'Your repeat is being prepared. We have emailed you the details.',
        };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Request repeat' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request repeat' });
    expect(dialog).toHaveTextContent('charge $9.95 for postage to your default card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $9.95 and request' }));
    expect(
      await screen.findByText('Your repeat is being prepared. We have emailed you the details.'),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[\w-]{16,64}$/);
  });

  it('shows the decline and keeps the dialog open', async () => {
    renderRoute('/dashboard/prescriptions', {
      '/api/user': patient,
      '/api/prescriptions/mine': { items: [posted], repeatPostFeeCents: 995 },
      'POST /api/prescriptions/7/repeat': mockFailure(402, 'Your card was declined.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Request repeat' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $9.95 and request' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Request repeat' })).toBeInTheDocument();
  });

  it.each(['preparing', 'ready'] as const)(
    'is not offered while the last supply is %s, and the card says when it will be',
    async (status) => {
      const asked: MockRequest[] = [];
      const { container } = renderRoute('/dashboard/prescriptions', {
        '/api/user': patient,
        '/api/prescriptions/mine': { items: [{ ...posted, status }], repeatPostFeeCents: 995 },
        'POST /api/prescriptions/7/repeat': (request: MockRequest) => {
          asked.push(request);
          return {};
        },
      });
      const card = await screen.findByRole('article');
      expect(
        within(card).getByText('You can request a repeat once your current supply has been posted.'),
      ).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Request repeat' })).not.toBeInTheDocument();
      expect(asked).toHaveLength(0);
      await expectNoAxeViolations(container);
    },
  );

  it('is offered once the last supply has been posted or delivered, without the waiting note', async () => {
    renderRoute('/dashboard/prescriptions', {
      '/api/user': patient,
      '/api/prescriptions/mine': {
        items: [posted, { ...posted, id: 9, status: 'delivered' }],
        repeatPostFeeCents: 995,
      },
    });
    expect(await screen.findAllByRole('button', { name: 'Request repeat' })).toHaveLength(2);
    expect(screen.queryByText(/once your current supply has been posted/)).not.toBeInTheDocument();
  });

  it('is not offered when no repeats are left', async () => {
    renderRoute('/dashboard/prescriptions', {
      '/api/user': patient,
      '/api/prescriptions/mine': { items: [{ ...posted, repeatsRemaining: 0 }], repeatPostFeeCents: 995 },
    });
    expect(await screen.findByText('Repeats left: 0 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request repeat' })).not.toBeInTheDocument();
  });
});

describe('/dashboard/profile', () => {
  const profile = {
    firstName: 'Sam',
    lastName: 'Patient',
    email: 'patient@example.com',
    dateOfBirth: '1984-03-14',
    phone: '+61412345678',
    timezone: 'Australia/Perth',
    address: null,
    addressLine2: null,
    suburb: null,
    state: null,
    postcode: null,
    country: 'Australia',
    dpid: null,
    lat: null,
    lng: null,
    medicareNumber: null,
  };

  it("saves the profile with the Medicare number as digits and says 'Profile Updated'", async () => {
    const bodies: unknown[] = [];
    const { container } = renderRoute('/dashboard/profile', {
      '/api/user': patient,
      '/api/profile': profile,
      'PUT /api/profile': ({ options }: MockRequest) => {
        bodies.push(options.body);
        return { message: 'Your profile has been updated' };
      },
    });
    await userEvent.type(await screen.findByLabelText(/^Medicare Number/), '2123 45670 1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ medicareNumber: '2123456701', phone: '+61412345678' });
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/profile/export',
    );
    await expectNoAxeViolations(container);
  });

  it("refuses a Medicare number whose check digit is wrong with 'Invalid Medicare number'", async () => {
    const put = vi.fn();
    renderRoute('/dashboard/profile', {
      '/api/user': patient,
      '/api/profile': profile,
      'PUT /api/profile': put,
    });
    await userEvent.type(await screen.findByLabelText(/^Medicare Number/), '2123 45671 1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Invalid Medicare number')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('changes the password through /api/profile/password and goes to /auth', async () => {
    const { router } = renderRoute('/dashboard/profile?tab=password', {
      '/api/user': patient,
      '/api/profile': profile,
      'PUT /api/profile/password': { message: 'Password updated. Please sign in again.' },
    });
    await userEvent.type(await screen.findByLabelText(/^Current Password/), 'Telehealth#2026');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'Fresh#Passw0rd-2026');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'Fresh#Passw0rd-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});

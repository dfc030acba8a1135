import { mockFailure } from '@telehealth/api';
import { bookingMessages, type PatientAppointment } from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const patient = { '/api/user': users.patient };
const practitioners = [
  { id: 1, name: 'Sarah Chen', specialization: 'General Practice', durationMinutes: 15 },
  { id: 2, name: 'James Wilson', specialization: "Men's Health", durationMinutes: 20 },
];
// Friday 6 March 2026, 9:30 am AEDT.
const slots = [{ startsAt: '2026-03-05T22:30:00.000Z', practitionerIds: [2, 1] }];
const appointment: PatientAppointment = {
  id: 9,
  assessmentId: 5,
  practitionerId: 1,
  practitionerName: 'Sarah Chen',
  startsAt: '2026-03-09T22:30:00.000Z',
  durationMinutes: 15,
  status: 'scheduled',
  previousAppointmentId: null,
  canChange: true,
};
const bookable = { state: 'bookable', assessmentId: 5 };
const page = (items: PatientAppointment[]) => ({ items, total: items.length, limit: 50, offset: 0 });

describe('/appointment-confirmation/:assessmentId', () => {
  it("books 'First available' at a chosen day and time, then goes to /confirmation", async () => {
    const user = userEvent.setup();
    const { router, container } = renderRoute('/appointment-confirmation/5', {
      ...patient,
      '/api/appointments/assessment/5': bookable,
      '/api/practitioners/bookable': practitioners,
      '/api/availability': { slots },
      'POST /api/appointments': appointment,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book your consultation' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Fri 06/03/2026' }));
    await user.click(screen.getByRole('radio', { name: '9:30 am AEDT' }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you, your consultation is booked' }),
    ).toBeInTheDocument();
  });

  it('shows the 409 when the time was taken meanwhile', async () => {
    const user = userEvent.setup();
    renderRoute('/appointment-confirmation/5', {
      ...patient,
      '/api/appointments/assessment/5': bookable,
      '/api/practitioners/bookable': practitioners,
      '/api/availability': { slots },
      'POST /api/appointments': mockFailure(409, 'This time is no longer available. Please choose another.'),
    });
    await user.click(await screen.findByRole('radio', { name: 'Fri 06/03/2026' }));
    await user.click(screen.getByRole('radio', { name: '9:30 am AEDT' }));
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This time is no longer available. Please choose another.',
    );
  });

  it('shows an error when the practitioners cannot be loaded', async () => {
    renderRoute('/appointment-confirmation/5', {
      ...patient,
      '/api/appointments/assessment/5': bookable,
      '/api/practitioners/bookable': mockFailure(500, 'Something went wrong'),
    });
    expect(await screen.findByText('Failed to load practitioners. Please try again.')).toBeInTheDocument();
  });
});

describe('/appointment-confirmation/:assessmentId before any time is chosen', () => {
  /** The banner (role status) whose title this is. */
  const bannerTitled = async (title: string) => {
    const banner = (await screen.findByText(title)).closest('[role="status"]');
    expect(banner).not.toBeNull();
    return banner as HTMLElement;
  };
  const noForm = () => {
    expect(screen.queryByRole('button', { name: 'Book appointment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  };

  it('says an unknown assessment was not found', async () => {
    const { container } = renderRoute('/appointment-confirmation/404', {
      ...patient,
      '/api/appointments/assessment/404': mockFailure(404, 'Assessment not found'),
      '/api/practitioners/bookable': practitioners,
      '/api/availability': { slots },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Assessment not found');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    noForm();
    await expectNoAxeViolations(container);
  });

  it('gives a paid-then-declined assessment its true reason, not the payment one', async () => {
    const { container } = renderRoute('/appointment-confirmation/5', {
      ...patient,
      '/api/appointments/assessment/5': {
        state: 'notBookable',
        assessmentId: 5,
        reason: 'declined',
        message: bookingMessages.declinedByPractitioner,
      },
      '/api/practitioners/bookable': practitioners,
      '/api/availability': { slots },
    });
    const status = await bannerTitled('This assessment cannot be booked');
    expect(status).toHaveTextContent(bookingMessages.declinedByPractitioner);
    expect(status).not.toHaveTextContent(bookingMessages.assessmentNotReady);
    noForm();
    await expectNoAxeViolations(container);
  });

  it('points an unpaid assessment to its checkout', async () => {
    renderRoute('/appointment-confirmation/5', {
      ...patient,
      '/api/appointments/assessment/5': {
        state: 'notBookable',
        assessmentId: 5,
        reason: 'not_paid',
        message: bookingMessages.assessmentNotReady,
      },
    });
    expect(await screen.findByText(bookingMessages.assessmentNotReady)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay for your assessment' })).toHaveAttribute(
      'href',
      '/checkout/5',
    );
    noForm();
  });

  it('shows the appointment an assessment already has, with a link to it', async () => {
    const { container } = renderRoute('/appointment-confirmation/5', {
      ...patient,
      '/api/appointments/assessment/5': { state: 'booked', assessmentId: 5, appointment },
      '/api/practitioners/bookable': practitioners,
      '/api/availability': { slots },
    });
    const status = await bannerTitled('Your consultation is already booked');
    // Tuesday 10 March 2026, 9:30 am in Sydney.
    expect(status).toHaveTextContent(
      'With Dr. Sarah Chen on Tuesday 10 March 2026 at 9:30 am AEDT, for 15 minutes.',
    );
    expect(
      screen.getByRole('link', { name: 'View, reschedule or cancel it in your appointments' }),
    ).toHaveAttribute('href', '/dashboard/appointments');
    noForm();
    await expectNoAxeViolations(container);
  });
});

describe('/dashboard/appointments', () => {
  it('lists upcoming and past appointments, with empty states', async () => {
    const { container } = renderRoute('/dashboard/appointments', {
      ...patient,
      '/api/appointments/mine': ({ query }) => (query.when === 'past' ? page([]) : page([appointment])),
    });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(await within(upcoming).findByText('10/03/2026 at 9:30 am AEDT')).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past' });
    expect(await within(past).findByText('You have no past appointments.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('cancels after confirming and reloads the list', async () => {
    const user = userEvent.setup();
    let items = [appointment];
    renderRoute('/dashboard/appointments', {
      ...patient,
      '/api/appointments/mine': ({ query }) => (query.when === 'past' ? page([]) : page(items)),
      'POST /api/appointments/9/cancel': () => {
        items = [];
        return { ...appointment, status: 'cancelled', canChange: false };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByText('You have no upcoming appointments.')).toBeInTheDocument();
  });

  it('reschedules in a dialog and shows the server’s 24-hour message when refused', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/appointments', {
      ...patient,
      '/api/appointments/mine': ({ query }) => (query.when === 'past' ? page([]) : page([appointment])),
      '/api/availability': { slots },
      'POST /api/appointments/9/reschedule': mockFailure(
        409,
        'Appointments can only be changed up to 24 hours before they start.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule appointment' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Fri 06/03/2026' }));
    await user.click(within(dialog).getByRole('radio', { name: '9:30 am AEDT' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Appointments can only be changed up to 24 hours before they start.',
    );
  });

  it('traps focus in the reschedule dialog and returns it to Reschedule on Escape', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/appointments', {
      ...patient,
      '/api/appointments/mine': ({ query }) => (query.when === 'past' ? page([]) : page([appointment])),
      '/api/availability': { slots },
    });
    const open = await screen.findByRole('button', { name: 'Reschedule' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule appointment' });
    await within(dialog).findByRole('radio', { name: 'Fri 06/03/2026' });
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
  });

  it('shows an error state when the list cannot be loaded', async () => {
    renderRoute('/dashboard/appointments', {
      ...patient,
      '/api/appointments/mine': mockFailure(500, 'Something went wrong'),
    });
    expect(await screen.findAllByText('Failed to load appointments. Please try again.')).toHaveLength(2);
  });
});

import type { MockRequest } from '@telehealth/api';
import { type AdminPractitioner, adminPeopleMessages, type PractitionerDetails } from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { adminPractitioner, users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const admin = { '/api/user': users.admin };
const sarah: AdminPractitioner = {
  ...adminPractitioner(2, 'Sarah', 'Chen'),
  name: 'Dr Sarah Chen',
  specialization: 'General practice',
  hasSignature: false,
  invitationPending: true,
};

describe('/admin/practitioners', () => {
  it("lists practitioners and adds one with 'Add Practitioner'", async () => {
    const created: unknown[] = [];
    const { container } = renderRoute('/admin/practitioners', {
      ...admin,
      '/api/admin/practitioners': { items: [sarah], total: 1, page: 1, pageSize: 20 },
      'POST /api/admin/practitioners': ({ options }: MockRequest) => {
        created.push(options.body);
        return { ...sarah, id: 3 };
      },
    });
    expect(await screen.findByRole('link', { name: 'Dr Sarah Chen' })).toHaveAttribute(
      'href',
      '/admin/practitioners/2',
    );
    expect(screen.getAllByText('Invitation pending').length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Add Practitioner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Practitioner' });
    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Ada');
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Lovelace');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Practitioner' }));
    expect(await screen.findByText(adminPeopleMessages.practitionerCreated)).toBeInTheDocument();
    expect(created[0]).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', appointmentLimit: 4 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('/admin/practitioners/edit/:id', () => {
  it('deactivates after asking, and saves the profile', async () => {
    const calls: string[] = [];
    renderRoute('/admin/practitioners/edit/2', {
      ...admin,
      '/api/admin/practitioners/2': sarah,
      'POST /api/admin/practitioners/2/deactivate': () => {
        calls.push('deactivate');
        return { ...sarah, isActive: false };
      },
      'PUT /api/admin/practitioners/2': ({ options }: MockRequest) => {
        calls.push(`save ${(options.body as { lastName: string }).lastName}`);
        return sarah;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Dr Sarah Chen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('removed from booking and signed out');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(adminPeopleMessages.practitionerDeactivated)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Last Name'));
    await userEvent.type(screen.getByLabelText('Last Name'), 'Chen-Li');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(adminPeopleMessages.practitionerSaved)).toBeInTheDocument();
    expect(calls).toEqual(['deactivate', 'save Chen-Li']);
  });
});

describe('/admin/practitioner-details/:practitionerId', () => {
  it('shows the weekly hours, appointments and review statistics', async () => {
    const details: PractitionerDetails = {
      practitioner: sarah,
      schedule: { timezone: 'Australia/Sydney', ranges: [{ weekday: 1, start: '09:00', end: '12:00' }] },
      timeOff: [],
      appointments: [
        {
          id: 5,
          startsAt: '2026-02-02T00:00:00.000Z',
          durationMinutes: 15,
          status: 'scheduled',
          patientId: 41,
          patientName: 'Ada Lovelace',
          assessmentId: 7,
        },
      ],
      reviews: {
        monthStartsAt: '2026-01-31T13:00:00.000Z',
        thisMonth: { approved: 3, declined: 1, inReview: 2, averageDecisionSeconds: 5400 },
        allTime: { approved: 30, declined: 4, inReview: 2, averageDecisionSeconds: null },
      },
    };
    const { container } = renderRoute('/admin/practitioner-details/2', {
      ...admin,
      '/api/admin/practitioners/2/details': details,
    });
    expect(await screen.findByText('09:00–12:00')).toBeInTheDocument();
    expect(screen.getByText('1 h 30 min')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/patients/41');
    expect(screen.getByText('No time off planned')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

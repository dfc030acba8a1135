import { type MockRequest, mockFailure } from '@telehealth/api';
import type { AdminPatientDetail, AdminPatientListItem } from '@telehealth/contract';
import { adminPeopleMessages } from '@telehealth/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const admin = { '/api/user': users.admin };
const ada: AdminPatientListItem = {
  id: 41,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+61412345678',
  emailVerified: true,
  createdAt: '2026-01-05T00:00:00.000Z',
};
const alan: AdminPatientListItem = {
  ...ada,
  id: 42,
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'alan@example.com',
  emailVerified: false,
};

describe('/admin/patients', () => {
  it('lists patients, searches on the server and keeps the search in the address', async () => {
    const asked: Record<string, string>[] = [];
    const list = ({ query }: MockRequest) => {
      asked.push(query);
      const items = query.q ? [alan] : [ada, alan];
      return { items, total: items.length, page: 1, pageSize: 20 };
    };
    const { container, router } = renderRoute('/admin/patients', { ...admin, '/api/admin/patients': list });
    expect(await screen.findByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin/patients/41',
    );
    expect(document.title).toContain('Patients');
    await userEvent.type(screen.getByLabelText('Search'), 'turing{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=turing'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ada Lovelace' })).not.toBeInTheDocument());
    expect(asked.at(-1)).toMatchObject({ q: 'turing', page: '1', sort: 'name', dir: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: /^Joined/ }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: 'createdAt', dir: 'desc', q: 'turing' }));
    await expectNoAxeViolations(container);
  });

  it('shows the empty and error states', async () => {
    renderRoute('/admin/patients?q=nobody', {
      ...admin,
      '/api/admin/patients': { items: [], total: 0, page: 1, pageSize: 20 },
    });
    expect(await screen.findByText('No patients match this search.')).toBeInTheDocument();
  });

  it('says when the list fails', async () => {
    renderRoute('/admin/patients', {
      ...admin,
      '/api/admin/patients': mockFailure(500, 'Database unavailable'),
    });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });
});

const page = <Item,>(items: Item[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
const record: AdminPatientDetail = {
  patient: {
    id: 41,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    dateOfBirth: '1990-02-03',
    phone: '+61412345678',
    timezone: 'Australia/Sydney',
    address: '1 George St',
    addressLine2: null,
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    dpid: null,
    lat: null,
    lng: null,
    medicareNumber: null,
    emailVerified: true,
    createdAt: '2026-01-05T00:00:00.000Z',
  },
  assessments: page([
    {
      id: 7,
      type: 'weight_loss',
      status: 'in_review',
      declineReason: null,
      questionnaireVersion: 1,
      feeCents: 4900,
      paid: true,
      submittedAt: '2026-02-01T00:00:00.000Z',
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    },
  ]),
  upcomingAppointments: { items: [], total: 0, limit: 20, offset: 0 },
  pastAppointments: {
    items: [
      {
        id: 3,
        assessmentId: 7,
        practitionerId: 2,
        practitionerName: 'Sarah Chen',
        startsAt: '2026-02-03T00:00:00.000Z',
        durationMinutes: 15,
        status: 'completed',
        previousAppointmentId: null,
        canChange: false,
      },
    ],
    total: 1,
    limit: 20,
    offset: 0,
  },
  prescriptions: { items: [], total: 0 },
  payments: page([]),
};

describe('/admin/patients/:id', () => {
  it("shows the patient's whole record and the way to message them", async () => {
    const { container } = renderRoute('/admin/patients/41', { ...admin, '/api/admin/patients/41': record });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message patient' })).toHaveAttribute(
      'href',
      '/admin/messaging?with=41',
    );
    const assessments = screen.getByRole('region', { name: 'Assessments' });
    expect(within(assessments).getByRole('link', { name: '#7 Weight loss' })).toHaveAttribute(
      'href',
      '/admin/assessments/7',
    );
    expect(screen.getByText('No upcoming appointments')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Past appointments' })).getByText('Sarah Chen'),
    ).toBeInTheDocument();
    expect(screen.getByText('No prescriptions.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says when the patient does not exist', async () => {
    renderRoute('/admin/patients/999', {
      ...admin,
      '/api/admin/patients/999': mockFailure(404, adminPeopleMessages.patientNotFound),
    });
    expect(
      await screen.findByRole('heading', { name: adminPeopleMessages.patientNotFound }),
    ).toBeInTheDocument();
  });
});

import { adminPeopleMessages } from '@telehealth/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSetContentWriterEnabled, useSetPractitionerActive } from './admin-people';
import { api as endpoints } from './contract-hooks';
import { mockFailure } from './mock';
import { mockApi } from './test-utils';

const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };

const practitioner = {
  id: 7,
  userId: 21,
  firstName: 'Mia',
  lastName: 'Rossi',
  name: 'Mia Rossi',
  email: 'mia@example.com',
  phone: null,
  specialization: '',
  bio: '',
  ahpraNumber: null,
  prescriberNumber: null,
  appointmentLimit: 4,
  isActive: true,
  disabledAt: null,
  hasSignature: false,
  invitationPending: true,
  createdAt: '2026-03-02T00:00:00.000Z',
};

describe('admin people hooks', () => {
  it('asks for the patient list with its search, sort and page', async () => {
    const api = mockApi({ '/api/admin/patients': () => ({ ...emptyPage, total: 3 }) });
    const { result } = renderHook(
      () =>
        endpoints.adminPeople.adminPatients.useQuery({
          query: { q: '0412 345 678', sort: 'email', dir: 'desc', page: 2 },
        }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.data?.total).toBe(3));
    expect(api.callsTo('GET /api/admin/patients')[0]?.query).toEqual({
      q: '0412 345 678',
      sort: 'email',
      dir: 'desc',
      page: '2',
    });
  });

  it('reads a record that is not a patient as null, and asks nothing without an id', async () => {
    const api = mockApi({ '/api/admin/patients/5': mockFailure(404, adminPeopleMessages.patientNotFound) });
    const { result } = renderHook(
      () => ({
        found: endpoints.adminPeople.adminPatient.useQuery(
          { params: { id: 5 } },
          { tolerate: { 404: null } },
        ),
        none: endpoints.adminPeople.adminPatient.useQuery(null),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.found.data).toBeNull());
    expect(result.current.none.data).toBeUndefined();
    expect(api.calls).toHaveLength(1);
  });

  it('reloads the practitioner list after adding one, and passes a taken email through', async () => {
    let added = false;
    const api = mockApi({
      '/api/admin/practitioners': () =>
        added ? { ...emptyPage, items: [practitioner], total: 1 } : emptyPage,
      'POST /api/admin/practitioners': (request) => {
        if ((request.options.body as { email: string }).email === 'taken@example.com')
          return mockFailure(409, 'An account with this email already exists', { field: 'email' });
        added = true;
        return practitioner;
      },
    });
    const { result } = renderHook(
      () => ({
        list: endpoints.adminPeople.adminPractitioners.useQuery(),
        create: endpoints.adminPeople.createPractitioner.useMutation(),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.total).toBe(0));
    const input = { firstName: 'Mia', lastName: 'Rossi', email: 'mia@example.com', appointmentLimit: 4 };
    await act(() => result.current.create.trigger({ body: input }));
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
    await expect(
      act(() => result.current.create.trigger({ body: { ...input, email: 'taken@example.com' } })),
    ).rejects.toMatchObject({ status: 409, field: 'email' });
  });

  it('switches a practitioner and a writer through the endpoint that matches the new state', async () => {
    const api = mockApi({
      'POST /api/admin/practitioners/7/deactivate': () => ({ ...practitioner, isActive: false }),
      'POST /api/admin/practitioners/7/activate': () => practitioner,
      'POST /api/admin/content-writers/3/disable': () => ({}),
      '/api/admin/content-writers': () => emptyPage,
    });
    const { result } = renderHook(
      () => ({
        practitioner: useSetPractitionerActive(),
        writer: useSetContentWriterEnabled(),
        writers: endpoints.adminPeople.adminContentWriters.useQuery({ query: { status: 'disabled' } }),
      }),
      { wrapper: api.wrapper },
    );
    const off = await act(() => result.current.practitioner.trigger({ id: 7, active: false }));
    expect(off.isActive).toBe(false);
    await act(() => result.current.practitioner.trigger({ id: 7, active: true }));
    await act(() => result.current.writer.trigger({ id: 3, enabled: false }));
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/practitioners/7/deactivate',
        'POST /api/admin/practitioners/7/activate',
        'POST /api/admin/content-writers/3/disable',
      ]),
    );
    expect(api.callsTo('GET /api/admin/content-writers')[0]?.query).toEqual({ status: 'disabled' });
  });

  it('reads a dead link as null, and sends the token with the new password', async () => {
    const api = mockApi({
      '/api/auth/password-link/dead': mockFailure(404, adminPeopleMessages.linkInvalid),
      '/api/auth/password-link/live': () => ({ firstName: 'Mia', email: 'mia@example.com' }),
      'POST /api/auth/set-password': () => ({ message: adminPeopleMessages.passwordSet }),
    });
    // The data is read while rendering, so that SWR renders again when it arrives.
    const { result } = renderHook(
      () => ({
        dead: endpoints.session.passwordLink.useQuery(
          { params: { token: 'dead' } },
          { tolerate: { 404: null } },
        ).data,
        live: endpoints.session.passwordLink.useQuery({ params: { token: 'live' } }).data,
        set: endpoints.session.setPassword.useMutation(),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.dead).toBeNull());
    await waitFor(() => expect(result.current.live?.firstName).toBe('Mia'));
    const answer = await act(() =>
      result.current.set.trigger({ body: { token: 'live', password: 'Welcome#2026x' } }),
    );
    expect(answer.message).toBe(adminPeopleMessages.passwordSet);
    expect(api.callsTo('POST /api/auth/set-password')[0]?.options.body).toEqual({
      token: 'live',
      password: 'Welcome#2026x',
    });
  });
});

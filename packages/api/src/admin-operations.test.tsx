import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api as endpoints } from './contract-hooks';
import { mockFailure } from './mock';
import { mockApi } from './test-utils';

const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };

const assessmentRow = {
  id: 7,
  type: 'weight_loss',
  status: 'in_review',
  paid: true,
  feeCents: 2000,
  patient: { id: 3, name: 'Liam Nguyen', email: 'patient@example.com' },
  practitioner: { id: 2, name: 'James Wilson' },
  submittedAt: '2026-03-01T00:00:00.000Z',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-02T00:00:00.000Z',
};

const operations = endpoints.adminOperations;

describe('admin operations endpoints', () => {
  it('sends only the set filters, and reloads the list after an assignment', async () => {
    let assigned = false;
    const api = mockApi({
      '/api/admin/assessments': () =>
        assigned ? { ...emptyPage, items: [assessmentRow], total: 1 } : emptyPage,
      'POST /api/admin/assessments/7/assign': () => {
        assigned = true;
        return assessmentRow;
      },
    });
    const { result } = renderHook(
      () => ({
        list: operations.adminAssessments.useQuery({
          query: { status: 'awaiting_review', practitionerId: undefined, q: '', page: 2 },
        }),
        assign: operations.assignAssessment.useMutation(),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.total).toBe(0));
    expect(api.callsTo('GET /api/admin/assessments')[0]?.query).toEqual({
      status: 'awaiting_review',
      page: '2',
    });
    await act(() => result.current.assign.trigger({ params: { id: 7 }, body: { practitionerId: 2 } }));
    expect(api.callsTo('POST /api/admin/assessments/7/assign')[0]?.options.body).toEqual({
      practitionerId: 2,
    });
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
  });

  it('asks appointments by date range and passes the slot-taken 409 through', async () => {
    const message = 'This time is no longer available. Please choose another.';
    const api = mockApi({
      '/api/admin/appointments': emptyPage,
      'POST /api/admin/appointments': mockFailure(409, message),
    });
    const { result } = renderHook(
      () => ({
        list: operations.adminAppointments.useQuery({
          query: { from: '2026-03-01', to: '2026-03-07', sort: 'startsAt', dir: 'asc' },
        }),
        book: operations.adminBookAppointment.useMutation(),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual(emptyPage));
    expect(api.callsTo('GET /api/admin/appointments')[0]?.query).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
      sort: 'startsAt',
      dir: 'asc',
    });
    const booking = {
      patientId: 3,
      assessmentId: 9,
      practitionerId: 2,
      startsAt: '2026-03-03T00:00:00.000Z',
    };
    await expect(act(() => result.current.book.trigger({ body: booking }))).rejects.toMatchObject({
      status: 409,
      message,
    });
    expect(api.callsTo('POST /api/admin/appointments')[0]?.options.body).toEqual(booking);
  });

  it('reads an unknown prescription as null, and sends a status change with its tracking number', async () => {
    const api = mockApi({
      '/api/admin/prescriptions/404': mockFailure(404, 'Prescription not found'),
      'POST /api/admin/prescriptions/5/status': mockFailure(
        409,
        'A prescription moves from preparing to ready, then posted, then delivered, one step at a time.',
      ),
    });
    const { result } = renderHook(
      () => ({
        detail: operations.adminPrescription.useQuery({ params: { id: 404 } }, { tolerate: { 404: null } }),
        move: operations.setPrescriptionStatus.useMutation(),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.detail.data).toBeNull());
    await expect(
      act(() =>
        result.current.move.trigger({
          params: { id: 5 },
          body: { status: 'posted', trackingNumber: 'AP123' },
        }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    expect(api.callsTo('POST /api/admin/prescriptions/5/status')[0]?.options.body).toEqual({
      status: 'posted',
      trackingNumber: 'AP123',
    });
  });

  it('edits a variant by id, and passes the in-use refusal of a delete through', async () => {
    const message = 'This variant is on a prescription: deactivate it instead.';
    const api = mockApi({
      '/api/admin/medications': emptyPage,
      'PUT /api/admin/medications/variants/4': {
        id: 4,
        medicationId: 1,
        medicationName: 'Sildenafil',
        strength: '50 mg',
        form: 'tablet',
        packSize: 12,
        priceCents: 4500,
        isActive: true,
        inUse: true,
        createdAt: '2026-03-01T00:00:00.000Z',
        updatedAt: '2026-03-02T00:00:00.000Z',
      },
      'DELETE /api/admin/medications/variants/4': mockFailure(409, message),
    });
    const { result } = renderHook(
      () => ({
        list: operations.adminMedications.useQuery({ query: { status: 'active' } }),
        update: operations.updateMedicationVariant.useMutation(),
        remove: operations.deleteMedicationVariant.useMutation(),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual(emptyPage));
    expect(api.callsTo('GET /api/admin/medications')[0]?.query).toEqual({ status: 'active' });
    await act(() =>
      result.current.update.trigger({
        params: { id: 4 },
        body: { strength: '50 mg', form: 'tablet', packSize: 12, priceCents: 4500 },
      }),
    );
    expect(api.callsTo('PUT /api/admin/medications/variants/4')[0]?.options.body).toEqual({
      strength: '50 mg',
      form: 'tablet',
      packSize: 12,
      priceCents: 4500,
    });
    // The list reloads after the edit.
    await waitFor(() => expect(api.callsTo('GET /api/admin/medications').length).toBeGreaterThan(1));
    await expect(act(() => result.current.remove.trigger({ params: { id: 4 } }))).rejects.toMatchObject({
      status: 409,
      message,
    });
  });
});

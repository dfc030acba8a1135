import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api as endpoints } from './contract-hooks';
import { mockFailure } from './mock';
import { myDataExportUrl, prescriptionPdfUrl, useChangePassword } from './patient';
import { mockApi } from './test-utils';

const profile = {
  firstName: 'Liam',
  lastName: 'Nguyen',
  email: 'patient@example.com',
  timezone: 'Australia/Perth',
};

describe('the patient profile', () => {
  it('puts the profile and reloads it', async () => {
    let firstName = 'Liam';
    const api = mockApi({
      '/api/profile': () => ({ ...profile, firstName }),
      'PUT /api/profile': ({ options }) => {
        firstName = (options.body as { firstName: string }).firstName;
        return { message: 'Your profile has been updated' };
      },
    });
    const { result } = renderHook(
      () => ({
        profile: endpoints.patient.patientProfile.useQuery(),
        update: endpoints.patient.updatePatientProfile.useMutation(),
      }),
      {
        wrapper: api.wrapper,
      },
    );
    await waitFor(() => expect(result.current.profile.data?.firstName).toBe('Liam'));
    await act(() => result.current.update.trigger({ body: { ...profile, firstName: 'Noah' } }));
    expect(api.callsTo('PUT /api/profile')[0]?.options.body).toEqual({ ...profile, firstName: 'Noah' });
    await waitFor(() => expect(result.current.profile.data?.firstName).toBe('Noah'));
  });

  it('rejects with the server message and field', async () => {
    const api = mockApi({
      'PUT /api/profile': () => mockFailure(400, 'Invalid Medicare number', { field: 'medicareNumber' }),
    });
    const { result } = renderHook(() => endpoints.patient.updatePatientProfile.useMutation(), {
      wrapper: api.wrapper,
    });
    await expect(result.current.trigger({ body: profile })).rejects.toMatchObject({
      message: 'Invalid Medicare number',
      status: 400,
    });
  });
});

describe('useChangePassword', () => {
  it('sends the current and new password only', async () => {
    const api = mockApi({
      'PUT /api/profile/password': () => ({ message: 'Password updated. Please sign in again.' }),
    });
    const { result } = renderHook(() => useChangePassword(), { wrapper: api.wrapper });
    // The form's values, confirmation included: only the two passwords may leave.
    const form = { currentPassword: 'Old#pass1', newPassword: 'New#pass2', confirmPassword: 'New#pass2' };
    await act(() => result.current.trigger(form));
    expect(api.callsTo('PUT /api/profile/password')[0]?.options.body).toEqual({
      currentPassword: 'Old#pass1',
      newPassword: 'New#pass2',
    });
  });
});

describe('the prescriptions', () => {
  it('reads the list', async () => {
    const api = mockApi({ '/api/prescriptions/mine': () => ({ items: [] }) });
    const { result } = renderHook(() => endpoints.patient.myPrescriptions.useQuery(), {
      wrapper: api.wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual({ items: [] }));
  });
});

describe('file links', () => {
  it('builds the prescription PDF and the data export URLs from the endpoint table', () => {
    expect(prescriptionPdfUrl(42)).toBe('/api/prescriptions/42/pdf');
    expect(myDataExportUrl).toBe('/api/profile/export');
  });
});

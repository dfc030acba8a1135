import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUser } from './auth';
import { api as endpoints } from './contract-hooks';
import { mockFailure } from './mock';
import { mockApi } from './test-utils';

const admin = { id: 1, email: 'admin@example.com', firstName: 'Ada', isAdmin: true, emailVerified: false };

describe('updateAdminProfile', () => {
  it('puts the profile and reloads the session user', async () => {
    let firstName = 'Ada';
    const api = mockApi({
      '/api/user': () => ({ ...admin, firstName }),
      'PUT /api/admin/profile': ({ options }) => {
        firstName = (options.body as { firstName: string }).firstName;
        return { message: 'Profile updated' };
      },
    });
    const { result } = renderHook(
      () => ({ session: useUser(), update: endpoints.profile.updateAdminProfile.useMutation() }),
      {
        wrapper: api.wrapper,
      },
    );
    await waitFor(() => expect(result.current.session.user?.firstName).toBe('Ada'));
    const profile = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: admin.email,
      timezone: 'Australia/Sydney',
    };
    await act(() => result.current.update.trigger({ body: profile }));
    expect(api.callsTo('PUT /api/admin/profile')[0]?.options.body).toEqual(profile);
    expect(result.current.session.user?.firstName).toBe('Grace');
  });
});

describe('changeAdminPassword', () => {
  it('sends the current and new password, then reloads the (now ended) session', async () => {
    let signedIn = true;
    const api = mockApi({
      '/api/user': () => (signedIn ? admin : mockFailure(401, 'Not authenticated')),
      'PUT /api/admin/password': () => {
        signedIn = false;
        return { message: 'Password updated' };
      },
    });
    const { result } = renderHook(
      () => ({ session: useUser(), change: endpoints.profile.changeAdminPassword.useMutation() }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.session.user?.id).toBe(1));
    const body = { currentPassword: 'Old#pass1', newPassword: 'New#pass2' };
    await act(() => result.current.change.trigger({ body }));
    expect(api.callsTo('PUT /api/admin/password')[0]?.options.body).toEqual({
      currentPassword: 'Old#pass1',
      newPassword: 'New#pass2',
    });
    expect(result.current.session.user).toBeNull();
  });

  it('rejects with the server message', async () => {
    const api = mockApi({ 'PUT /api/admin/password': mockFailure(400, 'Current password is incorrect') });
    const { result } = renderHook(() => endpoints.profile.changeAdminPassword.useMutation(), {
      wrapper: api.wrapper,
    });
    await expect(
      act(() => result.current.trigger({ body: { currentPassword: 'x', newPassword: 'New#pass2' } })),
    ).rejects.toMatchObject({ status: 400, message: 'Current password is incorrect' });
  });
});

describe('email verification', () => {
  it('asks the status for the email, sends a code and verifies it, then reloads the status', async () => {
    let verified = false;
    const api = mockApi({
      '/api/auth/email-verification-status': () => ({ verified }),
      'POST /api/auth/send-email-otp': { message: 'Verification code sent' },
      'POST /api/auth/verify-email-otp': ({ options }) => {
        if ((options.body as { otp: string }).otp !== '123456')
          return mockFailure(400, 'Invalid verification code.');
        verified = true;
        return { message: 'Email verified' };
      },
    });
    const { result } = renderHook(
      () => ({
        status: endpoints.profile.emailVerificationStatus.useQuery({ query: { email: admin.email } }),
        send: endpoints.profile.sendEmailOtp.useMutation(),
        verify: endpoints.profile.verifyEmailOtp.useMutation(),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.status.data).toEqual({ verified: false }));
    expect(api.callsTo('GET /api/auth/email-verification-status')[0]?.query).toEqual({ email: admin.email });

    await act(() => result.current.send.trigger({ body: { email: admin.email } }));
    expect(api.callsTo('POST /api/auth/send-email-otp')[0]?.options.body).toEqual({ email: admin.email });

    await expect(
      act(() => result.current.verify.trigger({ body: { email: admin.email, otp: '000000' } })),
    ).rejects.toMatchObject({ message: 'Invalid verification code.' });
    await act(() => result.current.verify.trigger({ body: { email: admin.email, otp: '123456' } }));
    expect(result.current.status.data).toEqual({ verified: true });
  });

  it('asks nothing without an email', () => {
    const api = mockApi({});
    renderHook(() => endpoints.profile.emailVerificationStatus.useQuery(null), { wrapper: api.wrapper });
    expect(api.calls).toHaveLength(0);
  });
});

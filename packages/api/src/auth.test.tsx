import type { User } from '@telehealth/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useLogin, useLogout, useUser } from './auth';
import { MockApiProvider, type MockResponses, mockFailure } from './mock';

const patient: User = {
  id: 4,
  email: 'patient@example.com',
  firstName: 'Pat',
  lastName: 'Lee',
  phone: null,
  role: 'patient',
  isAdmin: false,
  isPractitioner: false,
  isContentWriter: false,
  timezone: 'Australia/Sydney',
  emailVerified: true,
  contactEmail: null,
  contactMobile: null,
  address: null,
  addressLine2: null,
  suburb: null,
  state: null,
  postcode: null,
  country: 'Australia',
  dpid: null,
};

function wrapperFor(responses: MockResponses) {
  return ({ children }: { children: ReactNode }) => (
    <MockApiProvider responses={responses}>{children}</MockApiProvider>
  );
}

describe('useUser', () => {
  it('gives null for a 401 instead of an error', async () => {
    const { result } = renderHook(() => useUser(), {
      wrapper: wrapperFor({ '/api/user': mockFailure(401, 'Not authenticated') }),
    });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current.error).toBeUndefined();
  });

  it('gives the signed-in user', async () => {
    const { result } = renderHook(() => useUser(), { wrapper: wrapperFor({ '/api/user': patient }) });
    await waitFor(() => expect(result.current.user?.email).toBe('patient@example.com'));
  });
});

describe('useLogin and useLogout', () => {
  it('stores the user on login and clears it on logout', async () => {
    let signedIn = false;
    const responses: MockResponses = {
      '/api/user': () => (signedIn ? patient : mockFailure(401, 'Not authenticated')),
      'POST /api/auth/login': () => {
        signedIn = true;
        return patient;
      },
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { message: 'Logged out successfully' };
      },
    };
    const { result } = renderHook(() => ({ session: useUser(), login: useLogin(), logout: useLogout() }), {
      wrapper: wrapperFor(responses),
    });
    await waitFor(() => expect(result.current.session.user).toBeNull());
    await act(() =>
      result.current.login.trigger({ email: 'patient@example.com', password: 'Telehealth#2026' }),
    );
    await waitFor(() => expect(result.current.session.user?.id).toBe(4));
    await act(() => result.current.logout.trigger());
    await waitFor(() => expect(result.current.session.user).toBeNull());
  });

  it('rejects with the server message and field on a failed login', async () => {
    const { result } = renderHook(() => useLogin(), {
      wrapper: wrapperFor({ 'POST /api/auth/login': mockFailure(401, 'Invalid email or password') }),
    });
    await expect(
      act(() => result.current.trigger({ email: 'patient@example.com', password: 'wrong' })),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
  });
});

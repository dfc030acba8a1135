import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from './contract-hooks';
import { MockApiProvider, mockFailure } from './mock';

describe('api.dashboards.adminSummary', () => {
  it('reads the admin summary through the default fetcher', async () => {
    const summary = { patients: 12, practitioners: 3 };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockApiProvider responses={{ '/api/admin/summary': summary }}>{children}</MockApiProvider>
    );
    const { result } = renderHook(() => api.dashboards.adminSummary.useQuery(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(summary));
  });

  it('surfaces a 403 as an ApiError', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockApiProvider
        responses={{ '/api/admin/summary': mockFailure(403, 'You do not have permission to do this') }}
      >
        {children}
      </MockApiProvider>
    );
    const { result } = renderHook(() => api.dashboards.adminSummary.useQuery(), { wrapper });
    await waitFor(() => expect(result.current.error?.status).toBe(403));
    expect(result.current.error?.message).toBe('You do not have permission to do this');
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from './contract-hooks';
import { mockFailure } from './mock';
import { presets } from './presets';
import { mockApi } from './test-utils';

const summary = {
  user: { id: 2, firstName: 'Sarah', lastName: 'Chen', role: 'practitioner' },
  unread: 1,
  online: true,
};

describe('conversations', () => {
  it('reads GET /api/messages/conversations', async () => {
    const { wrapper, callsTo } = mockApi({ '/api/messages/conversations': [summary] });
    const { result } = renderHook(() => api.chat.conversations.useQuery({}, presets.realtime), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([summary]));
    expect(callsTo('GET /api/messages/conversations')).toHaveLength(1);
  });

  it('surfaces a failure as an ApiError', async () => {
    const { wrapper } = mockApi({ '/api/messages/conversations': mockFailure(500, 'Internal error') });
    const { result } = renderHook(() => api.chat.conversations.useQuery({}, presets.realtime), { wrapper });
    await waitFor(() => expect(result.current.error?.status).toBe(500));
  });
});

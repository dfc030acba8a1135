import type { Campaign } from '@telehealth/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useActiveCampaigns, useSubmitCampaignEmail } from './campaigns';
import { mockFailure } from './mock';
import { mockApi } from './test-utils';

const welcome: Campaign = {
  instanceId: 'spring-welcome',
  type: 'welcome_popup',
  isActive: true,
  delaySeconds: 3,
  htmlTemplate: '<div class="popup"></div>',
  editableSections: {
    title: 'Welcome',
    tagline: '10% off',
    'button-label': 'Send',
    'bottom-note': 'No spam',
  },
};

describe('useActiveCampaigns', () => {
  it('lists the active campaigns', async () => {
    const api = mockApi({ '/api/campaigns/active': [welcome] });
    const { result } = renderHook(() => useActiveCampaigns(), { wrapper: api.wrapper });
    await waitFor(() => expect(result.current.data).toEqual([welcome]));
  });

  it('throws on 401', async () => {
    const api = mockApi({ '/api/campaigns/active': mockFailure(401, 'Not authenticated') });
    const { result } = renderHook(() => useActiveCampaigns(), { wrapper: api.wrapper });
    await waitFor(() => expect(result.current.error?.status).toBe(401));
    expect(result.current.data).toBeUndefined();
  });
});

describe('useSubmitCampaignEmail', () => {
  const submission = {
    campaignInstanceId: 'spring-welcome',
    email: 'ada@example.com',
    sourceUrl: 'https://x.example/',
  };

  it('posts instance, email and source URL', async () => {
    const api = mockApi({ 'POST /api/campaigns/submit-email': { message: 'Subscribed' } });
    const { result } = renderHook(() => useSubmitCampaignEmail(), { wrapper: api.wrapper });
    await act(() => result.current.trigger(submission));
    expect(api.callsTo('POST /api/campaigns/submit-email')[0]?.options.body).toEqual(submission);
  });

  it('rejects a repeated email with 409, for the Already Subscribed toast', async () => {
    const api = mockApi({
      'POST /api/campaigns/submit-email': mockFailure(
        409,
        'This email is already subscribed to this campaign.',
      ),
    });
    const { result } = renderHook(() => useSubmitCampaignEmail(), { wrapper: api.wrapper });
    await expect(act(() => result.current.trigger(submission))).rejects.toMatchObject({ status: 409 });
  });
});

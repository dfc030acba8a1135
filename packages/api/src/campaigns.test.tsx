import type { Campaign } from '@telehealth/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api as endpoints } from './contract-hooks';
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

describe('the active campaigns', () => {
  it('lists the active campaigns', async () => {
    const api = mockApi({ '/api/campaigns/active': [welcome] });
    const { result } = renderHook(() => endpoints.campaigns.activeCampaigns.useQuery(), {
      wrapper: api.wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual([welcome]));
  });

  it('throws on 401', async () => {
    const api = mockApi({ '/api/campaigns/active': mockFailure(401, 'Not authenticated') });
    const { result } = renderHook(() => endpoints.campaigns.activeCampaigns.useQuery(), {
      wrapper: api.wrapper,
    });
    await waitFor(() => expect(result.current.error?.status).toBe(401));
    expect(result.current.data).toBeUndefined();
  });
});

describe('the campaign email sign-up', () => {
  const submission = {
    campaignInstanceId: 'spring-welcome',
    email: 'ada@example.com',
    sourceUrl: 'https://x.example/',
  };

  it('posts instance, email and source URL', async () => {
    const api = mockApi({ 'POST /api/campaigns/submit-email': { message: 'Subscribed' } });
    const { result } = renderHook(() => endpoints.campaigns.submitCampaignEmail.useMutation(), {
      wrapper: api.wrapper,
    });
    await act(() => result.current.trigger({ body: submission }));
    expect(api.callsTo('POST /api/campaigns/submit-email')[0]?.options.body).toEqual(submission);
  });

  it('rejects a repeated email with 409, for the Already Subscribed toast', async () => {
    const api = mockApi({
      'POST /api/campaigns/submit-email': mockFailure(
        409,
        'This email is already subscribed to this campaign.',
      ),
    });
    const { result } = renderHook(() => endpoints.campaigns.submitCampaignEmail.useMutation(), {
      wrapper: api.wrapper,
    });
    await expect(act(() => result.current.trigger({ body: submission }))).rejects.toMatchObject({
      status: 409,
    });
  });
});

describe('the unsubscribe link', () => {
  it('sends the token, and asks nothing without one', async () => {
    const api = mockApi({ '/api/campaigns/unsubscribe': { message: 'Unsubscribed' } });
    const { result } = renderHook(
      () => ({
        link: endpoints.campaigns.unsubscribeCampaign.useQuery({ query: { token: 'a'.repeat(32) } }),
        none: endpoints.campaigns.unsubscribeCampaign.useQuery(null),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.link.data).toEqual({ message: 'Unsubscribed' }));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.query).toEqual({ token: 'a'.repeat(32) });
  });
});

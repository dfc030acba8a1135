import type { CampaignSubmitInput } from '@telehealth/contract';
import { useEndpoint, useEndpointMutation } from './endpoint';

/**
 * `GET /api/campaigns/active`: the popups to show. A 401 throws (the default). `enabled: false` asks nothing (a
 * visitor who can be shown no popup any more).
 */
export function useActiveCampaigns(options: { enabled?: boolean } = {}) {
  return useEndpoint('activeCampaigns', options.enabled === false ? null : {});
}

/**
 * `POST /api/campaigns/submit-email` with campaignInstanceId, email and sourceUrl. A repeated email
 * rejects with status 409 ('Already Subscribed'); other failures with their status.
 */
export function useSubmitCampaignEmail() {
  return useEndpointMutation('submitCampaignEmail', (body: CampaignSubmitInput) => ({ body }));
}

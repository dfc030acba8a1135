import {
  type Campaign,
  type CampaignSubmitInput,
  endpoints,
  type MessageResponse,
} from '@telehealth/contract';
import useSWR from 'swr';
import type { ApiError } from './errors';
import { useApiMutation } from './mutation';

/** `GET /api/campaigns/active`: the popups to show. A 401 throws (the default). */
export function useActiveCampaigns() {
  return useSWR<Campaign[], ApiError>(endpoints.activeCampaigns);
}

/**
 * `POST /api/campaigns/submit-email` with campaignInstanceId, email and sourceUrl. A repeated email
 * rejects with status 409 ('Already Subscribed'); other failures with their status.
 */
export function useSubmitCampaignEmail() {
  return useApiMutation<MessageResponse, CampaignSubmitInput>(
    'POST',
    endpoints.campaignSubmitEmail,
    (client, input) => client.request('POST', endpoints.campaignSubmitEmail, { body: input }),
  );
}

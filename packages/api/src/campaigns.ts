import { buildPath, type CampaignSubmitInput, routes } from '@telehealth/contract';
import { useEndpoint, useEndpointMutation } from './endpoint';

/**
 * `GET /api/campaigns/active`: the popups to show. A 401 throws (the default). `enabled: false` asks nothing (a
 * visitor who can be shown no popup any more). Kept by hand, as the submit below: the popups load with the first page,
 * which does not carry the derived `api`.
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

/** The address of a campaign's submissions as CSV, for a download link (the browser sends the session cookie). */
export function campaignSubmissionsCsvUrl(id: number): string {
  return buildPath(routes.exportCampaignSubmissions.path, { id });
}

/**
 * `GET /api/campaigns/unsubscribe?token=`: the unsubscribe link of a campaign email. Kept by hand because it is asked
 * once (it is idempotent, but nothing needs asking again). Nothing is asked without a token.
 */
export function useUnsubscribeCampaign(token: string | null) {
  return useEndpoint('unsubscribeCampaign', token ? { query: { token } } : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}

import { buildPath, type CampaignInput, type CampaignSubmitInput, routes } from '@telehealth/contract';
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

/** `GET /api/admin/campaigns`: every campaign with its submissions count. */
export function useAdminCampaigns() {
  return useEndpoint('listCampaigns', {});
}

const reloadCampaigns = { revalidate: ['listCampaigns', 'activeCampaigns'] } as const;

/** `POST /api/admin/campaigns`; the lists reload. */
export function useCreateCampaign() {
  return useEndpointMutation('createCampaign', (body: CampaignInput) => ({ body }), reloadCampaigns);
}

/** `PUT /api/admin/campaigns/{id}`; the lists reload. */
export function useUpdateCampaign() {
  return useEndpointMutation(
    'updateCampaign',
    ({ id, ...body }: CampaignInput & { id: number }) => ({ params: { id }, body }),
    reloadCampaigns,
  );
}

/** `PATCH /api/admin/campaigns/{id}/active`: activate or deactivate; the lists reload. */
export function useSetCampaignActive() {
  return useEndpointMutation(
    'setCampaignActive',
    ({ id, isActive }: { id: number; isActive: boolean }) => ({ params: { id }, body: { isActive } }),
    reloadCampaigns,
  );
}

/** `GET /api/admin/campaigns/{id}/submissions`; nothing is asked while `id` is null. */
export function useCampaignSubmissions(id: number | null) {
  return useEndpoint('listCampaignSubmissions', id === null ? null : { params: { id } });
}

/** The address of a campaign's submissions as CSV, for a download link (the browser sends the session cookie). */
export function campaignSubmissionsCsvUrl(id: number): string {
  return buildPath(routes.exportCampaignSubmissions.path, { id });
}

/**
 * `GET /api/campaigns/unsubscribe?token=`: the unsubscribe link of a campaign email, asked once (it is idempotent,
 * but nothing needs asking again). Nothing is asked without a token.
 */
export function useUnsubscribeCampaign(token: string | null) {
  return useEndpoint('unsubscribeCampaign', token ? { query: { token } } : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}

import { campaignEndpoints, campaignMessages, safeTimeZone } from '@telehealth/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditRequest } from '../audit';
import { promoCodeValues } from '../delivery/email-values';
import { sendTemplateEmail } from '../delivery/templates';
import { sendCsv } from '../http/csv';
import { registerDomain } from '../http/endpoint';
import { clientAddress, type RateLimitPolicy, routeRateLimit } from '../rate-limit';
import * as service from './service';

/** Popup sign-ups per client address, on the shared rate-limit table; every attempt counts. */
export const CAMPAIGN_SUBMIT_RATE_LIMIT = {
  name: 'campaign-submit',
  max: 5,
  windowMs: 10 * 60 * 1000,
  message: campaignMessages.rateLimited,
} as const satisfies RateLimitPolicy;

/** Visitors may be shown a changed campaign up to this late; the list is the same for everyone. */
const ACTIVE_CACHE_CONTROL = 'public, max-age=60';

/** Marketing popups: the public list and sign-up, the unsubscribe link, and the admin screen's CRUD. */
export async function campaignRoutes(app: FastifyInstance): Promise<void> {
  const { db, now, config } = app.ctx;

  const audited = async (
    request: FastifyRequest,
    action: string,
    campaign: { id: number; name?: string; type?: string; isActive?: boolean },
  ) => {
    await auditRequest(request, {
      action: `campaign.${action}`,
      targetType: 'campaign',
      targetId: campaign.id,
      details: { name: campaign.name, type: campaign.type, isActive: campaign.isActive },
    });
  };

  registerDomain(app, campaignEndpoints, {
    activeCampaigns: {
      handler: async () => service.activeCampaigns(db),
      options: {
        // Route-level onSend runs after the app's `no-store` for the API: the list holds nothing personal.
        onSend: async (_request, reply, payload) => {
          if (reply.statusCode === 200) reply.header('Cache-Control', ACTIVE_CACHE_CONTROL);
          return payload;
        },
      },
    },
    submitCampaignEmail: {
      handler: async (request) => {
        const stored = await service.submitEmail(db, request.body, clientAddress(request), now());
        if (stored.promoCode) {
          // The web page, which asks `GET /api/campaigns/unsubscribe` as it opens and says what happened.
          const unsubscribeUrl = new URL('/unsubscribe', config.delivery.appUrl);
          unsubscribeUrl.searchParams.set('token', stored.unsubscribeToken);
          // Delivery never throws and records its own failures: the sign-up stands either way.
          await sendTemplateEmail(
            db,
            app.delivery,
            'promo_code_delivery',
            request.body.email,
            { firstName: 'there', ...promoCodeValues(stored.promoCode, safeTimeZone(undefined)) },
            { type: 'campaign_submission', id: stored.campaign.id },
            { unsubscribeUrl: unsubscribeUrl.href },
          );
        }
        return { message: campaignMessages.success };
      },
      options: { config: { rateLimit: routeRateLimit(CAMPAIGN_SUBMIT_RATE_LIMIT) } },
    },
    unsubscribeCampaign: async ({ query }) => {
      await service.unsubscribe(db, query.token, now());
      return { message: campaignMessages.unsubscribed };
    },
    listCampaigns: async () => service.listCampaigns(db),
    createCampaign: async (request) => {
      const created = await service.createCampaign(db, request.body, now());
      await audited(request, 'create', created);
      return created;
    },
    updateCampaign: async (request) => {
      const updated = await service.updateCampaign(db, request.params.id, request.body, now());
      await audited(request, 'update', updated);
      return updated;
    },
    setCampaignActive: async (request) => {
      const updated = await service.setCampaignActive(db, request.params.id, request.body.isActive, now());
      await audited(request, updated.isActive ? 'activate' : 'deactivate', updated);
      return updated;
    },
    listCampaignSubmissions: async ({ params }) => service.listSubmissions(db, params.id),
    exportCampaignSubmissions: async (request, reply) => {
      const rows = await service.listSubmissions(db, request.params.id);
      await audited(request, 'export_submissions', { id: request.params.id });
      return sendCsv(reply, `campaign-${request.params.id}-submissions.csv`, service.submissionsCsv(rows));
    },
  });
}

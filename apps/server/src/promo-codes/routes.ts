import { promoCodeEndpoints, promoCodeMessages } from '@telehealth/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditRequest } from '../audit';
import { registerDomain } from '../http/endpoint';
import { routeRateLimit } from '../rate-limit';
import { PROMO_VALIDATE_RATE_LIMIT } from './rate-limit';
import * as service from './service';

/** `/admin/promo-codes` and the checkout's code check (docs/product/campaigns.md). */
export async function promoCodeRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;

  const audited = async (
    request: FastifyRequest,
    action: string,
    code: { id: number; code?: string; isActive?: boolean },
  ) => {
    await auditRequest(request, {
      action: `promo_code.${action}`,
      targetType: 'promo_code',
      targetId: code.id,
      details: { code: code.code, isActive: code.isActive },
    });
  };

  registerDomain(app, promoCodeEndpoints, {
    listPromoCodes: async () => service.listPromoCodes(db),
    createPromoCode: async (request) => {
      const created = await service.createPromoCode(db, request.body, now());
      await audited(request, 'create', created);
      return created;
    },
    updatePromoCode: async (request) => {
      const updated = await service.updatePromoCode(db, request.params.id, request.body, now());
      await audited(request, 'update', updated);
      return updated;
    },
    setPromoCodeActive: async (request) => {
      const { params, body } = request;
      const changed = await service.setPromoCodeActive(db, params.id, body.isActive, now());
      await audited(request, body.isActive ? 'activate' : 'deactivate', changed);
      return changed;
    },
    deletePromoCode: async (request) => {
      await service.deletePromoCode(db, request.params.id);
      await audited(request, 'delete', { id: request.params.id });
      return { message: promoCodeMessages.deleted };
    },
    listPromoRedemptions: async ({ params }) => service.listRedemptions(db, params.id),
    validatePromoCode: {
      handler: async (request) => {
        const session = await request.session();
        return service.validatePromoCode(db, request.body, session?.user.id ?? null, now());
      },
      options: { config: { rateLimit: routeRateLimit(PROMO_VALIDATE_RATE_LIMIT) } },
    },
  });
}

import { endpoints, promoCodeMessages } from '@telehealth/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditRequest } from '../audit';
import { registerEndpoint } from '../http/endpoint';
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

  registerEndpoint(app, endpoints.listPromoCodes, async () => service.listPromoCodes(db));
  registerEndpoint(app, endpoints.createPromoCode, async (request) => {
    const created = await service.createPromoCode(db, request.body, now());
    await audited(request, 'create', created);
    return created;
  });
  registerEndpoint(app, endpoints.updatePromoCode, async (request) => {
    const updated = await service.updatePromoCode(db, request.params.id, request.body, now());
    await audited(request, 'update', updated);
    return updated;
  });
  registerEndpoint(app, endpoints.deletePromoCode, async (request) => {
    await service.deletePromoCode(db, request.params.id);
    await audited(request, 'delete', { id: request.params.id });
    return { message: promoCodeMessages.deleted };
  });
  registerEndpoint(app, endpoints.listPromoRedemptions, async ({ params }) =>
    service.listRedemptions(db, params.id),
  );
  registerEndpoint(
    app,
    endpoints.validatePromoCode,
    async (request) => {
      const session = await request.session();
      return service.validatePromoCode(db, request.body, session?.user.id ?? null, now());
    },
    { config: { rateLimit: routeRateLimit(PROMO_VALIDATE_RATE_LIMIT) } },
  );
}

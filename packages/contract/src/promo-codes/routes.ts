import type { Route } from '../endpoint/route';

/** The promo-codes endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const promoCodeRoutes = {
  listPromoCodes: {
    method: 'GET',
    path: '/api/admin/promo-codes',
    access: 'admin',
    tag: 'promo codes',
  },
  createPromoCode: {
    method: 'POST',
    path: '/api/admin/promo-codes',
    access: 'admin',
    tag: 'promo codes',
    status: 201,
    invalidates: ['listPromoCodes', 'listCampaigns'],
  },
  updatePromoCode: {
    method: 'PUT',
    path: '/api/admin/promo-codes/:id',
    access: 'admin',
    tag: 'promo codes',
    invalidates: ['listPromoCodes', 'listCampaigns'],
  },
  setPromoCodeActive: {
    method: 'PATCH',
    path: '/api/admin/promo-codes/:id/active',
    access: 'admin',
    tag: 'promo codes',
    invalidates: ['listPromoCodes', 'listCampaigns'],
  },
  deletePromoCode: {
    method: 'DELETE',
    path: '/api/admin/promo-codes/:id',
    access: 'admin',
    tag: 'promo codes',
    invalidates: ['listPromoCodes', 'listCampaigns'],
  },
  listPromoRedemptions: {
    method: 'GET',
    path: '/api/admin/promo-codes/:id/redemptions',
    access: 'admin',
    tag: 'promo codes',
  },
  validatePromoCode: {
    method: 'POST',
    path: '/api/promo-codes/validate',
    access: 'public',
    tag: 'promo codes',
  },
} as const satisfies Record<string, Route>;

import { z } from 'zod';
import { defineEndpoints, idParams } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { messageResponse } from '../responses';
import { promoCode, promoCodeInput, promoDiscount, promoRedemption, promoValidateInput } from './promo-codes';
import { promoCodeRoutes } from './routes';

/** The promo-codes endpoints' schemas, summaries and error answers, under the names of `promoCodeRoutes`. */
export const promoCodeEndpoints = defineEndpoints(promoCodeRoutes, {
  listPromoCodes: {
    summary: 'Every promo code',
    response: z.array(promoCode),
  },
  createPromoCode: {
    summary: 'Create a promo code; codes are unique whatever their case',
    body: promoCodeInput,
    response: promoCode,
    errors: { 409: apiErrorBody },
  },
  updatePromoCode: {
    summary: 'Edit or deactivate a promo code',
    params: idParams,
    body: promoCodeInput,
    response: promoCode,
    errors: { 409: apiErrorBody },
  },
  setPromoCodeActive: {
    summary: 'Activate or deactivate a promo code, changing nothing else',
    params: idParams,
    body: z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) }),
    response: promoCode,
  },
  deletePromoCode: {
    summary: 'Delete a promo code never redeemed; 409 once redeemed',
    params: idParams,
    response: messageResponse,
    errors: { 409: apiErrorBody },
  },
  listPromoRedemptions: {
    summary: "A code's redemptions (payments that used it)",
    params: idParams,
    response: z.array(promoRedemption),
  },
  validatePromoCode: {
    summary: "The discount a code gives, or 400 'Invalid or expired promo code'",
    body: promoValidateInput,
    response: promoDiscount,
    errors: { 429: apiErrorBody },
  },
});

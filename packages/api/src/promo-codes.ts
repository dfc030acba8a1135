import type { PromoCodeInput, PromoValidateInput } from '@telehealth/contract';
import { useEndpoint, useEndpointMutation } from './endpoint';

/** `GET /api/admin/promo-codes`. */
export function usePromoCodes() {
  return useEndpoint('listPromoCodes', {});
}

const reloadPromoCodes = { revalidate: ['listPromoCodes', 'listCampaigns'] } as const;

/** `POST /api/admin/promo-codes`; 409 on a code that exists in any case. */
export function useCreatePromoCode() {
  return useEndpointMutation('createPromoCode', (body: PromoCodeInput) => ({ body }), reloadPromoCodes);
}

/** `PUT /api/admin/promo-codes/{id}` (also how a code is deactivated). */
export function useUpdatePromoCode() {
  return useEndpointMutation(
    'updatePromoCode',
    ({ id, ...body }: PromoCodeInput & { id: number }) => ({ params: { id }, body }),
    reloadPromoCodes,
  );
}

/** `DELETE /api/admin/promo-codes/{id}`; 409 once the code has been redeemed. */
export function useDeletePromoCode() {
  return useEndpointMutation('deletePromoCode', (id: number) => ({ params: { id } }), reloadPromoCodes);
}

/** `GET /api/admin/promo-codes/{id}/redemptions`; nothing is asked while `id` is null. */
export function usePromoRedemptions(id: number | null) {
  return useEndpoint('listPromoRedemptions', id === null ? null : { params: { id } });
}

/** `POST /api/promo-codes/validate`: the discount, or 400 'Invalid or expired promo code'. */
export function useValidatePromoCode() {
  return useEndpointMutation('validatePromoCode', (body: PromoValidateInput) => ({ body }));
}

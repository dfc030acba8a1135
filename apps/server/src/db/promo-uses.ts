import { and, eq, inArray, sql } from 'drizzle-orm';
import { payments } from './schema';

/**
 * A promo code's uses are the payments made with it that hold a use: reserved while pending, kept once taken (even
 * if refunded since), given back by failing. They are counted from the rows, never stored beside them, so the count
 * and the redemptions list cannot disagree (docs/product/campaigns.md).
 */
export const redeemingStatuses = ['pending', 'succeeded', 'refunded'] as const;

/** The payments that redeem code `id`. */
export const redeemsPromoCode = (id: number) =>
  and(eq(payments.promoCodeId, id), inArray(payments.status, [...redeemingStatuses]));

/**
 * A code's uses, for a query over `promo_codes`. The columns are named in full: drizzle leaves a lone table's
 * columns unqualified, and an unqualified `id` inside the subquery would be the payment's.
 */
export const promoUsesSql =
  sql<number>`(select count(*)::int from "payments" where "payments"."promo_code_id" = "promo_codes"."id" and "payments"."status" in (${sql.join(
    redeemingStatuses.map((status) => sql`${status}`),
    sql`, `,
  )}))`.mapWith(Number);

import { z } from 'zod';
import { safeString } from '../text';

export const discountTypes = ['percentage', 'fixed_amount'] as const;
export const discountType = z.enum(discountTypes, {
  error: 'Discount type must be percentage or fixed_amount',
});
export type DiscountType = z.infer<typeof discountType>;

export const promoValidFor = ['assessment', 'prescription', 'both'] as const;
export const promoValidForSchema = z.enum(promoValidFor, {
  error: 'Valid for must be assessment, prescription or both',
});
export type PromoValidFor = z.infer<typeof promoValidForSchema>;

/** What a code is being applied to at checkout. */
export const promoAppliesTo = z.enum(['assessment', 'prescription'], {
  error: 'Applies to must be assessment or prescription',
});

/** The largest fixed discount, in AUD cents ($10,000). */
export const PROMO_MAX_FIXED_CENTS = 1_000_000;

export const promoCodeMessages = {
  codeFormat: 'Code must be 3 to 32 letters, numbers, hyphens or underscores',
  codeTaken: 'A promo code with this code already exists',
  percentageRange: 'Percentage must be a whole number from 1 to 100',
  amountRange: 'Amount must be from $0.01 to $10,000.00',
  datesOrder: 'End date must be after the start date',
  dateInvalid: 'Enter a valid date',
  limitPositive: 'Limit must be a whole number of at least 1',
  invalid: 'Invalid or expired promo code',
  /** A live code used on the product it is not for: what it is for (docs/product/campaigns.md). */
  onlyFor: {
    prescription: 'This code is for prescription orders only.',
    assessment: 'This code is for assessments only.',
  },
  redeemedCannotDelete: 'This promo code has been redeemed, so it cannot be deleted. Deactivate it instead.',
  deleted: 'Promo code deleted',
  notFound: 'Promo code not found',
  rateLimited: 'Too many promo code attempts. Please try again later.',
} as const;

const optionalDate = z
  .union([z.iso.datetime({ offset: true, message: promoCodeMessages.dateInvalid }), z.null()])
  .default(null);
const optionalLimit = z
  .number({ error: promoCodeMessages.limitPositive })
  .int({ message: promoCodeMessages.limitPositive })
  .min(1, { message: promoCodeMessages.limitPositive })
  .max(1_000_000, { message: promoCodeMessages.limitPositive })
  .nullable()
  .default(null);

/**
 * `/admin/promo-codes` create and edit (docs/product/campaigns.md). `value` is percentage points for `percentage` (1 to 100)
 * and AUD cents for `fixed_amount` (the form shows dollars). Codes are unique whatever their case.
 */
export const promoCodeInput = z
  .object({
    code: safeString({ error: promoCodeMessages.codeFormat })
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, { message: promoCodeMessages.codeFormat }),
    discountType,
    value: z.number({ error: promoCodeMessages.percentageRange }),
    validFor: promoValidForSchema.default('both'),
    startsAt: optionalDate,
    expiresAt: optionalDate,
    maxUses: optionalLimit,
    maxUsesPerPatient: optionalLimit,
    isActive: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    if (value.discountType === 'percentage') {
      if (!Number.isInteger(value.value) || value.value < 1 || value.value > 100)
        context.addIssue({ code: 'custom', message: promoCodeMessages.percentageRange, path: ['value'] });
    } else if (!Number.isInteger(value.value) || value.value < 1 || value.value > PROMO_MAX_FIXED_CENTS) {
      context.addIssue({ code: 'custom', message: promoCodeMessages.amountRange, path: ['value'] });
    }
    if (value.startsAt && value.expiresAt && Date.parse(value.expiresAt) <= Date.parse(value.startsAt))
      context.addIssue({ code: 'custom', message: promoCodeMessages.datesOrder, path: ['expiresAt'] });
  });
export type PromoCodeInput = z.input<typeof promoCodeInput>;

export const promoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType,
  value: z.number().int(),
  validFor: promoValidForSchema,
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerPatient: z.number().int().nullable(),
  uses: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCode>;

/** One payment that used a code. */
export const promoRedemption = z.object({
  paymentId: z.number().int(),
  email: z.string(),
  amountCents: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
});
export type PromoRedemption = z.infer<typeof promoRedemption>;

/** `POST /api/promo-codes/validate`. */
export const promoValidateInput = z.object({
  code: safeString({ error: promoCodeMessages.invalid })
    .trim()
    .min(1, { message: promoCodeMessages.invalid })
    .max(64, { message: promoCodeMessages.invalid }),
  appliesTo: promoAppliesTo,
});
export type PromoValidateInput = z.input<typeof promoValidateInput>;

/** The discount a valid code gives. */
export const promoDiscount = z.object({
  code: z.string(),
  discountType,
  value: z.number().int(),
  validFor: promoValidForSchema,
});
export type PromoDiscount = z.infer<typeof promoDiscount>;

/** The discount in cents on a price in cents: never more than the price. */
export function discountCents(discount: Pick<PromoDiscount, 'discountType' | 'value'>, priceCents: number) {
  const off =
    discount.discountType === 'percentage' ? Math.round((priceCents * discount.value) / 100) : discount.value;
  return Math.min(priceCents, Math.max(0, off));
}

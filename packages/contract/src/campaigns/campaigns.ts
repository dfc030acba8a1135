import { z } from 'zod';
import { emailAddress } from '../auth/auth';
import { namesPrescriptionOnlyMedicine } from '../medicines/prescription-only';
import { safeString } from '../text';

export const campaignTypes = ['welcome_popup', 'exit_intent'] as const;
export const campaignType = z.enum(campaignTypes, {
  error: 'Campaign type must be welcome_popup or exit_intent',
});
export type CampaignType = z.infer<typeof campaignType>;

/** The texts a popup template exposes for editing. */
export const campaignSectionKeys = ['title', 'tagline', 'button-label', 'bottom-note'] as const;
export type CampaignSectionKey = (typeof campaignSectionKeys)[number];

/** Timings and limits. */
export const campaignTiming = {
  welcomeDelaySeconds: 3,
  exitIntentDelaySeconds: 2,
  /** The cursor must come this close to the top edge to trigger the exit-intent popup. */
  exitIntentTopPx: 20,
  autoCloseMs: 3000,
  /** Submission records kept in the browser, for the current day only. */
  historySize: 2,
  popupMaxWidthPx: 500,
} as const;

/** Toasts and states, word for word. */
export const campaignMessages = {
  submitting: 'Submitting...',
  thankYouTitle: 'Thank You!',
  thankYou: 'Check your email for special offers and updates!',
  successTitle: 'Success!',
  success: 'Thank you for subscribing. Check your email for exclusive offers!',
  alreadySubscribedTitle: 'Already Subscribed',
  alreadySubscribed: 'This email is already subscribed to this campaign.',
  failedTitle: 'Submission Failed',
  failed: 'There was an error submitting your email. Please try again.',
  campaignNotFound: 'Campaign not found',
  /** Copy naming a prescription-only medicine. */
  advertisingRefused: 'Advertising prescription-only medicines to the public is not allowed.',
  nameRequired: 'Name is required',
  delayRange: 'Delay must be a whole number of seconds from 0 to 600',
  templateTooLong: 'The template must be at most 50000 characters',
  templateNotText: 'The template must be text',
  activeNotBoolean: 'isActive must be true or false',
  sectionTooLong: 'Each text must be at most 500 characters',
  promoCodeNotFound: 'Promo code not found',
  unsubscribed: 'You have been unsubscribed. You will receive no further campaign emails.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  rateLimited: 'Too many sign-ups from this address. Please try again later.',
} as const;

/** An active marketing popup as `GET /api/campaigns/active` lists it (docs/product/campaigns.md). */
export const campaign = z.object({
  instanceId: safeString(),
  type: campaignType,
  isActive: z.boolean(),
  delaySeconds: z.number().nonnegative(),
  /** The popup's HTML; its styles are read for overlay, popup, header, close, title, tagline, content, input, button and note. */
  htmlTemplate: safeString(),
  editableSections: z.partialRecord(z.enum(campaignSectionKeys), safeString()),
});
export type Campaign = z.infer<typeof campaign>;

const sectionText = safeString().trim().max(500, { message: campaignMessages.sectionTooLong });

/** An admin's campaign (docs/product/campaigns.md): create and edit. The template is sanitised by the server on save. */
export const campaignInput = z
  .object({
    name: safeString({ error: campaignMessages.nameRequired })
      .trim()
      .min(1, { message: campaignMessages.nameRequired })
      .max(120, { message: campaignMessages.nameRequired }),
    type: campaignType,
    isActive: z.boolean().default(false),
    delaySeconds: z
      .number({ error: campaignMessages.delayRange })
      .int({ message: campaignMessages.delayRange })
      .min(0, { message: campaignMessages.delayRange })
      .max(600, { message: campaignMessages.delayRange }),
    htmlTemplate: safeString({ error: campaignMessages.templateNotText }).max(50_000, {
      message: campaignMessages.templateTooLong,
    }),
    // Left out, the sections are empty, as each left-out section is.
    editableSections: z
      .object({
        title: sectionText.default(''),
        tagline: sectionText.default(''),
        'button-label': sectionText.default(''),
        'bottom-note': sectionText.default(''),
      })
      .prefault({}),
    /** The promo code sent by email (`promo_code_delivery`) to each new subscriber; none when null. */
    promoCodeId: z.number().int().positive().nullable().default(null),
  })
  .superRefine((value, context) => {
    const texts: [string, string][] = [
      ['name', value.name],
      ['htmlTemplate', value.htmlTemplate],
      ...Object.entries(value.editableSections).map(
        ([key, text]) => [`editableSections.${key}`, text] as [string, string],
      ),
    ];
    for (const [field, text] of texts) {
      if (namesPrescriptionOnlyMedicine(text).length > 0) {
        context.addIssue({
          code: 'custom',
          message: campaignMessages.advertisingRefused,
          path: field.split('.'),
        });
        return;
      }
    }
  });
export type CampaignInput = z.input<typeof campaignInput>;

/** `PATCH /api/admin/campaigns/:id/active`. */
export const campaignActiveInput = z.object({
  isActive: z.boolean({ error: campaignMessages.activeNotBoolean }),
});

/** A campaign as the admin screen lists it. */
export const adminCampaign = campaign.extend({
  id: z.number().int(),
  name: z.string(),
  promoCodeId: z.number().int().nullable(),
  promoCode: z.string().nullable(),
  submissionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCampaign = z.infer<typeof adminCampaign>;

/** One email a campaign collected, with its consent (Spam Act): when, from which page and address. */
export const campaignSubmission = z.object({
  id: z.number().int(),
  email: z.string(),
  sourceUrl: z.string().nullable(),
  ipAddress: z.string().nullable(),
  consentedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type CampaignSubmission = z.infer<typeof campaignSubmission>;

/** `GET /api/campaigns/unsubscribe?token=`: the link every campaign email carries. */
export const campaignUnsubscribeQuery = z.object({
  token: safeString({ error: campaignMessages.unsubscribeInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: campaignMessages.unsubscribeInvalid }),
});

/** `POST /api/campaigns/submit-email`. A second submission of the same email to a campaign answers 409. */
export const campaignSubmitInput = z.object({
  campaignInstanceId: safeString({ error: campaignMessages.campaignNotFound })
    .trim()
    .min(1, { message: campaignMessages.campaignNotFound })
    .max(100, { message: campaignMessages.campaignNotFound }),
  email: emailAddress,
  sourceUrl: safeString().trim().max(2000).optional(),
});
export type CampaignSubmitInput = z.input<typeof campaignSubmitInput>;

/** What the browser keeps of a submission, so that no further popups show. */
export const campaignSubmissionRecord = z.object({
  campaignInstanceId: safeString(),
  campaignType,
  email: safeString(),
  submittedAt: safeString(),
});
export type CampaignSubmissionRecord = z.infer<typeof campaignSubmissionRecord>;

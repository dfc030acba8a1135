import { z } from 'zod';
import { emailAddress } from './auth';
import { safeString } from './text';

export const campaignTypes = ['welcome_popup', 'exit_intent'] as const;
export const campaignType = z.enum(campaignTypes, {
  error: 'Campaign type must be welcome_popup or exit_intent',
});
export type CampaignType = z.infer<typeof campaignType>;

/** The texts a popup template exposes for editing. */
export const campaignSectionKeys = ['title', 'tagline', 'button-label', 'bottom-note'] as const;
export type CampaignSectionKey = (typeof campaignSectionKeys)[number];

/** Timings and limits of Part 1 §4 and §9. */
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

/** Toasts and states of Part 1 §4 and §8, word for word. */
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
} as const;

/** An active marketing popup as `GET /api/campaigns/active` lists it (Part 1 §3). */
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

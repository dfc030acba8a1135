import { z } from 'zod';

/** The answer of calls that only confirm what they did (`PUT /api/admin/profile`, `PUT /api/admin/password`...). */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Rendered HTML, as the email-template and prescription-template previews return it. */
export const htmlPreview = z.object({ html: z.string() });
export type HtmlPreview = z.infer<typeof htmlPreview>;

/** Titles the admin toasts share. */
export const toastTitles = {
  success: 'Success',
  error: 'Error',
} as const;

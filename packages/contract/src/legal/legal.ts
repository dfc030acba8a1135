import { z } from 'zod';
import { safeString } from '../text';

/** The two kinds of legal document, in the order the admin tabs list them. */
export const legalDocumentTypes = ['privacy_policy', 'terms_of_use'] as const;
export const legalDocumentType = z.enum(legalDocumentTypes, {
  error: 'Document type must be privacy_policy or terms_of_use',
});
export type LegalDocumentType = z.infer<typeof legalDocumentType>;

export const legalDocumentTypeLabels: Readonly<Record<LegalDocumentType, string>> = {
  privacy_policy: 'Privacy Policy',
  terms_of_use: 'Terms of Use',
};

/** Limits, plus the bounds the server enforces on what it stores. */
export const legalDocumentLimits = {
  /** Characters of content shown in the list's preview. */
  previewLength: 200,
  previewLines: 3,
  titleMaxLength: 200,
  /** Characters of formatted HTML; far beyond any policy, small enough to refuse abuse cheaply. */
  contentMaxLength: 200_000,
} as const;

/** The strings, word for word. */
export const legalDocumentMessages = {
  titleAndContentRequired: 'Title and content are required',
  titleTooLong: `Title must be at most ${legalDocumentLimits.titleMaxLength} characters`,
  contentTooLong: `Content must be at most ${legalDocumentLimits.contentMaxLength} characters`,
  /** Not in the spec: the server's answer when someone deletes an active document. */
  deleteActive: 'Only inactive documents can be deleted',
  notFound: 'Document not found',
  created: 'Legal document created successfully',
  updated: 'Legal document updated successfully',
  deleted: 'Legal document deleted successfully',
  activated: 'Document activated successfully',
  createFailed: 'Failed to create document',
  updateFailed: 'Failed to update document',
  deleteFailed: 'Failed to delete document',
  activateFailed: 'Failed to activate document',
} as const;

/** A legal document as the admin list returns it. `version` starts at 1 and grows by one per title or content change. */
export const legalDocument = z.object({
  id: z.number().int().positive(),
  type: legalDocumentType,
  title: safeString(),
  /** Formatted HTML from the rich-text editor. */
  content: safeString(),
  isActive: z.boolean(),
  version: z.number().int().positive(),
  createdAt: safeString(),
  updatedAt: safeString(),
});
export type LegalDocument = z.infer<typeof legalDocument>;

/** Whether formatted HTML has any text once tags, entities for spaces and whitespace are removed. */
export function hasVisibleText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
      .trim().length > 0
  );
}

const title = safeString({ error: legalDocumentMessages.titleAndContentRequired })
  .trim()
  .min(1, { message: legalDocumentMessages.titleAndContentRequired })
  .max(legalDocumentLimits.titleMaxLength, { message: legalDocumentMessages.titleTooLong });

// An empty editor still holds markup such as '<p><br></p>', so "empty after trimming" looks at the text.
const content = safeString({ error: legalDocumentMessages.titleAndContentRequired })
  .max(legalDocumentLimits.contentMaxLength, { message: legalDocumentMessages.contentTooLong })
  .refine(hasVisibleText, { message: legalDocumentMessages.titleAndContentRequired });

/** `PUT /api/admin/legal-documents/{id}`: the type cannot change on edit. */
export const legalDocumentUpdateInput = z.object({
  title,
  content,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type LegalDocumentUpdateInput = z.input<typeof legalDocumentUpdateInput>;

/** `POST /api/admin/legal-documents`. A new document defaults to a privacy policy, inactive. */
export const legalDocumentCreateInput = legalDocumentUpdateInput.extend({
  type: legalDocumentType.default('privacy_policy'),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(false),
});
export type LegalDocumentCreateInput = z.input<typeof legalDocumentCreateInput>;

/** `GET /api/admin/legal-documents?type=`: the list's optional filter. */
export const legalDocumentListQuery = z.object({ type: legalDocumentType.optional() });
export type LegalDocumentListQuery = z.infer<typeof legalDocumentListQuery>;

// ---------------------------------------------------------------- the public pages

export const publicLegalMessages = {
  notPublished: 'No document has been published yet',
} as const;

/** `GET /api/legal-documents/active/{type}`: the active document, its HTML sanitised again on the way out. */
export const publicLegalDocument = z.object({
  id: z.number().int().positive(),
  type: legalDocumentType,
  title: safeString(),
  content: safeString(),
  version: z.number().int().positive(),
  updatedAt: safeString(),
});
export type PublicLegalDocument = z.infer<typeof publicLegalDocument>;

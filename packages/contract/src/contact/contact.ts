import { z } from 'zod';
import { emailAddress } from '../auth/auth';
import { safeString } from '../text';

/** Statuses of a contact submission; any may follow any other (docs/product/site.md). */
export const contactStatuses = ['new', 'in-progress', 'resolved', 'closed'] as const;
export const contactStatus = z.enum(contactStatuses, {
  error: 'Status must be one of new, in-progress, resolved or closed',
});
export type ContactStatus = z.infer<typeof contactStatus>;

export const contactStatusLabels: Readonly<Record<ContactStatus, string>> = {
  new: 'New',
  'in-progress': 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** What a contact form may carry: pdf, jpg, jpeg, png and gif files, up to 10 MB each, at most 5. */
export const contactAttachmentRules = {
  extensions: ['pdf', 'jpg', 'jpeg', 'png', 'gif'],
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'],
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 5,
  /** The multipart field that carries the files. */
  fieldName: 'attachments',
} as const;

export const contactLimits = {
  nameMaxLength: 100,
  phoneMaxLength: 30,
  typeMaxLength: 50,
  categoryMaxLength: 100,
  subjectMaxLength: 200,
  messageMaxLength: 5000,
} as const;

/** Strings, word for word, and the contact form's own messages. */
export const contactMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${contactLimits.nameMaxLength} characters`,
  phoneInvalid: 'Enter a valid phone number',
  typeRequired: 'Please choose an enquiry type',
  categoryTooLong: `Category must be at most ${contactLimits.categoryMaxLength} characters`,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${contactLimits.subjectMaxLength} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${contactLimits.messageMaxLength} characters`,
  tooManyFiles: `You can attach at most ${contactAttachmentRules.maxFiles} files`,
  fileTooLarge: 'Each file must be 10 MB or smaller',
  fileTypeNotAllowed: 'Only PDF, JPG, JPEG, PNG and GIF files can be attached',
  notFound: 'Submission not found',
  statusUpdatedTitle: 'Status updated',
  statusUpdatedPrefix: 'Submission status updated to',
  statusUpdateFailed: 'Failed to update submission status',
  empty: 'No contact submissions found',
  uncategorized: 'Uncategorized',
} as const;

/** "Submission status updated to In Progress": the description of the 'Status updated' toast. */
export function contactStatusUpdatedMessage(status: ContactStatus): string {
  return `${contactMessages.statusUpdatedPrefix} ${contactStatusLabels[status]}`;
}

/** A contact submission as the admin inbox lists it (docs/product/site.md). */
export const contactSubmission = z.object({
  id: z.number().int().positive(),
  name: safeString(),
  email: safeString(),
  phone: safeString().nullable().optional(),
  type: safeString(),
  category: safeString().nullable().optional(),
  subject: safeString(),
  message: safeString(),
  status: contactStatus,
  createdAt: safeString(),
  /** The single attachment of older submissions. */
  attachmentUrl: safeString().nullable().optional(),
  attachmentUrls: z.array(safeString()),
  /** The staff member handling it, shown as 'Staff ID'. */
  assignedToId: z.number().int().positive().nullable().optional(),
});
export type ContactSubmission = z.infer<typeof contactSubmission>;

/** `PATCH /api/contact/{id}/status` */
export const contactStatusUpdateInput = z.object({ status: contactStatus });
export type ContactStatusUpdateInput = z.infer<typeof contactStatusUpdateInput>;

const optionalText = (max: number, message: string) =>
  safeString()
    .trim()
    .max(max, { message })
    .optional()
    .transform((value) => (value ? value : undefined));

/** `POST /api/contact` (multipart): the public contact form; files travel beside it under `attachments`. */
export const contactFormInput = z.object({
  name: safeString({ error: contactMessages.nameRequired })
    .trim()
    .min(1, { message: contactMessages.nameRequired })
    .max(contactLimits.nameMaxLength, { message: contactMessages.nameTooLong }),
  email: emailAddress,
  phone: safeString()
    .trim()
    .refine((value) => value === '' || /^\+?[\d\s()-]{6,30}$/.test(value), {
      message: contactMessages.phoneInvalid,
    })
    .optional()
    .transform((value) => (value ? value : undefined)),
  type: safeString({ error: contactMessages.typeRequired })
    .trim()
    .min(1, { message: contactMessages.typeRequired })
    .max(contactLimits.typeMaxLength, { message: contactMessages.typeRequired }),
  category: optionalText(contactLimits.categoryMaxLength, contactMessages.categoryTooLong),
  subject: safeString({ error: contactMessages.subjectRequired })
    .trim()
    .min(1, { message: contactMessages.subjectRequired })
    .max(contactLimits.subjectMaxLength, { message: contactMessages.subjectTooLong }),
  message: safeString({ error: contactMessages.messageRequired })
    .trim()
    .min(1, { message: contactMessages.messageRequired })
    .max(contactLimits.messageMaxLength, { message: contactMessages.messageTooLong }),
});
export type ContactFormInput = z.input<typeof contactFormInput>;

/** What the browser's File and the server's upload both know about a file. */
export interface AttachmentCandidate {
  name: string;
  size: number;
  type?: string;
}

/** The extension of a file name or URL, lower case, without the dot ('' when none). */
export function fileExtension(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The first rule the files break, or null: count, then type, then size. The form and the server both call it. */
export function checkContactAttachments(files: readonly AttachmentCandidate[]): string | null {
  if (files.length > contactAttachmentRules.maxFiles) return contactMessages.tooManyFiles;
  for (const file of files) {
    const extension = fileExtension(file.name);
    const typeAllowed =
      (contactAttachmentRules.extensions as readonly string[]).includes(extension) &&
      (!file.type || (contactAttachmentRules.mimeTypes as readonly string[]).includes(file.type));
    if (!typeAllowed) return contactMessages.fileTypeNotAllowed;
    if (file.size > contactAttachmentRules.maxFileBytes) return contactMessages.fileTooLarge;
  }
  return null;
}

export type AttachmentKind = 'pdf' | 'image' | 'other';

/** Which icon an attachment gets: pdf, image (jpg, jpeg, png, gif) or other. */
export function attachmentKind(url: string): AttachmentKind {
  const extension = fileExtension(url);
  if (extension === 'pdf') return 'pdf';
  return ['jpg', 'jpeg', 'png', 'gif'].includes(extension) ? 'image' : 'other';
}

/** The file name shown for an attachment: the last path segment, decoded. */
export function attachmentFileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(base);
  } catch {
    return base;
  }
}

/**
 * Every attachment of a submission, the legacy single one first and without duplicates.
 * Local paths starting with '/' are made absolute with the site's origin (docs/product/site.md).
 */
export function contactAttachmentUrls(
  submission: { attachmentUrl?: string | null; attachmentUrls?: readonly string[] | null },
  origin: string,
): string[] {
  const urls = [submission.attachmentUrl, ...(submission.attachmentUrls ?? [])].filter((url): url is string =>
    Boolean(url),
  );
  const base = origin.replace(/\/$/, '');
  return [
    ...new Set(urls.map((url) => (url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url))),
  ];
}

// ---------------------------------------------------------------- the inbox's answers

/** An attachment as the inbox lists it; `url` is a same-origin path the client makes absolute. */
export const contactAttachment = z.object({
  id: z.number().int().positive(),
  name: safeString(),
  mimeType: safeString(),
  size: z.number().int().nonnegative(),
  url: safeString(),
});
export type ContactAttachment = z.infer<typeof contactAttachment>;

/** `GET /api/contact` items: the shared submission plus the attachments' names, types and sizes. */
export const contactSubmissionDetail = contactSubmission.extend({
  updatedAt: safeString(),
  attachments: z.array(contactAttachment),
});
export type ContactSubmissionDetail = z.infer<typeof contactSubmissionDetail>;

/** Refusals of the public contact form that the shared messages do not cover. */
export const contactServerMessages = {
  received: 'Thank you for your message. We will get back to you soon.',
  rateLimited: 'Too many messages sent. Please try again in a few minutes.',
  unexpectedFileField: 'Files must be sent in the "attachments" field',
  attachmentNotFound: 'Attachment not found',
} as const;

/** `POST /api/contact` answers 201 with the new submission's id. */
export const contactReceived = z.object({ id: z.number().int().positive(), message: safeString() });
export type ContactReceived = z.infer<typeof contactReceived>;

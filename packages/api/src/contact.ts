import { type ContactFormInput, contactAttachmentRules } from '@telehealth/contract';
import { useEndpointMutation } from './endpoint';

/** The multipart body of the public contact form: each field, then the files under `attachments`. */
export function contactFormData(values: ContactFormInput, attachments: readonly Blob[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') form.append(name, String(value));
  }
  for (const file of attachments) form.append(contactAttachmentRules.fieldName, file);
  return form;
}

export interface ContactFormSubmission {
  values: ContactFormInput;
  /** At most 5 pdf, jpg, jpeg, png or gif files of 10 MB (check with `checkContactAttachments`). */
  attachments?: readonly Blob[];
}

/**
 * `POST /api/contact` (multipart, public).
 * Kept by hand: it sends the values and files as multipart form data, which the derived hook does not build.
 */
export function useSubmitContactForm() {
  return useEndpointMutation('submitContactForm', (submission: ContactFormSubmission) => ({
    // The table types the fields; they travel as multipart form data, files beside them.
    body: contactFormData(submission.values, submission.attachments) as unknown as ContactFormInput,
  }));
}

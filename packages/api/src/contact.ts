import {
  buildPath,
  type ContactFormInput,
  type ContactStatus,
  type ContactSubmission,
  contactAttachmentRules,
  endpoints,
  type MessageResponse,
} from '@telehealth/contract';
import useSWR from 'swr';
import { useApiClient } from './client';
import type { ApiError } from './errors';
import { useApiMutation } from './mutation';

/** `GET /api/contact`: the admin inbox. A 401 is tolerated and reads as an empty list (Part 1 §6). */
export function useContactSubmissions() {
  const client = useApiClient();
  return useSWR<ContactSubmission[], ApiError>(endpoints.contact, async (url: string) => {
    const submissions = await client.request<ContactSubmission[] | null>('GET', url, { on401: 'returnNull' });
    return submissions ?? [];
  });
}

export interface ContactStatusUpdate {
  id: number;
  status: ContactStatus;
}

/** `PATCH /api/contact/{id}/status`; a non-OK answer rejects, a success reloads the inbox. */
export function useUpdateContactStatus() {
  return useApiMutation<ContactSubmission, ContactStatusUpdate>(
    'PATCH',
    endpoints.contactStatus,
    (client, { id, status }) =>
      client.request('PATCH', buildPath(endpoints.contactStatus, { id }), { body: { status } }),
    { revalidate: [endpoints.contact] },
  );
}

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

/** `POST /api/contact` (multipart, public): sends the contact form with its attachments. */
export function useSubmitContactForm() {
  return useApiMutation<MessageResponse, ContactFormSubmission>(
    'POST',
    endpoints.contact,
    (client, submission) =>
      client.request('POST', endpoints.contact, {
        body: contactFormData(submission.values, submission.attachments),
      }),
  );
}

import { z } from 'zod';
import { defineEndpoints, fileBytes, idParams, pathId } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { safeString } from '../text';
import {
  contactFormInput,
  contactReceived,
  contactStatusUpdateInput,
  contactSubmissionDetail,
} from './contact';
import { contactRoutes } from './routes';

/** The contact endpoints' schemas, summaries and error answers, under the names of `contactRoutes`. */
export const contactEndpoints = defineEndpoints(contactRoutes, {
  submitContactForm: {
    summary: 'The public contact form, with up to 5 attachments',
    body: contactFormInput,
    response: contactReceived,
    errors: { 404: apiErrorBody, 429: apiErrorBody },
  },
  listContactSubmissions: {
    summary: 'Every contact submission, newest first',
    response: z.array(contactSubmissionDetail),
    errors: { 404: apiErrorBody },
  },
  updateContactStatus: {
    summary: "Change a submission's status",
    params: idParams,
    body: contactStatusUpdateInput,
    response: contactSubmissionDetail,
  },
  contactAttachment: {
    summary: 'One attachment; `?inline=1` to view it, otherwise a download',
    params: idParams,
    query: z.object({ inline: safeString().optional() }),
    response: fileBytes,
  },
  contactAttachmentNamed: {
    summary: 'The same attachment, with its file name at the end of the link',
    params: z.object({ id: pathId(), name: safeString() }),
    query: z.object({ inline: safeString().optional() }),
    response: fileBytes,
  },
});

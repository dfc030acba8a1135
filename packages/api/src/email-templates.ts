import {
  buildPath,
  type EditableSections,
  type EmailTemplate,
  type EmailTemplateType,
  endpoints,
  type HtmlPreview,
} from '@telehealth/contract';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from './client';
import type { ApiError } from './errors';
import { useApiMutation } from './mutation';

/** One template's key; the type fills the path's `:type`. */
export function emailTemplateKey(type: EmailTemplateType) {
  return [endpoints.emailTemplate, type] as const;
}

/** `GET /api/email-templates/{type}`: sections and active state. No request while `type` is null. */
export function useEmailTemplate(type: EmailTemplateType | null | undefined) {
  return useSWR<EmailTemplate, ApiError>(type ? emailTemplateKey(type) : null);
}

export interface EmailTemplateSections {
  type: EmailTemplateType;
  editableSections: EditableSections;
}

const reloadTemplate = { revalidate: [endpoints.emailTemplate] } as const;

/** `POST /api/email-templates/{type}` with the edited sections; the template reloads. */
export function useSaveEmailTemplate() {
  return useApiMutation<EmailTemplate, EmailTemplateSections>(
    'POST',
    endpoints.emailTemplate,
    (client, { type, editableSections }) =>
      client.request('POST', buildPath(endpoints.emailTemplate, { type }), { body: { editableSections } }),
    reloadTemplate,
  );
}

export interface EmailTemplateStatus {
  type: EmailTemplateType;
  isActive: boolean;
}

/**
 * `POST /api/email-templates/{type}/toggle-status` with the wanted state. The cached template
 * switches at once and switches back if the request fails (Part 2 §4); the error still rejects.
 */
export function useToggleEmailTemplateStatus() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<EmailTemplate, ApiError, string, EmailTemplateStatus>(
    `POST ${endpoints.emailTemplateToggleStatus}`,
    async (_key, { arg: { type, isActive } }) => {
      let saved: EmailTemplate | undefined;
      await mutate<EmailTemplate>(
        emailTemplateKey(type),
        async () => {
          saved = await client.request<EmailTemplate>(
            'POST',
            buildPath(endpoints.emailTemplateToggleStatus, { type }),
            { body: { isActive } },
          );
          return saved;
        },
        {
          optimisticData: (current) =>
            current ? { ...current, isActive } : (current as unknown as EmailTemplate),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
          throwOnError: true,
        },
      );
      return saved as EmailTemplate;
    },
    { throwOnError: true },
  );
}

/** `POST /api/email-templates/preview/{type}` with unsaved sections: resolves with `{ html }`. */
export function usePreviewEmailTemplate() {
  return useApiMutation<HtmlPreview, EmailTemplateSections>(
    'POST',
    endpoints.emailTemplatePreview,
    (client, { type, editableSections }) =>
      client.request('POST', buildPath(endpoints.emailTemplatePreview, { type }), {
        body: { editableSections },
      }),
  );
}

/** `POST /api/email-templates/{type}/reset`: restores the default sections; the template reloads. */
export function useResetEmailTemplate() {
  return useApiMutation<EmailTemplate, EmailTemplateType>(
    'POST',
    endpoints.emailTemplateReset,
    (client, type) => client.request('POST', buildPath(endpoints.emailTemplateReset, { type })),
    reloadTemplate,
  );
}

import type { EditableSections, EmailTemplate, EmailTemplateType } from '@telehealth/contract';
import { routes } from '@telehealth/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from './client';
import { callEndpoint, endpointKey, useEndpoint, useEndpointMutation } from './endpoint';
import type { ApiError } from './errors';

/** One template's key; the type fills the path's `:type`. */
export function emailTemplateKey(type: EmailTemplateType) {
  return endpointKey('getEmailTemplate', { params: { type } });
}

/** `GET /api/email-templates/{type}`: sections and active state. No request while `type` is null. */
export function useEmailTemplate(type: EmailTemplateType | null | undefined) {
  return useEndpoint('getEmailTemplate', type ? { params: { type } } : null);
}

export interface EmailTemplateSections {
  type: EmailTemplateType;
  editableSections: EditableSections;
}

/** `POST /api/email-templates/{type}` with the edited sections; the template reloads. */
export function useSaveEmailTemplate() {
  return useEndpointMutation('saveEmailTemplate', ({ type, editableSections }: EmailTemplateSections) => ({
    params: { type },
    body: { editableSections },
  }));
}

export interface EmailTemplateStatus {
  type: EmailTemplateType;
  isActive: boolean;
}

/**
 * `POST /api/email-templates/{type}/toggle-status` with the wanted state. The cached template
 * switches at once and switches back if the request fails (docs/product/admin.md); the error still rejects.
 */
export function useToggleEmailTemplateStatus() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { method, path } = routes.toggleEmailTemplateStatus;
  return useSWRMutation<EmailTemplate, ApiError, string, EmailTemplateStatus>(
    `${method} ${path}`,
    async (_key, { arg: { type, isActive } }) => {
      let saved: EmailTemplate | undefined;
      await mutate<EmailTemplate>(
        emailTemplateKey(type),
        async () => {
          saved = await callEndpoint(client, 'toggleEmailTemplateStatus', {
            params: { type },
            body: { isActive },
          });
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
  return useEndpointMutation('previewEmailTemplate', ({ type, editableSections }: EmailTemplateSections) => ({
    params: { type },
    body: { editableSections },
  }));
}

/** `POST /api/email-templates/{type}/reset`: restores the default sections; the template reloads. */
export function useResetEmailTemplate() {
  return useEndpointMutation('resetEmailTemplate', (type: EmailTemplateType) => ({ params: { type } }));
}

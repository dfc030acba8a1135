import type { EmailTemplate, EmailTemplateType } from '@telehealth/contract';
import { routes } from '@telehealth/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from './client';
import { callEndpoint, endpointKey } from './endpoint';
import type { ApiError } from './errors';

export interface EmailTemplateStatus {
  type: EmailTemplateType;
  isActive: boolean;
}

/**
 * `POST /api/email-templates/{type}/toggle-status` with the wanted state. Kept by hand: it is optimistic, the cached
 * template switches at once and switches back if the request fails (docs/product/admin.md); the error still rejects.
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
        endpointKey('getEmailTemplate', { params: { type } }),
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

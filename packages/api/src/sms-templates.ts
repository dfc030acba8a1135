import { buildPath, endpoints, type SmsTemplate, type SmsTemplateType } from '@telehealth/contract';
import useSWR from 'swr';
import type { ApiError } from './errors';
import { useApiMutation } from './mutation';

/** `GET /api/sms-templates`: every SMS template. */
export function useSmsTemplates() {
  return useSWR<SmsTemplate[], ApiError>(endpoints.smsTemplates);
}

export function smsTemplateKey(type: SmsTemplateType) {
  return [endpoints.smsTemplate, type] as const;
}

/** `GET /api/sms-templates/{type}`: content and active state. No request while `type` is null. */
export function useSmsTemplate(type: SmsTemplateType | null | undefined) {
  return useSWR<SmsTemplate, ApiError>(type ? smsTemplateKey(type) : null);
}

const reloadTemplates = { revalidate: [endpoints.smsTemplates, endpoints.smsTemplate] } as const;

export interface SmsTemplateContent {
  type: SmsTemplateType;
  content: string;
}

/** `POST /api/sms-templates/{type}` with the content (the spec's unsubstituted path, fixed); list and item reload. */
export function useSaveSmsTemplate() {
  return useApiMutation<SmsTemplate, SmsTemplateContent>(
    'POST',
    endpoints.smsTemplate,
    (client, { type, content }) =>
      client.request('POST', buildPath(endpoints.smsTemplate, { type }), { body: { content } }),
    reloadTemplates,
  );
}

/** `PATCH /api/sms-templates/{type}/toggle-status`, no body: flips isActive; list and item reload. */
export function useToggleSmsTemplateStatus() {
  return useApiMutation<SmsTemplate, SmsTemplateType>(
    'PATCH',
    endpoints.smsTemplateToggleStatus,
    (client, type) => client.request('PATCH', buildPath(endpoints.smsTemplateToggleStatus, { type })),
    reloadTemplates,
  );
}

import type { SmsTemplateType } from '@telehealth/contract';
import { endpointKey, useEndpoint, useEndpointMutation } from './endpoint';

/** `GET /api/sms-templates`: every SMS template. */
export function useSmsTemplates() {
  return useEndpoint('listSmsTemplates', {});
}

export function smsTemplateKey(type: SmsTemplateType) {
  return endpointKey('getSmsTemplate', { params: { type } });
}

/** `GET /api/sms-templates/{type}`: content and active state. No request while `type` is null. */
export function useSmsTemplate(type: SmsTemplateType | null | undefined) {
  return useEndpoint('getSmsTemplate', type ? { params: { type } } : null);
}

const reloadTemplates = { revalidate: ['listSmsTemplates', 'getSmsTemplate'] } as const;

export interface SmsTemplateContent {
  type: SmsTemplateType;
  content: string;
}

/**
 * `POST /api/sms-templates/{type}` with the content (the path as it was meant: docs/product/admin.md); list and
 * item reload.
 */
export function useSaveSmsTemplate() {
  return useEndpointMutation(
    'saveSmsTemplate',
    ({ type, content }: SmsTemplateContent) => ({ params: { type }, body: { content } }),
    reloadTemplates,
  );
}

/** `PATCH /api/sms-templates/{type}/toggle-status`, no body: flips isActive; list and item reload. */
export function useToggleSmsTemplateStatus() {
  return useEndpointMutation(
    'toggleSmsTemplateStatus',
    (type: SmsTemplateType) => ({ params: { type } }),
    reloadTemplates,
  );
}

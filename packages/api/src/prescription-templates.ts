import {
  buildPath,
  endpoints,
  type HtmlPreview,
  type MessageResponse,
  type PrescriptionTemplate,
  type PrescriptionTemplateInput,
  type PrescriptionTemplatePreviewInput,
} from '@telehealth/contract';
import useSWR from 'swr';
import type { ApiError } from './errors';
import { useApiMutation } from './mutation';

/** `GET /api/prescription-templates` */
export function usePrescriptionTemplates() {
  return useSWR<PrescriptionTemplate[], ApiError>(endpoints.prescriptionTemplates);
}

export function prescriptionTemplateKey(id: number) {
  return [endpoints.prescriptionTemplate, id] as const;
}

/** `GET /api/prescription-templates/{id}`. No request while `id` is null (a new, unsaved template). */
export function usePrescriptionTemplate(id: number | null | undefined) {
  return useSWR<PrescriptionTemplate, ApiError>(id ? prescriptionTemplateKey(id) : null);
}

const reloadTemplates = {
  revalidate: [endpoints.prescriptionTemplates, endpoints.prescriptionTemplate],
} as const;

/** `POST /api/prescription-templates`; the list reloads. */
export function useCreatePrescriptionTemplate() {
  return useApiMutation<PrescriptionTemplate, PrescriptionTemplateInput>(
    'POST',
    endpoints.prescriptionTemplates,
    (client, input) => client.request('POST', endpoints.prescriptionTemplates, { body: input }),
    reloadTemplates,
  );
}

export type PrescriptionTemplateUpdate = PrescriptionTemplateInput & { id: number };

/** `PUT /api/prescription-templates/{id}` with the same fields as create; list and item reload. */
export function useUpdatePrescriptionTemplate() {
  return useApiMutation<PrescriptionTemplate, PrescriptionTemplateUpdate>(
    'PUT',
    endpoints.prescriptionTemplate,
    (client, { id, ...input }) =>
      client.request('PUT', buildPath(endpoints.prescriptionTemplate, { id }), { body: input }),
    reloadTemplates,
  );
}

/** `DELETE /api/prescription-templates/{id}`; the default template cannot be deleted (the server answers 409). */
export function useDeletePrescriptionTemplate() {
  return useApiMutation<MessageResponse | null, number>(
    'DELETE',
    endpoints.prescriptionTemplate,
    (client, id) => client.request('DELETE', buildPath(endpoints.prescriptionTemplate, { id })),
    reloadTemplates,
  );
}

/** `POST /api/prescription-templates/{id}/set-default`: the former default stops being one; list and item reload. */
export function useSetDefaultPrescriptionTemplate() {
  return useApiMutation<PrescriptionTemplate, number>(
    'POST',
    endpoints.prescriptionTemplateSetDefault,
    (client, id) => client.request('POST', buildPath(endpoints.prescriptionTemplateSetDefault, { id })),
    reloadTemplates,
  );
}

/** `POST /api/prescription-templates/preview` with a body and sample values: resolves with `{ html }`. */
export function usePreviewPrescriptionTemplate() {
  return useApiMutation<HtmlPreview, PrescriptionTemplatePreviewInput>(
    'POST',
    endpoints.prescriptionTemplatePreview,
    (client, input) => client.request('POST', endpoints.prescriptionTemplatePreview, { body: input }),
  );
}

import type { PrescriptionTemplateInput, PrescriptionTemplatePreviewInput } from '@telehealth/contract';
import { routes } from '@telehealth/contract';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from './client';
import { callEndpoint, endpointKey, useEndpoint, useEndpointMutation } from './endpoint';
import type { ApiError } from './errors';

/** `GET /api/prescription-templates` */
export function usePrescriptionTemplates() {
  return useEndpoint('listPrescriptionTemplates', {});
}

export function prescriptionTemplateKey(id: number) {
  return endpointKey('getPrescriptionTemplate', { params: { id } });
}

/** `GET /api/prescription-templates/{id}`. No request while `id` is null (a new, unsaved template). */
export function usePrescriptionTemplate(id: number | null | undefined) {
  return useEndpoint('getPrescriptionTemplate', id ? { params: { id } } : null);
}

const reloadTemplates = { revalidate: ['listPrescriptionTemplates', 'getPrescriptionTemplate'] } as const;

/** `POST /api/prescription-templates`; the list reloads. */
export function useCreatePrescriptionTemplate() {
  return useEndpointMutation(
    'createPrescriptionTemplate',
    (body: PrescriptionTemplateInput) => ({ body }),
    reloadTemplates,
  );
}

export type PrescriptionTemplateUpdate = PrescriptionTemplateInput & { id: number };

/** `PUT /api/prescription-templates/{id}` with the same fields as create; list and item reload. */
export function useUpdatePrescriptionTemplate() {
  return useEndpointMutation(
    'updatePrescriptionTemplate',
    ({ id, ...body }: PrescriptionTemplateUpdate) => ({ params: { id }, body }),
    reloadTemplates,
  );
}

/** `DELETE /api/prescription-templates/{id}`; the default template cannot be deleted (the server answers 409). */
export function useDeletePrescriptionTemplate() {
  return useEndpointMutation(
    'deletePrescriptionTemplate',
    (id: number) => ({ params: { id } }),
    reloadTemplates,
  );
}

/** `POST /api/prescription-templates/{id}/set-default`: the former default stops being one; list and item reload. */
export function useSetDefaultPrescriptionTemplate() {
  return useEndpointMutation(
    'setDefaultPrescriptionTemplate',
    (id: number) => ({ params: { id } }),
    reloadTemplates,
  );
}

/** `POST /api/prescription-templates/preview` with a body and sample values: resolves with `{ html }`. */
export function usePreviewPrescriptionTemplate() {
  return useEndpointMutation('previewPrescriptionTemplate', (body: PrescriptionTemplatePreviewInput) => ({
    body,
  }));
}

/** `POST /api/prescription-templates/preview/pdf`: the same preview as an A6 PDF, resolving with its bytes. */
export function usePreviewPrescriptionTemplatePdf() {
  const client = useApiClient();
  const { method, path } = routes.previewPrescriptionTemplatePdf;
  return useSWRMutation<Blob, ApiError, string, PrescriptionTemplatePreviewInput>(
    `${method} ${path}`,
    async (_key, { arg }) =>
      (await callEndpoint(client, 'previewPrescriptionTemplatePdf', { body: arg })) as unknown as Blob,
    { throwOnError: true },
  );
}

import type { PrescriptionTemplatePreviewInput } from '@telehealth/contract';
import { routes } from '@telehealth/contract';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from './client';
import { callEndpoint } from './endpoint';
import type { ApiError } from './errors';

/**
 * `POST /api/prescription-templates/preview/pdf`: the same preview as an A6 PDF. Kept by hand: it resolves with the
 * bytes as a Blob, which the table's answer type does not say.
 */
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

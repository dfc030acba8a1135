import type { AuditQuery } from '@telehealth/contract';
import { useEndpoint } from './endpoint';

/** `GET /api/admin/audit`: one page of the audit trail, newest first, with the given filters. */
export function useAuditTrail(query: AuditQuery) {
  return useEndpoint('listAudit', { query });
}

// GET /api/admin/audit-log?limit=50: the change history, newest first.
import { useQuery } from '@tanstack/react-query';
import { type AuditEntry, auditLogResponse } from '../../../../shared/api/admin';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

function getAuditLog(signal?: AbortSignal): Promise<AuditEntry[]> {
  return adminRequest('/api/admin/audit-log?limit=50', { signal, schema: auditLogResponse });
}

export function useAuditLog() {
  return useQuery({ queryKey: queryKeys.adminAuditLog, queryFn: ({ signal }) => getAuditLog(signal) });
}

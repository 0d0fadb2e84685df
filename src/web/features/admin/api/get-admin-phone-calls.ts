// GET /api/admin/support/phone-calls?status → Enterprise customers' phone call requests, waiting
// ones first by preferred time.
import { useQuery } from '@tanstack/react-query';
import { adminPhoneCallListResponse, type PhoneCallStatus } from '../../../../shared/api/phone-calls';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

function getAdminPhoneCalls(status: PhoneCallStatus | '', signal?: AbortSignal) {
  const query = status ? `?status=${status}` : '';
  return adminRequest(`/api/admin/support/phone-calls${query}`, {
    signal,
    schema: adminPhoneCallListResponse,
  });
}

export function useAdminPhoneCalls(status: PhoneCallStatus | '') {
  return useQuery({
    queryKey: queryKeys.adminPhoneCalls(status),
    queryFn: ({ signal }) => getAdminPhoneCalls(status, signal),
  });
}

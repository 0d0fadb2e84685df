// PUT /api/admin/support/phone-calls/{id}/status {status}: mark a call done, or requested again.
import { adminPhoneCallResponse, type PhoneCallStatus } from '../../../../shared/api/phone-calls';
import { queryKeys } from '../../../api/query-keys';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { adminRequest } from './admin-request';

function setPhoneCallStatus(id: string, status: PhoneCallStatus) {
  return adminRequest(`/api/admin/support/phone-calls/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: { status },
    schema: adminPhoneCallResponse,
  });
}

export function useSetPhoneCallStatus() {
  return useCacheMutation(
    ({ id, status }: { id: string; status: PhoneCallStatus }) => setPhoneCallStatus(id, status),
    { onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.allAdminPhoneCalls }) },
  );
}

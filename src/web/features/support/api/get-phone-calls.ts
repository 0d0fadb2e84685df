// GET /api/support/phone-calls → the person's phone call requests, newest first.
import { useQuery } from '@tanstack/react-query';
import { type PhoneCall, phoneCallListResponse } from '../../../../shared/api/phone-calls';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

async function getPhoneCalls(signal?: AbortSignal): Promise<PhoneCall[]> {
  const { phone_calls } = await apiRequest('/api/support/phone-calls', {
    signal,
    schema: phoneCallListResponse,
  });
  return phone_calls;
}

export function usePhoneCalls(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.phoneCalls,
    queryFn: ({ signal }) => getPhoneCalls(signal),
    enabled,
  });
}

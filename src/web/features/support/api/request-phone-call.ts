// POST /api/support/phone-calls {phone, preferred_at, reason} → the request (Enterprise only; 403
// plan_feature below); the person's list of requests is reloaded.
import { type PhoneCall, type PhoneCallBody, phoneCallResponse } from '../../../../shared/api/phone-calls';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

async function requestPhoneCall(body: PhoneCallBody): Promise<PhoneCall> {
  const { phone_call } = await apiRequest('/api/support/phone-calls', {
    method: 'POST',
    body,
    schema: phoneCallResponse,
  });
  return phone_call;
}

export function useRequestPhoneCall() {
  return useCacheMutation(requestPhoneCall, {
    onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.phoneCalls }),
  });
}

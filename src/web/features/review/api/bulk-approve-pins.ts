// POST /api/pins/bulk-approve {pin_ids} → {approved, not_approved, notices}: several pins in review into
// the next free slots, in the order sent (oldest first). More than the server takes at once go
// in consecutive calls, so 'Select all' works however long the list is.
import type { Pin } from '../../../../shared/api/pins';
import {
  type BulkApprovePinsResponse,
  bulkApprovePinsBody,
  bulkApprovePinsResponse,
  MAX_BULK_APPROVE,
} from '../../../../shared/api/schedule';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

async function bulkApprovePins(pinIds: string[]): Promise<BulkApprovePinsResponse> {
  const result: BulkApprovePinsResponse = { approved: [], not_approved: [], notices: [] };
  for (let start = 0; start < pinIds.length; start += MAX_BULK_APPROVE) {
    const body = bulkApprovePinsBody.parse({ pin_ids: pinIds.slice(start, start + MAX_BULK_APPROVE) });
    const answer = await apiRequest('/api/pins/bulk-approve', {
      method: 'POST',
      body,
      schema: bulkApprovePinsResponse,
    });
    result.approved.push(...answer.approved);
    result.not_approved.push(...answer.not_approved);
    result.notices.push(...answer.notices);
  }
  return result;
}

export function useBulkApprovePins() {
  return useCacheMutation(bulkApprovePins, {
    onSuccess: (queryClient, { approved, not_approved }) => {
      const gone = new Set(approved.map((pin) => pin.id));
      queryClient.setQueryData<Pin[]>(queryKeys.reviewPins, (pins) => pins?.filter((p) => !gone.has(p.id)));
      // A pin refused because it changed elsewhere (approved or deleted in another tab) must not linger.
      if (not_approved.length > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.reviewPins });
      // The schedule changed: whatever screen shows it must read it again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
    },
  });
}

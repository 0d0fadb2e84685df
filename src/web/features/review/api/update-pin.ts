// The inline edit of a pin in review (PUT /api/pins/{id}, api/update-pin.ts): the review list takes
// the server's copy of the pin.
import type { Pin } from '../../../../shared/api/pins';
import { queryKeys } from '../../../api/query-keys';
import { type UpdatePinBody, updatePin } from '../../../api/update-pin';
import { replaceById } from '../../../lib/replace-by-id';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

export function useUpdatePin() {
  return useCacheMutation(({ id, ...body }: UpdatePinBody & { id: string }) => updatePin(id, body), {
    onSuccess: (queryClient, pin) => {
      queryClient.setQueryData<Pin[]>(queryKeys.reviewPins, (pins) => pins && replaceById(pins, pin));
    },
  });
}

// The inline edit of a pin in review (PUT /api/pins/{id}, api/update-pin.ts): the review list takes
// the server's copy of the pin.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pin } from '../../../../shared/api/pins';
import { queryKeys } from '../../../api/query-keys';
import { type UpdatePinBody, updatePin } from '../../../api/update-pin';
import { replaceById } from '../../../lib/replace-by-id';

export function useUpdatePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdatePinBody & { id: string }) => updatePin(id, body),
    onSuccess: (pin) => {
      queryClient.setQueryData<Pin[]>(queryKeys.reviewPins, (pins) => pins && replaceById(pins, pin));
    },
  });
}

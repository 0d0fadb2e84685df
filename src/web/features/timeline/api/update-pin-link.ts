// A timeline pin's destination link changed in its dialog (PUT /api/pins/{id} {link},
// api/update-pin.ts): the pin is swapped in where it is.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePin } from '../../../api/update-pin';
import { editCachedTimeline, replacePin } from './timeline-cache';

interface UpdatePinLinkInput {
  pinId: string;
  /** Normalised by the dialog; null clears it. */
  link: string | null;
}

export function useUpdatePinLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pinId, link }: UpdatePinLinkInput) => updatePin(pinId, { link }),
    onSuccess: (pin) => editCachedTimeline(queryClient, (timeline) => replacePin(timeline, pin)),
  });
}

// A timeline pin's destination link changed in its dialog (PUT /api/pins/{id} {link},
// api/update-pin.ts): the pin is swapped in where it is.
import { updatePin } from '../../../api/update-pin';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { editCachedTimeline, replacePin } from './timeline-cache';

interface UpdatePinLinkInput {
  pinId: string;
  /** Normalised by the dialog; null clears it. */
  link: string | null;
}

export function useUpdatePinLink() {
  return useCacheMutation(({ pinId, link }: UpdatePinLinkInput) => updatePin(pinId, { link }), {
    onSuccess: (queryClient, pin) => editCachedTimeline(queryClient, (timeline) => replacePin(timeline, pin)),
  });
}

// PUT /api/pins/{id} {link} → {pin}: a timeline pin's destination link changed in its dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Pin, pinResponse } from '../../../../shared/api/pins';
import type { updatePinBody } from '../../../../shared/api/schedule';
import { apiRequest } from '../../../lib/api-client';
import { editCachedTimeline, replacePin } from './timeline-cache';

interface UpdatePinLinkInput {
  pinId: string;
  /** Normalised by the dialog; null clears it. */
  link: string | null;
}

async function updatePinLink({ pinId, link }: UpdatePinLinkInput): Promise<Pin> {
  const body: z.input<typeof updatePinBody> = { link };
  const { pin } = await apiRequest(`/api/pins/${encodeURIComponent(pinId)}`, {
    method: 'PUT',
    body,
    schema: pinResponse,
  });
  return pin;
}

export function useUpdatePinLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePinLink,
    onSuccess: (pin) => editCachedTimeline(queryClient, (timeline) => replacePin(timeline, pin)),
  });
}

// PUT /api/pins/{id} {board_id?, title?, description?, alt_text?, scheduled_time?, link?} → {pin}:
// a pin's fields changed, in review (the inline edit) or on the timeline (its link). Each feature's
// hook keeps its own cache up to date.
import type { z } from 'zod';
import { type Pin, pinResponse } from '../../shared/api/pins';
import type { updatePinBody } from '../../shared/api/schedule';
import { apiRequest } from '../lib/api-client';

export type UpdatePinBody = z.input<typeof updatePinBody>;

export async function updatePin(pinId: string, body: UpdatePinBody): Promise<Pin> {
  const { pin } = await apiRequest(`/api/pins/${encodeURIComponent(pinId)}`, {
    method: 'PUT',
    body,
    schema: pinResponse,
  });
  return pin;
}

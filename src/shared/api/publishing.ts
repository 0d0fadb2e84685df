// Contracts of publishing now (docs/product.md §7 POST /post-pins, POST /pinterest/create-pin; their
// shapes are not shown there, so these are ours).
import { z } from 'zod';
import { pinDto } from './pins';

const MAX_POST_PINS = 50;

/** Ids are strings, not uuids: a malformed id is 'Pin not found', like another user's. */
export const postPinsBody = z.strictObject({
  pin_ids: z
    .array(z.string({ error: 'pin_ids must be pin ids' }), { error: 'pin_ids must be a list of pin ids' })
    .min(1, 'pin_ids must name at least one pin')
    .max(MAX_POST_PINS, `pin_ids may name at most ${MAX_POST_PINS} pins`),
});

export const postPinsResponse = z.object({
  success: z.literal(true),
  posted: z.array(pinDto),
  /** Pinterest refused or could not be reached; a pin that can be retried is scheduled again. */
  failed: z.array(z.object({ id: z.string(), error: z.string() })),
  /** Not sent to Pinterest: not yours, not scheduled, board not linked, not connected. */
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
});

export const createPinterestPinBody = z.strictObject({
  pin_id: z.string({ error: 'pin_id must be a pin id' }),
});

export const createPinterestPinResponse = z.object({ success: z.literal(true), pin: pinDto });

/** POST /pins/{id}/retry: a failed pin scheduled again and published at once if it can be. */
export const retryPinResponse = z.object({
  success: z.literal(true),
  pin: pinDto,
  /** waiting: scheduled again but it cannot go yet (message says why); it publishes when it can. */
  outcome: z.enum(['posted', 'failed', 'waiting']),
  message: z.string(),
});
export type RetryPinResponse = z.infer<typeof retryPinResponse>;

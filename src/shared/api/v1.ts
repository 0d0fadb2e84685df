// Contracts of the public API's own calls (/api/v1, ADR 0046). Boards and pins are the app's own
// shapes (shared/api/boards.ts, pins.ts); what differs is paging: a cursor, not an offset.
import { z } from 'zod';
import { boardDto } from './boards';
import { generateFromLinkBody, pinDto, pinListFilters } from './pins';
import { reschedulePinBody, updatePinBody } from './schedule';

const DEFAULT_V1_PINS_LIMIT = 50;
const MAX_V1_PINS_LIMIT = 100;
const limitMessage = `limit must be a whole number from 1 to ${MAX_V1_PINS_LIMIT}`;
/** A cursor is the base64url of a pin id: opaque to callers, who pass back next_cursor as it came. */
const CURSOR = /^[A-Za-z0-9_-]{1,64}$/;

export const v1PinsQuery = z.strictObject({
  ...pinListFilters,
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(MAX_V1_PINS_LIMIT, limitMessage)
    .default(DEFAULT_V1_PINS_LIMIT),
  cursor: z.string().regex(CURSOR, 'cursor must be a next_cursor from an earlier answer').optional(),
});

export const v1BoardIdParams = z.strictObject({ boardId: z.string() });
export const v1PinIdParams = z.strictObject({ pinId: z.string() });
export const v1FeedParams = z.strictObject({ boardId: z.string(), feedId: z.string() });

const EXAMPLE_BOARD = {
  id: '5b0c1f7e-3a2d-4c1b-9e8f-0a1b2c3d4e5f',
  name: 'Weeknight dinners',
  description: 'Quick recipes for busy evenings',
  style_config: { style: 'modern', brandColors: ['#E60023', '#FFFFFF', '#000000'] },
  pins_per_day: 3,
  sort_order: 0,
  pinterest_board_id: null,
  pinterest_account_id: null,
  default_link: 'https://example.com/recipes',
  brand_kit_id: null,
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
};

const EXAMPLE_PIN = {
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  board_id: EXAMPLE_BOARD.id,
  board_name: EXAMPLE_BOARD.name,
  title: '15-minute lemon pasta',
  description: 'Bright, creamy and ready before the water cools.',
  alt_text: 'A bowl of lemon pasta with basil',
  link: 'https://example.com/recipes/lemon-pasta',
  filepath: '/media/pins/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a.png',
  status: 'generated',
  scheduled_time: null,
  posted_at: null,
  created_at: '2026-11-03T10:15:00.000Z',
  failure_reason: null,
  retry_at: null,
  pinterest_url: null,
  template_id: null,
  prompt_versions: { title: null, description: null, image: null },
};

export const v1BoardsResponse = z
  .object({ boards: z.array(boardDto) })
  .meta({ example: { boards: [EXAMPLE_BOARD] } });
export const v1BoardResponse = z.object({ board: boardDto }).meta({ example: { board: EXAMPLE_BOARD } });
export const v1PinsResponse = z
  .object({
    pins: z.array(pinDto),
    /** Pass as `cursor` for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
  })
  .meta({
    example: { pins: [EXAMPLE_PIN], next_cursor: 'OWQ4YzdiNmEtNWY0ZS00ZDNjLThiMmEtMWYwZTlkOGM3YjZh' },
  });
export const v1PinResponse = z.object({ pin: pinDto }).meta({ example: { pin: EXAMPLE_PIN } });

export const v1ScheduledPinResponse = z
  .object({
    pin: pinDto,
    /** Why the pin was placed later than usual (its link's spacing), when it was. */
    notice: z.string().optional(),
  })
  .meta({
    example: { pin: { ...EXAMPLE_PIN, status: 'scheduled', scheduled_time: '2026-11-04T18:30:00.000Z' } },
  });

/** PATCH /api/v1/pins/{pinId}: the pin's words and link; any of them (the web app's own rules). */
export const v1UpdatePinBody = updatePinBody
  .pick({ title: true, description: true, alt_text: true, link: true })
  .meta({ example: { title: '15-minute lemon pasta', alt_text: 'A bowl of lemon pasta with basil' } });

/** POST /api/v1/pins/{pinId}/reschedule. */
export const v1ReschedulePinBody = reschedulePinBody.meta({
  example: { scheduled_time: '2026-11-05T18:30:00.000Z' },
});

/** POST /api/v1/pins/generate-from-url: 1 to 5 pin variants from the page at url, on board_id. */
export const v1GenerateFromUrlBody = generateFromLinkBody
  .omit({ boardId: true })
  .extend({ board_id: generateFromLinkBody.shape.boardId })
  .meta({
    example: { board_id: EXAMPLE_BOARD.id, url: 'https://example.com/recipes/lemon-pasta', count: 3 },
  });

/** The generate calls answer once the pins exist (201): no progress to follow, nothing to poll. */
export const v1GeneratedPinsResponse = z
  .object({
    pins: z.array(pinDto),
    /** Why the batch is smaller than the board's pins_per_day (the allowance), when it is. */
    message: z.string().nullable(),
  })
  .meta({ example: { pins: [EXAMPLE_PIN], message: null } });

export const v1DeletedResponse = z
  .object({ deleted: z.literal(true), id: z.string() })
  .meta({ example: { deleted: true, id: EXAMPLE_PIN.id } });

export const v1NextSlotQuery = z.strictObject({
  pin_id: z.string({ error: 'pin_id must be a pin id' }).optional(),
});
export const v1NextSlotResponse = z
  .object({
    scheduled_time: z.string(),
    /** With pin_id, when the link rule moved the suggestion: why. */
    notice: z.string().optional(),
  })
  .meta({ example: { scheduled_time: '2026-11-04T18:30:00.000Z' } });

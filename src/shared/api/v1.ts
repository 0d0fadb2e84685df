// Contracts of the public API's own calls (/api/v1, ADR 0046). Boards and pins are the app's own
// shapes (shared/api/boards.ts, pins.ts); what differs is paging: a cursor, not an offset.
import { z } from 'zod';
import { boardDto } from './boards';
import { pinDto, pinListFilters } from './pins';

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

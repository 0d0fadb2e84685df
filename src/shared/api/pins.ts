// Contracts of the pin calls (docs/product.md §3 Pin and Generated pin, §7 Pins).
import { z } from 'zod';
import { isoInstant } from './common';
import { destinationLink } from './destination-link';
import { promptVersionsUsed } from './settings';

/**
 * generated → scheduled → posted is the user-visible path (docs/product.md §4); publishing and
 * failed belong to automatic publishing.
 */
export const PIN_STATUSES = ['generated', 'scheduled', 'publishing', 'posted', 'failed'] as const;
export type PinStatus = (typeof PIN_STATUSES)[number];

export const MAX_PIN_TITLE_LENGTH = 100;
export const MAX_PIN_DESCRIPTION_LENGTH = 500;
export const MAX_PIN_ALT_TEXT_LENGTH = 500;
export const PIN_IMAGE_WIDTH = 1000;
export const PIN_IMAGE_HEIGHT = 1500;

export const pinDto = z.object({
  id: z.string(),
  board_id: z.string(),
  board_name: z.string(),
  title: z.string(),
  description: z.string(),
  alt_text: z.string(),
  /** Where the pin sends a reader on Pinterest (normalised http/https); null for none. */
  link: z.string().nullable(),
  /** A URL the browser loads as is, e.g. /media/pins/<id>.png. */
  filepath: z.string().nullable(),
  status: z.enum(PIN_STATUSES),
  scheduled_time: z.string().nullable(),
  posted_at: z.string().nullable(),
  created_at: z.string(),
  /** Why Pinterest refused a failed pin, in Pinterest's words; null otherwise. */
  failure_reason: z.string().nullable(),
  /** A scheduled pin Pinterest asked to wait for (429, 5xx): when the next try is due; else null. */
  retry_at: z.string().nullable(),
  /**
   * Where a posted pin can be seen on Pinterest (in demo mode, the app's simulated Pinterest);
   * null for a pin not published by Pinloom (e.g. marked posted by hand) or not posted.
   */
  pinterest_url: z.string().nullable(),
  /**
   * The template (GET /api/templates id) the image is drawn with; PUT /api/pins/{id} switches it.
   * Null for a pin made before templates: its board style's own drew it.
   */
  template_id: z.string().nullable(),
  /**
   * Which of the workspace's own prompt versions wrote the title and description and painted the
   * image (ADR 0037); a null part is Pinloom's default prompt.
   */
  prompt_versions: promptVersionsUsed,
});
export type Pin = z.infer<typeof pinDto>;

export const pinsResponse = z.object({ pins: z.array(pinDto) });

/** Body of the three generate calls. */
export const generateBody = z.strictObject({ boardId: z.string().uuid('Board not found') });

/** `fetch` is reading the page a pin is made from (POST /generate-from-link-stream). */
export const GENERATION_STAGES = ['fetch', 'text', 'image', 'compose', 'save'] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];

export const MAX_PAGE_PINS = 5;
export const DEFAULT_PAGE_PINS = 3;
export const PAGE_LINK_REQUIRED_MESSAGE = 'Paste the address of a page, like https://example.com/post';
const pinCountMessage = `count must be a whole number from 1 to ${MAX_PAGE_PINS}`;

/** Body of POST /generate-from-link(-stream): pin variants made from the page at `url`. */
export const generateFromLinkBody = z.strictObject({
  boardId: z.string().uuid('Board not found'),
  url: destinationLink.pipe(z.string({ error: PAGE_LINK_REQUIRED_MESSAGE })),
  count: z
    .number({ error: pinCountMessage })
    .int(pinCountMessage)
    .min(1, pinCountMessage)
    .max(MAX_PAGE_PINS, pinCountMessage)
    .default(DEFAULT_PAGE_PINS),
});

/** One `data: {json}` line of POST /generate-single-pin-stream. */
export const generationEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    stage: z.enum(GENERATION_STAGES),
    percent: z.number(),
    message: z.string(),
  }),
  z.object({ type: z.literal('complete'), data: pinDto }),
  z.object({ type: z.literal('error'), message: z.string(), code: z.string().optional() }),
]);
export type GenerationEvent = z.infer<typeof generationEvent>;

/** One `data: {json}` line of POST /generate-from-link-stream: as above, but it completes with pins. */
export const pagePinsEvent = z.discriminatedUnion('type', [
  generationEvent.options[0],
  z.object({ type: z.literal('complete'), data: z.array(pinDto) }),
  generationEvent.options[2],
]);
export type PagePinsEvent = z.infer<typeof pagePinsEvent>;

/** Strips the quote marks a model sometimes wraps around a title (docs/product.md §3). */
export function stripQuotes(text: string): string {
  return text
    .trim()
    .replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, '')
    .trim();
}

export const pinResponse = z.object({ pin: pinDto });

/** Like boardIdParams: a malformed id is answered 404 'Pin not found' by the server. */
export const pinIdParams = z.strictObject({ id: z.string() });

const DEFAULT_PINS_LIMIT = 100;
const MAX_PINS_LIMIT = 500;
const PIN_ORDERS = ['newest', 'oldest'] as const;
const statusMessage = `status must be one or more of ${PIN_STATUSES.join(', ')}, separated by commas`;
const limitMessage = `limit must be a whole number from 1 to ${MAX_PINS_LIMIT}`;

/** The filters every list of pins takes, the app's and the public API's (v1.ts). */
export const pinListFilters = {
  status: z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(z.enum(PIN_STATUSES, { error: statusMessage })).min(1, statusMessage))
    .optional(),
  board_id: z.string().uuid('board_id must be a board id').optional(),
};

/**
 * GET /pins. status takes one status or a comma-separated list (the timeline wants
 * scheduled,publishing,posted,failed in one call); order is by creation time.
 */
export const pinsQuery = z.strictObject({
  ...pinListFilters,
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(MAX_PINS_LIMIT, limitMessage)
    .default(DEFAULT_PINS_LIMIT),
  offset: z.coerce
    .number({ error: 'offset must be a whole number, 0 or more' })
    .int('offset must be a whole number, 0 or more')
    .min(0, 'offset must be a whole number, 0 or more')
    .default(0),
  order: z.enum(PIN_ORDERS, { error: 'order must be newest or oldest' }).default('newest'),
  /** scheduled_time from this instant (inclusive); pins without a scheduled time are left out. */
  from: isoInstant('from').optional(),
  /** scheduled_time before this instant (exclusive). */
  to: isoInstant('to').optional(),
});
export type PinsQuery = z.output<typeof pinsQuery>;

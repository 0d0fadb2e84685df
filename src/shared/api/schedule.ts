// Contracts of review, scheduling, the timeline and user settings (docs/product.md §2 Pin Review,
// Timeline, Settings; §3 Pin, Day group, User settings; §4 Pin status; §9 Timeline).
import { z } from 'zod';
import { DEFAULT_BRAND_COLORS, duplicateBrandColor, duplicateBrandColorMessage, styleConfig } from './boards';
import { isoInstant } from './common';
import { destinationLink } from './destination-link';
import { MAX_PIN_ALT_TEXT_LENGTH, MAX_PIN_DESCRIPTION_LENGTH, MAX_PIN_TITLE_LENGTH, pinDto } from './pins';
import { templateReference } from './templates';

/** A day on the timeline holds at most this many pins (docs/product.md §5, §9). */
export const DAY_CAPACITY = 5;
export const TIMELINE_PAST_DAYS = 7;
export const TIMELINE_FUTURE_DAYS = 30;
/**
 * GET /timeline answers at most this many pins in each of its Later and Earlier groups (and how
 * many there are in all): enough for a season planned ahead, bounded for the page and the query.
 */
export const TIMELINE_GROUP_LIMIT = 100;
export const DEFAULT_POSTING_WINDOW_START = '09:00';
export const DEFAULT_POSTING_WINDOW_END = '20:00';
/** docs/product.md §3 User settings: the image style a new board starts with, as stored JSON text. */
export const DEFAULT_IMAGE_STYLE = JSON.stringify({ style: 'modern', brandColors: DEFAULT_BRAND_COLORS });
/** docs/product.md §9: suggested time = window start + 120 min × pins that day (index ≤ 4) + up to 30 min. */
export const SLOT_SPACING_MINUTES = 120;
export const SLOT_INDEX_CAP = 4;
export const SLOT_JITTER_MINUTES = 30;
/**
 * A suggested time is at least this far from every other pin of the user, so approvals in a
 * burst are not posted in a burst (ADR 0011). A posting window too short for 5 pins this far
 * apart shrinks it to a fifth of the window.
 */
export const PIN_GAP_MINUTES = 30;
/**
 * Spam-safe spacing (ADR 0022): two pins with the same link on one board are at least
 * this many hours apart unless the user changes it in Settings (0 turns it off).
 */
export const DEFAULT_LINK_SPACING_HOURS = 48;
export const MAX_LINK_SPACING_HOURS = 720;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** PUT /pins/{id}: edit a pin in review (or a scheduled one's text). */
export const updatePinBody = z.strictObject({
  board_id: z.string({ error: 'board_id must be a board id' }).optional(),
  title: z
    .string({ error: 'Title must be text' })
    .trim()
    .min(1, 'Title is required')
    .max(MAX_PIN_TITLE_LENGTH, `Title must be at most ${MAX_PIN_TITLE_LENGTH} characters`)
    .optional(),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(MAX_PIN_DESCRIPTION_LENGTH, `Description must be at most ${MAX_PIN_DESCRIPTION_LENGTH} characters`)
    .optional(),
  alt_text: z
    .string({ error: 'Alt text must be text' })
    .trim()
    .max(MAX_PIN_ALT_TEXT_LENGTH, `Alt text must be at most ${MAX_PIN_ALT_TEXT_LENGTH} characters`)
    .optional(),
  /** The time the person wants; on a generated pin it is used when it is approved. */
  scheduled_time: isoInstant('scheduled_time').nullable().optional(),
  /** The destination link; null (or '') clears it. */
  link: destinationLink.optional(),
  /** Another template (GET /api/templates): the image is redrawn on the same artwork, no allowance spent. */
  template_id: templateReference('template_id must be a template id from GET /api/templates').optional(),
});

/** POST /pins/{id}/approve: generated → scheduled, at the given time or the next free slot. */
export const approvePinBody = z.strictObject({ scheduled_time: isoInstant('scheduled_time').optional() });

/** POST /pins/{id}/reschedule: a scheduled pin to a new time (docs/product.md §7: an id and an ISO time). */
export const reschedulePinBody = z.strictObject({ scheduled_time: isoInstant('scheduled_time') });

/** POST /pins/{id}/move: a scheduled pin dropped on a day of the timeline; the server picks the time. */
export const movePinBody = z.strictObject({
  date: z.string().regex(ISO_DATE, 'date must be a day like 2026-12-01'),
});

/** POST /pins/bulk-approve: at most this many pins in one call. */
export const MAX_BULK_APPROVE = 100;

/**
 * POST /pins/bulk-approve: several pins in review into the next free slots, in the order given
 * (the review page sends them oldest first), each spaced from the others like a single approval.
 */
export const bulkApprovePinsBody = z.strictObject({
  pin_ids: z
    .array(z.string({ error: 'pin_ids must be a list of pin ids' }), {
      error: 'pin_ids must be a list of pin ids',
    })
    .min(1, 'Choose at least one pin to approve')
    .max(MAX_BULK_APPROVE, `Approve at most ${MAX_BULK_APPROVE} pins at once`),
});
/**
 * Why a suggested time is where it is (ADR 0045): inside the workspace's best hours, local to its
 * zone (`from_hour` up to `to_hour`), learnt from its analytics; null when the usual formula chose it.
 */
const suggestionReason = z
  .object({
    kind: z.literal('best_hours'),
    from_hour: z.number().int().min(0).max(23),
    to_hour: z.number().int().min(1).max(24),
  })
  .nullable();
export type SuggestionReason = z.infer<typeof suggestionReason>;

/** Each pin is either approved (with its time) or left in review with the reason, in people's words. */
export const bulkApprovePinsResponse = z.object({
  approved: z.array(pinDto),
  not_approved: z.array(z.object({ pin_id: z.string(), error: z.string() })),
  /** Approved pins placed later than usual to keep pins with the same link apart, and why. */
  notices: z.array(z.object({ pin_id: z.string(), notice: z.string() })),
  /** Approved pins placed in the workspace's best hours (ADR 0045), and which hours. */
  reasons: z.array(z.object({ pin_id: z.string(), reason: suggestionReason.unwrap() })).optional(),
});
export type BulkApprovePinsResponse = z.infer<typeof bulkApprovePinsResponse>;

/**
 * An approval or a move answers the pin and, when the link rule placed it later than
 * the usual suggestion, a sentence saying so for the person to read; an approval placed in the
 * workspace's best hours says so in `reason`.
 */
export const scheduledPinResponse = z.object({
  pin: pinDto,
  notice: z.string().optional(),
  reason: suggestionReason.optional(),
});

/** GET /next-available-time?pin_id=…: the suggestion for that pin follows its link's spacing too. */
export const nextAvailableTimeQuery = z.strictObject({
  pin_id: z.string({ error: 'pin_id must be a pin id' }).optional(),
});
export const nextAvailableTimeResponse = z.object({
  scheduledTime: z.string(),
  /** With pin_id, when the link rule moved the suggestion: why (as an approval would say). */
  notice: z.string().optional(),
  /** The best hours the suggestion is in (ADR 0045), or null: the usual formula. */
  reason: suggestionReason,
});

/** The Pinterest connection as the timeline needs it: can due pins go out? */
const PUBLISHING_CONNECTIONS = ['connected', 'needs_reconnect', 'not_connected'] as const;

/**
 * A pin as the timeline shows it: the pin without what the page never shows (created_at). The
 * timeline is the busiest answer and its size is most of its cost (bench/timeline.ts); a full pin
 * (the answer of a move or an edit) still fits where a timeline pin goes.
 * @internal for tests and benchmarks, not production code
 */
export const timelinePin = pinDto.omit({ created_at: true, template_id: true, prompt_versions: true });
export type TimelinePin = z.infer<typeof timelinePin>;

/** One day of GET /timeline, in the user's time zone. */
const timelineDay = z.object({
  /** YYYY-MM-DD in the user's time zone. */
  date: z.string(),
  pins: z.array(timelinePin),
});
export const timelineResponse = z.object({
  time_zone: z.string(),
  /** Today in the user's time zone, YYYY-MM-DD. */
  today: z.string(),
  /** 7 past days, today and 30 future days, oldest first; every day present, empty or not. */
  days: z.array(timelineDay),
  /** Pins after the last day (planned further ahead), soonest first; the first TIMELINE_GROUP_LIMIT. */
  later: z.array(timelinePin),
  /** How many pins are after the last day: more than later.length when the group is cut short. */
  later_count: z.number().int().nonnegative(),
  /**
   * Pins before the first day still to go out (scheduled, publishing, failed: e.g. waiting for a
   * board to be linked), oldest first; the first TIMELINE_GROUP_LIMIT.
   */
  earlier: z.array(timelinePin),
  earlier_count: z.number().int().nonnegative(),
  /** Why scheduled pins may wait instead of publishing: the account, and boards not linked. */
  publishing: z.object({
    connection: z.enum(PUBLISHING_CONNECTIONS),
    /** Scopes Pinterest did not grant that publishing needs (then `connection` is needs_reconnect). */
    missing_scopes: z.array(z.string()),
    /** Boards of pins on the timeline that have no Pinterest board to publish to. */
    unlinked_board_ids: z.array(z.string()),
    /** The workspace's Pinterest accounts, the default (oldest) first (ADR 0032). */
    accounts: z.array(
      z.object({
        id: z.string(),
        username: z.string(),
        connection: z.enum(['connected', 'needs_reconnect']),
      }),
    ),
    /** Board id → the account (accounts[].id) its pins publish with, for boards on the timeline. */
    board_accounts: z.record(z.string(), z.string()),
  }),
});
export type TimelineResponse = z.infer<typeof timelineResponse>;

export const userSettingsDto = z.object({
  posting_window_start: z.string(),
  posting_window_end: z.string(),
  /** JSON text {style, brandColors} (docs/product.md §3 User settings). */
  image_style_default: z.string(),
  time_zone: z.string(),
  /** Pins with the same link on a board are at least this many hours apart; 0 turns it off. */
  link_spacing_hours: z.number().int(),
});
export type UserSettings = z.infer<typeof userSettingsDto>;

export const LINK_SPACING_MESSAGE = `Hours between pins with the same link must be a whole number from 0 to ${MAX_LINK_SPACING_HOURS}`;

export const updateSettingsBody = z.strictObject({
  posting_window_start: z.string().regex(HH_MM, 'Posting window start must be a time like 09:00').optional(),
  posting_window_end: z.string().regex(HH_MM, 'Posting window end must be a time like 20:00').optional(),
  image_style_default: z.string().max(2000, 'Image style must be at most 2000 characters').optional(),
  time_zone: z.string().max(64, 'Time zone must be at most 64 characters').optional(),
  link_spacing_hours: z
    .number({ error: LINK_SPACING_MESSAGE })
    .int(LINK_SPACING_MESSAGE)
    .min(0, LINK_SPACING_MESSAGE)
    .max(MAX_LINK_SPACING_HOURS, LINK_SPACING_MESSAGE)
    .optional(),
});

/** docs/product.md §7: the settings update answers {success, message}. */
export const saveSettingsResponse = z.object({ success: z.literal(true), message: z.string() });

/** Refusals the review page and the timeline may show as they are. */
export const DAY_FULL_MESSAGE = `That day already has ${DAY_CAPACITY} pins. Choose another day.`;
export const PAST_TIME_MESSAGE = 'Choose a time in the future.';
export const POSTED_PIN_MESSAGE = 'A posted pin can only be deleted.';
export const ONLY_SCHEDULED_RESCHEDULE_MESSAGE = 'Only a scheduled pin can be rescheduled.';
export const MOVE_DAY_MESSAGE = `Choose a day from today to ${TIMELINE_FUTURE_DAYS} days ahead.`;
export const WINDOW_OVER_MESSAGE = 'Today’s posting window is over. Choose another day.';
export const NO_SPACED_TIME_MESSAGE =
  'That day has no time left in your posting window that is far enough from its other pins. Choose another day.';
export const NO_FREE_DAY_MESSAGE = `Every day from today to ${TIMELINE_FUTURE_DAYS} days ahead already has ${DAY_CAPACITY} pins. Delete or reschedule a pin to make room.`;

const WINDOW_ORDER_MESSAGE = 'Posting window start must be before its end';
export const SETTINGS_SAVED_MESSAGE = 'Settings saved successfully';

/** Why a posting window cannot be used, or null. Times are HH:MM, so text order is time order. */
export function postingWindowIssue(start: string, end: string): string | null {
  return start < end ? null : WINDOW_ORDER_MESSAGE;
}

/**
 * Reads the default image style typed in Settings: the style and brand colours as JSON, with
 * the board modal's messages. Answers the canonical JSON text to store, or the reason it is
 * refused.
 */
export function readImageStyle(text: string): { json: string } | { issue: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { issue: 'Image style must be valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { issue: 'Image style must be a JSON object with style and brandColors' };
  }
  const parsed = styleConfig.safeParse(value);
  if (parsed.success) {
    // New boards start from this style: a colour listed twice is refused as the board form refuses it.
    const twice = duplicateBrandColor(parsed.data.brandColors);
    if (twice) return { issue: duplicateBrandColorMessage(twice) };
    return { json: JSON.stringify(parsed.data) };
  }
  const [first] = parsed.error.issues;
  if (first?.code === 'unrecognized_keys') {
    return { issue: `Image style has an unknown field: ${first.keys.join(', ')}` };
  }
  return { issue: first?.message ?? 'Image style is not valid' };
}

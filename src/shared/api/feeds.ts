// Contracts of a board's feeds and sitemaps: the board follows them, a job checks
// them every few hours and makes pins from new articles into Review.
import { z } from 'zod';
import { normaliseLink } from './destination-link';

/** A board makes pins from at most this many new feed articles a day unless its owner changes it. */
export const DEFAULT_FEED_PINS_PER_DAY = 3;
export const MAX_FEED_PINS_PER_DAY = 10;
/** Feeds and sitemaps one board may follow. */
export const MAX_FEEDS_PER_BOARD = 10;

/** @internal for tests and benchmarks, not production code */
export const FEED_URL_REQUIRED_MESSAGE = 'Give the address of a feed or sitemap';
export const feedLimitMessage = () =>
  `A board follows at most ${MAX_FEEDS_PER_BOARD} feeds and sitemaps. Remove one to add another.`;
export const feedDuplicateMessage = (url: string) => `This board already follows ${url}`;
export const FEED_NOT_FOUND_MESSAGE = 'Feed not found';

/** The address of a feed or sitemap: normalised like a destination link, never empty. */
const feedUrl = z.string({ error: FEED_URL_REQUIRED_MESSAGE }).transform((text, ctx) => {
  const result = normaliseLink(text);
  if ('problem' in result) {
    // The link rule's messages say "Link must …"; here the thing given is a feed's address.
    ctx.addIssue({ code: 'custom', message: result.problem.replace(/^Link/, 'The address') });
    return z.NEVER;
  }
  if (result.link === null) {
    ctx.addIssue({ code: 'custom', message: FEED_URL_REQUIRED_MESSAGE });
    return z.NEVER;
  }
  return result.link;
});

export const boardFeedParams = z.strictObject({ id: z.string(), feedId: z.string() });
export const addFeedBody = z.strictObject({ url: feedUrl });

const feedPinsPerDay = z
  .number({ error: 'feed_pins_per_day must be a whole number' })
  .int('feed_pins_per_day must be a whole number')
  .min(1, 'feed_pins_per_day must be at least 1')
  .max(MAX_FEED_PINS_PER_DAY, `feed_pins_per_day must be at most ${MAX_FEED_PINS_PER_DAY}`);
export const feedSettingsBody = z.strictObject({ feed_pins_per_day: feedPinsPerDay });
export const feedSettingsResponse = z.object({ feed_pins_per_day: z.number().int() });

export const FEED_KIND_LABELS = { rss: 'RSS feed', atom: 'Atom feed', sitemap: 'Sitemap' } as const;

export const feedDto = z.object({
  id: z.string(),
  board_id: z.string(),
  url: z.string(),
  /** What the address turned out to be when last read. */
  kind: z.enum(['rss', 'atom', 'sitemap']).nullable(),
  last_checked_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  next_check_at: z.string(),
  /** Why the last check failed, a sentence ("The feed answered with HTTP 404"); null when it worked. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  /** Its articles: waiting for a day with room, made into pins, could not be made into pins. */
  items: z.object({ pending: z.number().int(), made: z.number().int(), failed: z.number().int() }),
});
export type Feed = z.infer<typeof feedDto>;

export const boardFeedsResponse = z.object({
  feeds: z.array(feedDto),
  feed_pins_per_day: z.number().int(),
  /** The plan's pins for today or this month are used up: new articles wait until there is room. */
  allowance_used_up: z.boolean(),
});
export type BoardFeeds = z.infer<typeof boardFeedsResponse>;

export const feedResponse = z.object({ feed: feedDto });

/** GET /api/feeds: every feed the user follows, on any board (the Boards page's Feeds actions). */
export const userFeedsResponse = z.object({ feeds: z.array(feedDto) });
export type UserFeeds = z.infer<typeof userFeedsResponse>;

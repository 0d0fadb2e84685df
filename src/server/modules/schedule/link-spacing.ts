// Spam-safe spacing on a board (ADR 0022): pins with the same link at least the workspace's
// link_spacing_hours apart, and never the same image twice. Read under the workspace's lock
// (ADR 0036) with the rest of the schedule: a board and its pins are one workspace's,
// so every change that could break the rule waits on that lock, and parallel approvals each see
// the ones before.
import { and, eq, gt, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import {
  linkSpacingKey,
  linkTooCloseMessage,
  nearestPin,
  nextLinkAllowedTime,
  pinsTooClose,
  type SameLinkPin,
  sameImageMessage,
} from '../../../shared/link-spacing';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { type PinRow, pins, type WorkspaceRow } from '../../db/schema';
import { SLOT_STATUSES } from './day-slots';

const HOUR_MS = 3_600_000;

/** What the rules look at of a pin, with the board and link it has or will have. */
export type SpacedPin = Pick<PinRow, 'id' | 'boardId' | 'link' | 'imageHash'>;

/** The posting settings the rule follows: the workspace's (ADR 0036). */
export type SpacingSettings = Pick<WorkspaceRow, 'timeZone' | 'linkSpacingHours'>;

/**
 * The board's slot-taking pins (other than `pin`) whose link is the same page as the pin's, with
 * times between `from` and `to` widened by the spacing. None when the pin has no link or the
 * workspace turned the rule off.
 */
export async function loadSameLinkPins(options: {
  db: Database;
  workspaceId: string;
  settings: SpacingSettings;
  pin: SpacedPin;
  from: Date;
  to: Date;
}): Promise<SameLinkPin[]> {
  const { pin, settings } = options;
  const hours = settings.linkSpacingHours;
  if (!pin.link || hours <= 0) return [];
  const margin = hours * HOUR_MS;
  const conditions: SQL[] = [
    eq(pins.workspaceId, options.workspaceId),
    eq(pins.boardId, pin.boardId),
    inArray(pins.status, [...SLOT_STATUSES]),
    // Links are stored normalised; the fragment is a place on the page, not another page.
    sql`split_part(${pins.link}, '#', 1) = ${linkSpacingKey(pin.link)}`,
    gt(pins.scheduledTime, new Date(options.from.getTime() - margin)),
    lt(pins.scheduledTime, new Date(options.to.getTime() + margin)),
    ne(pins.id, pin.id),
  ];
  const rows = await options.db
    .select({ title: pins.title, scheduledTime: pins.scheduledTime })
    .from(pins)
    .where(and(...conditions));
  return rows.flatMap((row) =>
    row.scheduledTime ? [{ title: row.title, scheduledTime: row.scheduledTime }] : [],
  );
}

/**
 * Refuses (409) a time a person chose, or a change of board or link of a scheduled pin, that
 * puts the pin closer than the spacing to a pin of the board with the same link, naming that pin
 * and the next time the rule allows.
 */
export async function assertLinkSpacing(options: {
  db: Database;
  workspaceId: string;
  settings: SpacingSettings;
  pin: SpacedPin;
  time: Date;
  now: Date;
}): Promise<void> {
  const { settings, time } = options;
  const hours = settings.linkSpacingHours;
  // The next allowed time may be pushed on by pins after the first: read a month of them.
  const sameLink = await loadSameLinkPins({
    ...options,
    from: time,
    to: new Date(time.getTime() + 31 * 24 * HOUR_MS),
  });
  const close = nearestPin(pinsTooClose(sameLink, time, hours), time);
  if (!close) return;
  const next = nextLinkAllowedTime(sameLink, time, hours);
  throw new AppError(
    'conflict',
    linkTooCloseMessage(close, next, { timeZone: settings.timeZone, now: options.now, hours }),
  );
}

/** Refuses (409) a pin whose image a slot-taking pin of the same board already has. */
export async function assertImageUnique(options: { db: Database; pin: SpacedPin }): Promise<void> {
  const { pin } = options;
  if (!pin.imageHash) return;
  const [same] = await options.db
    .select({ title: pins.title })
    .from(pins)
    .where(
      and(
        eq(pins.boardId, pin.boardId),
        eq(pins.imageHash, pin.imageHash),
        inArray(pins.status, [...SLOT_STATUSES]),
        ne(pins.id, pin.id),
      ),
    )
    .limit(1);
  if (same) throw new AppError('conflict', sameImageMessage(same.title));
}

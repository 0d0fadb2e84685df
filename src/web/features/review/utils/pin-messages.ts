// The texts the review page shows for pins: the display form of a pin's words, its toasts and
// the result of a bulk approval.
import { type Pin, stripQuotes } from '../../../../shared/api/pins';
import { type FailureToast, failureToast } from '../../../lib/failure-toast';
import { hourSpan } from '../../../lib/hour-span';
import { readableServerText } from '../../../lib/readable-error';
import { formatZonedDateTime } from '../../../lib/zoned-time';

// docs/product.md §8, word for word.
export const DELETE_PIN_ERROR = 'Error deleting pin. Please try again.';
export const UPDATE_PIN_ERROR = 'Error updating pin. Please try again.';
export const APPROVE_PIN_ERROR = 'Error approving pin. Please try again.';
// docs/product.md §5.
export const DELETE_PIN_CONFIRMATION = 'Are you sure you want to delete this pin?';

/** Title and description as shown: the quote marks a model sometimes adds are stripped (docs/product.md §3). */
export function pinDisplayText(pin: Pick<Pin, 'title' | 'description'>): {
  title: string;
  description: string;
} {
  return { title: stripQuotes(pin.title), description: stripQuotes(pin.description) };
}

/**
 * The toast for a failed edit or approval. Only a 409 (illegal transition, day full) or a 400 (a
 * field the server refused) carries a reason that tells the person what to change; a lost
 * connection says so; anything else gets the spec's text alone.
 */
export function pinFailure(specText: string, error: unknown): FailureToast {
  return failureToast(specText, error, [400, 409]);
}

/** Why a pin of a bulk approval stayed in review, as a person reads it. */
export function notApprovedReason(serverText: string): string {
  return readableServerText(serverText) ?? 'It could not be approved. Please try again.';
}

/** '5 pins scheduled'. */
export function scheduledCountMessage(count: number): string {
  return count === 1 ? '1 pin scheduled' : `${count} pins scheduled`;
}

/** The toast after an approval, with the slot in the user's time zone. */
export function approvedMessage(scheduledTime: string | null, timeZone: string): string {
  const when = formatZonedDateTime(scheduledTime, timeZone);
  return when ? `Pin approved and scheduled for ${when}` : 'Pin approved and scheduled';
}

/**
 * Under a bulk approval's toast: why some pins are later than usual. One is told in
 * the server's words; several in one line, the timeline shows their times.
 */
export function spacedPinsMessage(notices: readonly string[]): string | null {
  if (notices.length === 0) return null;
  if (notices.length === 1) return notices[0] ?? null;
  return `${notices.length} of them were placed later, to keep pins with the same link apart on their board.`;
}

/**
 * Why an approval took its time when the schedule learnt the workspace's best hours (ADR 0045):
 * 'Your pins do best between 7 and 9 pm.', in the workspace's zone as the hours are, worded as
 * the Analytics page words them.
 */
export function bestHoursMessage(reason: { from_hour: number; to_hour: number }): string {
  return `Your pins do best ${hourSpan(reason.from_hour, reason.to_hour)}.`;
}

/** Under a bulk approval's toast: how many pins went into the best hours, and which hours. */
export function bestHoursPinsMessage(
  reasons: readonly { reason: { from_hour: number; to_hour: number } }[],
  approved: number,
): string | null {
  const [first] = reasons;
  if (!first) return null;
  const who =
    reasons.length === approved
      ? approved === 1
        ? 'It was'
        : 'They were'
      : `${reasons.length} of them were`;
  return `${who} placed in your best hours. ${bestHoursMessage(first.reason)}`;
}

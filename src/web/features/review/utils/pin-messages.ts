// The texts the review page shows for pins: the display form of a pin's words and its alerts.
import { type Pin, stripQuotes } from '../../../../shared/api/pins';
import { ApiError } from '../../../lib/api-client';
import { formatLocalDateTime } from './local-date-time';

// SPEC.md §8, word for word.
export const DELETE_PIN_ERROR = 'Error deleting pin. Please try again.';
export const UPDATE_PIN_ERROR = 'Error updating pin. Please try again.';
export const APPROVE_PIN_ERROR = 'Error approving pin. Please try again.';
// SPEC.md §5.
export const DELETE_PIN_CONFIRMATION = 'Are you sure you want to delete this pin?';

/** Title and description as shown: the quote marks a model sometimes adds are stripped (SPEC.md §3). */
export function pinDisplayText(pin: Pick<Pin, 'title' | 'description'>): {
  title: string;
  description: string;
} {
  return { title: stripQuotes(pin.title), description: stripQuotes(pin.description) };
}

/**
 * The alert for a failed edit or approval. A 409 (illegal transition, day full) or a 400
 * (a field the server refused) carries a message that tells the person what to change, so it
 * follows the spec's text; anything else gets the spec's text alone.
 */
export function pinFailureMessage(specText: string, error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 400) && error.serverMessage) {
    return `${specText}\n\n${error.serverMessage}`;
  }
  return specText;
}

/** The toast after an approval, with the slot in the browser's local time. */
export function approvedMessage(scheduledTime: string | null, locale?: string): string {
  const when = formatLocalDateTime(scheduledTime, { locale });
  return when ? `Pin approved and scheduled for ${when}` : 'Pin approved and scheduled';
}

// Turns what a failed call says into a sentence for a person. The server's own messages are
// written for people ("That day already has 5 pins…"), except the validation texts that name
// a field the way the API spells it ("scheduled_time must be an ISO 8601 date and time…"):
// those get the field's name in words, and anything a person cannot act on gets the fallback.
import { ApiError, NetworkError } from './api-client';
import { isBusyError } from './api-error';

/** How each API field is named in a sentence; others are spelled out ("pins_per_day" → "pins per day"). */
const FIELD_WORDS: Record<string, string> = {
  scheduled_time: 'the scheduled time',
  board_id: 'the board',
  board_ids: 'the boards',
  pin_ids: 'the chosen pins',
  style_config: 'the style',
  alt_text: 'the alt text',
  sort_order: 'the board order',
};

/** A field as the API spells it: a lower-case word with underscores, first in the message. */
const LEADING_FIELD = /^([a-z]+(?:_[a-z]+)+)\b\s*/;

/** Phrases that only a programmer reads, each with what a person needs to hear instead. */
const PLAIN_WORDS: [RegExp, string][] = [
  [/must be an ISO 8601 date and time\b.*$/s, 'must be a valid date and time'],
  [/must be (?:a )?board ids?\b.*$/s, 'must be one of your boards'],
  [/must be a list of pin ids\b.*$/s, 'must be pins from your review list'],
];

function sentence(text: string): string {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * The server's text made readable, or null when it says nothing a person can act on (an
 * unknown field is our bug, not theirs).
 */
export function readableServerText(text: string): string | null {
  if (/^Unknown fields?:/i.test(text) || /^Request (?:body )?(?:is not valid|must be)/i.test(text))
    return null;
  const field = LEADING_FIELD.exec(text);
  if (!field?.[1]) return text;
  const name = FIELD_WORDS[field[1]] ?? field[1].replace(/_/g, ' ');
  let rest = text.slice(field[0].length);
  for (const [pattern, plain] of PLAIN_WORDS) rest = rest.replace(pattern, plain);
  return sentence(`${name} ${rest}`);
}

/**
 * Why a call failed, for a person: the network message, the server's text when it is about
 * something the person can change (400, 403, 404, 409, 429) made readable, how long to wait when
 * the server was too busy, else the fallback.
 */
export function readableErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  // Too busy now, a 503 too: the person can act on it by waiting the seconds it names.
  if (isBusyError(error) && error.serverMessage) return error.serverMessage;
  if (error instanceof ApiError && error.serverMessage && error.status < 500 && error.status !== 401) {
    return readableServerText(error.serverMessage) ?? fallback;
  }
  return fallback;
}

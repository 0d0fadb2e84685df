// A pin's destination link (and a board's default one): where a reader goes from the pin. The
// server stores, and the web shows, only the normalised form this module makes.
import { z } from 'zod';

/**
 * Pinterest's limit on PinCreate `link` (OpenAPI v5), counted on the normalised text we send.
 * @internal for tests and benchmarks, not production code
 */
export const MAX_LINK_LENGTH = 2048;

/** @internal for tests and benchmarks, not production code */
export const LINK_SCHEME_MESSAGE = 'Link must start with http:// or https://';
/** @internal for tests and benchmarks, not production code */
export const LINK_TOO_LONG_MESSAGE = 'Link must be at most 2,048 characters';
/** @internal for tests and benchmarks, not production code */
export const CREDENTIALS_MESSAGE = 'Link must not contain a user name or password';
/** @internal for tests and benchmarks, not production code */
export const WHITESPACE_MESSAGE = 'Link must not contain spaces or control characters';
/** @internal for tests and benchmarks, not production code */
export const INVALID_LINK_MESSAGE = 'Link must be a web address like https://example.com/page';

const WEB_SCHEME = /^https?:\/\//i;
const SPACE_OR_CONTROL = /[\s\p{Cc}]/u;
/** Another scheme ("javascript:", "ftp://"), or an address without one ("example.com/page"). */
const ADDRESS_OF_SOME_KIND = /^(?:[a-z][a-z\d+.-]*:|\/\/|[^\s/]+\.[^\s.]+)/i;

/**
 * The link as stored: scheme and host lower-cased (an international host in its xn-- form), the
 * default port dropped, the path percent-encoded. The fragment is kept, since it may point at the
 * part of the page the pin is about (a recipe card); only an empty `#` goes. Empty text is no link.
 */
export function normaliseLink(text: string): { link: string | null } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { link: null };
  // Checked before parsing, so a huge paste costs nothing more.
  if (trimmed.length > MAX_LINK_LENGTH) return { problem: LINK_TOO_LONG_MESSAGE };
  if (!WEB_SCHEME.test(trimmed)) {
    // "not a url" is no address at all: say what one looks like, not what it lacks.
    return { problem: ADDRESS_OF_SOME_KIND.test(trimmed) ? LINK_SCHEME_MESSAGE : INVALID_LINK_MESSAGE };
  }
  // WHATWG URL parsing would quietly drop tabs and newlines: refuse them instead.
  if (SPACE_OR_CONTROL.test(trimmed)) return { problem: WHITESPACE_MESSAGE };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { problem: INVALID_LINK_MESSAGE };
  }
  if (url.hostname === '') return { problem: INVALID_LINK_MESSAGE };
  if (url.username !== '' || url.password !== '') return { problem: CREDENTIALS_MESSAGE };
  const link = url.href.endsWith('#') ? url.href.slice(0, -1) : url.href;
  if (link.length > MAX_LINK_LENGTH) return { problem: LINK_TOO_LONG_MESSAGE };
  return { link };
}

/** A link as a request gives it: text (normalised; '' clears it) or null for none. */
export const destinationLink = z
  .string({ error: 'Link must be text' })
  .transform((text, ctx) => {
    const result = normaliseLink(text);
    if ('problem' in result) {
      ctx.addIssue({ code: 'custom', message: result.problem });
      return z.NEVER;
    }
    return result.link;
  })
  .nullable();

/** The host a pin card shows for a stored link (www. left out); null when it does not parse. */
export function linkHost(link: string): string | null {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

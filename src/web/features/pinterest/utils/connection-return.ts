// Reading the outcome Pinterest leaves in the address on the way back (docs/product.md §4 Account
// connection, §8 codes): `?connected=true` or `?error=<code>`, then clearing it.
import {
  ACCOUNT_LIMIT_MESSAGE,
  CONNECTION_ERROR_MESSAGES,
  UNKNOWN_CONNECTION_ERROR_MESSAGE,
} from '../../../../shared/api/pinterest';

export type ConnectionReturn = { outcome: 'connected' } | { outcome: 'error'; code: string; message: string };

const RETURN_PARAMS = ['connected', 'error'] as const;

/**
 * The message for a code from the address. Own keys only: the shared connectionErrorMessage
 * looks codes up with `[]`, so an address like ?error=toString would find Object's method.
 */
function returnCodeMessage(code: string): string {
  if (code === 'account_limit') return ACCOUNT_LIMIT_MESSAGE;
  return Object.hasOwn(CONNECTION_ERROR_MESSAGES, code)
    ? CONNECTION_ERROR_MESSAGES[code as keyof typeof CONNECTION_ERROR_MESSAGES]
    : UNKNOWN_CONNECTION_ERROR_MESSAGE;
}

/** The outcome in `search`, or null when the address carries none. An error wins over connected. */
export function readConnectionReturn(search: string): ConnectionReturn | null {
  const params = new URLSearchParams(search);
  const code = params.get('error');
  if (code !== null) return { outcome: 'error', code, message: returnCodeMessage(code) };
  if (params.get('connected') === 'true') return { outcome: 'connected' };
  return null;
}

/** True when `search` holds a return parameter that should be cleared (even an unreadable one). */
export function hasConnectionReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return RETURN_PARAMS.some((name) => params.has(name));
}

/** `search` without the return parameters, keeping every other one ('' when none is left). */
export function withoutConnectionReturn(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

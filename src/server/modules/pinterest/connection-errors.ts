// What a user is told when Pinterest cannot be used for them, and how a PinterestError from the
// client becomes an AppError (the README of integrations/pinterest says what each kind means).

import { missingScopes, missingScopesMessage } from '../../../shared/api/pinterest';
import { AppError } from '../../app-error';
import { PinterestError } from '../../integrations/pinterest/errors';

export const NOT_CONNECTED_MESSAGE = 'Connect your Pinterest account first.';
/** @internal for tests and benchmarks, not production code */
export const RECONNECT_MESSAGE = 'Your Pinterest connection has expired. Please connect your account again.';
const PINTEREST_UNAVAILABLE_MESSAGE =
  'Pinterest is not answering right now. Please try again in a few minutes.';

export const ACCOUNT_NOT_FOUND_MESSAGE = 'That Pinterest account is not connected to this workspace.';

export const notConnected = () => new AppError('conflict', NOT_CONNECTED_MESSAGE);

/**
 * Why a connection needs the person to connect again: scopes Pinterest did not grant (named), or
 * a dead refresh token. `scope` is the connection's granted list, when known.
 */
export function reconnectMessage(scope?: string | null): string {
  const missing = scope ? missingScopes(scope) : [];
  return missing.length > 0 ? missingScopesMessage(missing) : RECONNECT_MESSAGE;
}
export const needsReconnect = (scope?: string | null) => new AppError('conflict', reconnectMessage(scope));

/** Never passes tokens on: PinterestError messages are already redacted by the client. */
export function toAppError(error: unknown): unknown {
  if (!(error instanceof PinterestError)) return error;
  switch (error.kind) {
    case 'invalid_grant':
      return needsReconnect();
    case 'rate_limited':
      return new AppError('rate_limited', 'Pinterest asks us to slow down. Please try again shortly.', {
        headers: error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {},
        cause: error,
      });
    case 'client':
      return new AppError('provider_error', `Pinterest refused the request: ${error.message}`, {
        cause: error,
      });
    case 'unauthorized':
      // After a successful refresh: the app's credentials, or Pinterest itself, refuse us.
      return new AppError(
        'provider_error',
        'Pinterest refused Pinloom’s access. Please try again, or connect your account again if it keeps failing.',
        { cause: error },
      );
    default:
      return new AppError('service_unavailable', PINTEREST_UNAVAILABLE_MESSAGE, { cause: error });
  }
}

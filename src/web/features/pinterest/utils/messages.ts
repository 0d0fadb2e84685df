// The texts of the Pinterest connection (docs/product.md §8 Account connection): fallbacks when the
// server sends no error text of its own, and the words the wizard and the card share.
import { errorMessage, UnexpectedAnswerError } from '../../../lib/api-client';

export const CONNECTED_MESSAGE = 'Pinterest account connected';
export const DISCONNECTED_MESSAGE = 'Pinterest account disconnected';
/** The connect call failed and the server said nothing of why. */
const CONNECT_FAILED_MESSAGE = 'Failed to connect to Pinterest';
/** The connect call answered, but with no consent address to go to. */
const INITIATE_FAILED_MESSAGE = 'Failed to initiate Pinterest connection';
export const STATUS_FAILED_MESSAGE = 'Failed to check Pinterest connection';
export const DISCONNECT_FAILED_MESSAGE = 'Failed to disconnect Pinterest account';
export const SYNC_FAILED_MESSAGE = 'Failed to sync Pinterest boards';
export const DISCONNECT_CONFIRMATION =
  'Disconnect your Pinterest account? Scheduled pins will not be published until you connect again.';
export const NEEDS_RECONNECT_MESSAGE =
  'Your Pinterest connection has expired. Publishing is paused until you connect again.';
export const CONNECTION_REQUIRED_MESSAGE = 'Pinterest connection required to continue';
export const DEMO_MODE_LABEL = 'Demo mode: Pinterest is simulated';

/** What a failed start of the connection says: the network's or server's words, else the fallback. */
export function connectFailureMessage(error: unknown): string {
  return errorMessage(
    error,
    error instanceof UnexpectedAnswerError ? INITIATE_FAILED_MESSAGE : CONNECT_FAILED_MESSAGE,
  );
}

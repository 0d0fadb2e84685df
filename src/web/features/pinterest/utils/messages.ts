// The texts of the Pinterest connection (SPEC.md §8 Account connection): fallbacks when the
// server sends no error text of its own, and the words the wizard and the card share.
import { ApiError, NetworkError } from '../../../lib/api-client';

export const CONNECTED_MESSAGE = 'Pinterest account connected';
export const DISCONNECTED_MESSAGE = 'Pinterest account disconnected';
/** Wizard: the connect call answered but gave no address to go to. */
export const INITIATE_FAILED_MESSAGE = 'Failed to initiate Pinterest connection';
/** Wizard: the connect call itself failed. */
export const CONNECT_FAILED_MESSAGE = 'Failed to connect to Pinterest';
export const STATUS_FAILED_MESSAGE = 'Failed to check Pinterest connection';
export const DISCONNECT_FAILED_MESSAGE = 'Failed to disconnect Pinterest account';
export const SYNC_FAILED_MESSAGE = 'Failed to sync Pinterest boards';
export const DISCONNECT_CONFIRMATION =
  'Disconnect your Pinterest account? Scheduled pins will not be published until you connect again.';
export const NEEDS_RECONNECT_MESSAGE =
  'Your Pinterest connection has expired. Publishing is paused until you connect again.';
export const CONNECTION_REQUIRED_MESSAGE = 'Pinterest connection required to continue';
export const DEMO_MODE_LABEL = 'Demo mode: Pinterest is simulated';

/** A Pinterest call answered 2xx with success false: its error text, else its details. */
export class PinterestCallError extends Error {
  override name = 'PinterestCallError';
}

/** The server's error text (or details), the network message, else the fallback. */
export function pinterestErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError || error instanceof PinterestCallError) return error.message;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** The text of a `success: false` answer: error, else details, else the fallback. */
export function failedAnswerText(payload: unknown, fallback: string): string {
  if (typeof payload === 'object' && payload !== null) {
    for (const field of ['error', 'details'] as const) {
      const value = (payload as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return fallback;
}

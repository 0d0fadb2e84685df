// The alerts after Save Settings, word for word from docs/product.md §8 'Settings save'.
import { ApiError, NetworkError } from '../../../lib/api-client';

export const SETTINGS_SAVED_MESSAGE = 'Settings saved successfully!';
/** @internal for tests and benchmarks, not production code */
export const SETTINGS_SAVE_FALLBACK = 'Error saving settings. Please try again.';

/** The alert for a failure: the server's error text, else the error's own message, else the fallback. */
export function settingsErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ? `Error: ${error.serverMessage}` : SETTINGS_SAVE_FALLBACK;
  }
  if (error instanceof NetworkError) return `Error: ${error.message}`;
  return SETTINGS_SAVE_FALLBACK;
}

// The alerts after Save Settings, word for word from SPEC.md §8 'Settings save'.
import { ApiError, NetworkError } from '../../../lib/api-client';

const SETTINGS_SAVED = 'Settings saved successfully!';
export const SETTINGS_SAVE_FALLBACK = 'Error saving settings. Please try again.';

/** The alert for an answer: success, or a partial save with the server's message. */
export function settingsSavedMessage(result: { success?: unknown; message?: unknown }): string {
  if (result.success === true) return SETTINGS_SAVED;
  const message =
    typeof result.message === 'string' && result.message.trim() ? result.message : 'no details given';
  return `Settings may have been saved partially: ${message}`;
}

/** The alert for a failure: the server's error text, else the error's own message, else the fallback. */
export function settingsErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ? `Error: ${error.serverMessage}` : SETTINGS_SAVE_FALLBACK;
  }
  if (error instanceof NetworkError) return `Error: ${error.message}`;
  return SETTINGS_SAVE_FALLBACK;
}

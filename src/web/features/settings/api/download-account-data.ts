// GET /api/user/export → a JSON file (Content-Disposition: attachment): saved under the name the
// server gives it. Not through apiRequest, which parses answers: this one is handed to the
// browser's downloads as it came, with the session's token (a plain link could not send it).
import { useMutation } from '@tanstack/react-query';
import { ApiError, handleUnauthorized, NetworkError } from '../../../lib/api-client';
import { readStoredToken } from '../../../lib/session-write';

const FALLBACK_FILE_NAME = 'pinloom-data.json';

function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_FILE_NAME;
}

async function errorOf(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => ({}))) as { error?: unknown; code?: unknown };
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return new ApiError(response.status, text(payload.error), text(payload.code));
}

async function downloadAccountData(): Promise<void> {
  const token = readStoredToken();
  let response: Response;
  try {
    response = await fetch('/api/user/export', {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (cause) {
    throw new NetworkError({ cause });
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (response.status === 401) handleUnauthorized({ code: error.code, message: error.serverMessage });
    throw error;
  }
  const address = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = address;
  link.download = fileNameOf(response.headers.get('Content-Disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's downloads.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}

export function useDownloadAccountData() {
  return useMutation({ mutationFn: downloadAccountData });
}

// GET /api/user/export → a JSON file (Content-Disposition: attachment): saved under the name the
// server gives it. Through apiFetch, not apiRequest, which parses answers: this one is handed to
// the browser's downloads as it came, with the session's token (a plain link could not send it).
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const FALLBACK_FILE_NAME = 'pinloom-data.json';

function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_FILE_NAME;
}

async function downloadAccountData(): Promise<void> {
  const response = await apiFetch('/api/user/export');
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

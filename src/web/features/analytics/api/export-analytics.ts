// GET /api/analytics/export.csv?days&board_id → a CSV file (Enterprise). Through apiFetch, not a
// plain link: the API needs the session's bearer token, so the file is read as a blob and handed
// to the browser's downloads under the name the server gives it.
import { useMutation } from '@tanstack/react-query';
import { type AnalyticsQuery, analyticsSearch } from '../../../../shared/api/analytics-contract';
import { apiFetch } from '../../../lib/api-client';

function fileNameOf(disposition: string | null, days: number): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `pinloom-analytics-${days}-days.csv`;
}

async function exportAnalytics(query: AnalyticsQuery): Promise<void> {
  const response = await apiFetch(`/api/analytics/export.csv${analyticsSearch(query)}`, {
    accept: 'text/csv',
  });
  const address = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = address;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), query.days);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's downloads.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}

export function useExportAnalytics() {
  return useMutation({ mutationFn: exportAnalytics });
}

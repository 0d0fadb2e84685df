// One pin day by day over the page's range (Pro and up): its totals and its daily chart, in a dialog
// opened from the top pins.
import { BarChart3 } from 'lucide-react';
import {
  ANALYTICS_METRICS,
  type AnalyticsQuery,
  type TopPin,
} from '../../../../shared/api/analytics-contract';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { errorMessage } from '../../../lib/api-client';
import { formatZonedDateTime } from '../../../lib/zoned-time';
import { useAnalyticsPin } from '../api/get-analytics';
import { formatCount, METRIC_LABELS } from '../utils/analytics-format';
import { DailyChart } from './daily-chart';

export function PinDetailDialog({
  pin,
  query,
  timeZone,
  onClose,
}: {
  pin: TopPin;
  query: AnalyticsQuery;
  timeZone: string;
  onClose: () => void;
}) {
  const detail = useAnalyticsPin(pin.pin_id, query);
  const published = formatZonedDateTime(detail.data?.pin.published_at ?? pin.published_at, timeZone);
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      icon={<BarChart3 className="h-5 w-5" aria-hidden="true" />}
      title={pin.title}
      description={`${pin.board_name}${published ? ` · published ${published}` : ''}`}
    >
      {detail.isPending && <LoadingBlock label="Loading the pin's figures" />}
      {detail.isError && (
        <FormAlert message={errorMessage(detail.error, "The pin's figures could not be loaded.")} />
      )}
      {detail.data && (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {ANALYTICS_METRICS.map((metric) => (
              <div key={metric} className="rounded-xl bg-slate-50 p-3">
                <dt className="text-xs text-slate-600">{METRIC_LABELS[metric].title}</dt>
                <dd className="text-lg font-semibold tabular-nums text-ink-900">
                  {formatCount(detail.data.totals[metric])}
                </dd>
              </div>
            ))}
          </dl>
          <DailyChart title="This pin day by day" days={detail.data.days} />
        </div>
      )}
    </Dialog>
  );
}

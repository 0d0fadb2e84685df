// Where the figures come from and how fresh they are: "Figures from Pinterest, updated 3 hours ago",
// a paused collection with the way to reconnect, or what happens before the first figures.
import { Link } from 'react-router';
import type { AnalyticsSummary } from '../../../../shared/api/analytics-contract';
import { formatZonedDateTime } from '../../../lib/zoned-time';
import { timeAgo } from '../utils/analytics-format';

const NEVER_COLLECTED =
  "Pinloom reads your pins' figures from Pinterest once a day; the first figures appear the day after your first pin is published.";

export function CollectionStatus({
  collection,
  timeZone,
}: {
  collection: AnalyticsSummary['collection'];
  timeZone: string;
}) {
  const { status, last_collected_at: last, message } = collection;
  if (status === 'paused') {
    return (
      <p
        role="status"
        className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        Collection is paused: reconnect Pinterest.{' '}
        <Link to="/settings/pinterest" className="font-semibold underline">
          Go to Settings → Pinterest
        </Link>
        {message && <span className="block text-amber-800">{message}</span>}
      </p>
    );
  }
  if (status === 'never' || !last) return <p className="text-sm text-slate-600">{NEVER_COLLECTED}</p>;
  const updated = (
    <time dateTime={last} title={formatZonedDateTime(last, timeZone)}>
      {timeAgo(last, Date.now())}
    </time>
  );
  if (status === 'failed') {
    return (
      <p role="status" className="text-sm text-amber-800">
        Pinterest's latest figures could not be read{message ? `: ${message}` : ''}. Showing figures updated{' '}
        {updated}.
      </p>
    );
  }
  return <p className="text-sm text-slate-600">Figures from Pinterest, updated {updated}.</p>;
}

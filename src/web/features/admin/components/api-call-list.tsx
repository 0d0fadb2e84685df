// The API History's list: one button per call with its type, status code, model, prompt preview,
// tokens, cost (4 decimals), duration and time. The chosen call is marked as current.
import type { ApiCallRecord } from '../../../../shared/api/admin';
import { formatCost, formatDuration, formatTokens } from '../utils/format-api-call';
import { CallTypeBadge, StatusCodeBadge } from './api-call-badges';

const time = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function formatCallTime(timestamp: string): string {
  return time.format(new Date(timestamp));
}

export function ApiCallList({
  calls,
  selectedId,
  onSelect,
}: {
  calls: ApiCallRecord[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul aria-label="API calls, newest first" className="divide-y divide-slate-100">
      {calls.map((call) => {
        const selected = call.id === selectedId;
        return (
          <li key={call.id}>
            <button
              type="button"
              data-call-id={call.id}
              onClick={() => onSelect(call.id)}
              aria-current={selected ? 'true' : undefined}
              className={`block w-full px-4 py-3 text-left transition-colors focus-visible:relative focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
                selected
                  ? 'bg-brand-50/70 shadow-[inset_3px_0_0_var(--color-brand-600)]'
                  : 'hover:bg-slate-50'
              }`}
            >
              <span className="flex flex-wrap items-center gap-2">
                <CallTypeBadge type={call.type} />
                <StatusCodeBadge code={call.status_code} />
                <span className="min-w-0 truncate font-mono text-xs font-medium text-slate-700">
                  {call.model}
                </span>
                <time dateTime={call.timestamp} className="ml-auto shrink-0 text-xs text-slate-500">
                  {formatCallTime(call.timestamp)}
                </time>
              </span>
              <span className="mt-1.5 line-clamp-2 text-sm break-words text-slate-800">
                {call.prompt_preview || <span className="text-slate-500 italic">No prompt</span>}
              </span>
              <span className="mt-1.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600">
                <span>{formatTokens(call.tokens)}</span>
                <span className="font-medium text-slate-800">{formatCost(call.cost, 4)}</span>
                <span>{formatDuration(call.duration)}</span>
                {call.user_email && <span className="min-w-0 truncate">{call.user_email}</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

// Settings → Activity (ADR 0032): who did what in the workspace over the last 90 days, newest
// first, filtered by kind of action ("What") and by person ("Who"), 50 entries at a time.

import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  ACTIVITY_GROUPS,
  ACTIVITY_KEPT_DAYS,
  ACTIVITY_VERBS,
  type ActivityEvent,
  type ActivityGroup,
} from '../../../../shared/api/activity';
import { useWorkspaceTimeZone } from '../../../api/get-usage';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useReportedFailure } from '../../../lib/report-failure';
import { formatZonedDateTime } from '../../../lib/zoned-time';
import { type ActivityFilter, useActivity } from '../api/get-activity';
import { formatActivityTime } from '../utils/activity-time';

const GROUPS = Object.entries(ACTIVITY_GROUPS) as [ActivityGroup, string][];
const isGroup = (value: string): value is ActivityGroup => value in ACTIVITY_GROUPS;

/** The time now, moved on each minute so that '5 minutes ago' stays true. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function ActivityCard({ workspaceName }: { workspaceName?: string | undefined }) {
  const [filter, setFilter] = useState<ActivityFilter>({});
  const activity = useActivity(filter);
  useReportedFailure(activity.error, 'activity');
  const pages = activity.data?.pages ?? [];
  const events = pages.flatMap((page) => page.events);
  const actors = pages[0]?.actors ?? [];
  const filtered = filter.group !== undefined || filter.actorId !== undefined;

  return (
    <SectionCard
      headingId="settings-activity"
      icon={History}
      title="Activity"
      description={`Who did what in ${workspaceName ?? 'your workspace'} over the last ${ACTIVITY_KEPT_DAYS} days.`}
    >
      <search aria-label="Filter the activity" className="mt-6 grid gap-3 sm:max-w-xl sm:grid-cols-2">
        <SelectField
          label="What"
          value={filter.group ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            setFilter(({ group: _, ...rest }) => (isGroup(value) ? { ...rest, group: value } : rest));
          }}
        >
          <option value="">All</option>
          {GROUPS.map(([group, label]) => (
            <option key={group} value={group}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Who"
          value={filter.actorId ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            setFilter(({ actorId: _, ...rest }) => (value ? { ...rest, actorId: value } : rest));
          }}
        >
          <option value="">Everyone</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </SelectField>
      </search>

      <div className="mt-6">
        {activity.isPending ? (
          <LoadingBlock label="Loading the activity" />
        ) : !activity.data ? (
          <ErrorBlock
            title="The activity could not be loaded."
            description={errorMessage(activity.error, 'Please try again.')}
            onRetry={() => void activity.refetch()}
          />
        ) : events.length === 0 ? (
          <EmptyState
            icon={History}
            title={`Nothing has happened here in the last ${ACTIVITY_KEPT_DAYS} days.`}
            description={
              filtered ? 'Nothing matches these filters. Choose All and Everyone to see the rest.' : undefined
            }
          />
        ) : (
          <>
            <ActivityList events={events} busy={activity.isPlaceholderData} />
            {activity.isFetchNextPageError && (
              <div className="mt-4">
                <FormAlert
                  message={errorMessage(
                    activity.error,
                    'Older activity could not be loaded. Please try again.',
                  )}
                />
              </div>
            )}
            {activity.hasNextPage && (
              <div className="mt-4 text-center">
                <Button
                  variant="secondary"
                  onClick={() => void activity.fetchNextPage()}
                  disabled={activity.isFetchingNextPage}
                >
                  {activity.isFetchingNextPage ? 'Loading older…' : 'Show older'}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </SectionCard>
  );
}

function ActivityList({ events, busy }: { events: ActivityEvent[]; busy: boolean }) {
  const timeZone = useWorkspaceTimeZone();
  const now = useNow();
  return (
    <ul
      aria-label="Activity"
      aria-busy={busy}
      className={`divide-y divide-slate-100 border-y border-slate-100 transition-opacity ${busy ? 'opacity-60' : ''}`}
    >
      {events.map((event) => (
        <li
          key={event.id}
          className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
        >
          <p className="min-w-0 text-sm break-words text-slate-700">
            <span className="font-semibold text-ink-900">{event.actor_name}</span>{' '}
            {ACTIVITY_VERBS[event.action]} <span className="font-medium text-ink-900">{event.subject}</span>
          </p>
          <time
            dateTime={event.created_at}
            title={formatZonedDateTime(event.created_at, timeZone)}
            className="shrink-0 text-xs text-slate-500"
          >
            {formatActivityTime(event.created_at, timeZone, now)}
          </time>
        </li>
      ))}
    </ul>
  );
}

// The Settings tab's System Information: live facts read from the server when the tab opens,
// every 30 seconds after, and on Refresh.
import { RefreshCw, Server } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SystemInfo } from '../../../../shared/api/admin';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useSystemInfo } from '../api/get-system-info';
import { humaniseDuration } from '../utils/humanise-duration';
import { PanelQuery } from './panel-query';

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function SystemInfoPanel() {
  const info = useSystemInfo();
  return (
    <SectionCard
      headingId="system-info-heading"
      icon={Server}
      title="System Information"
      description="Read live from the running server."
      aside={
        <div className="flex items-center gap-3">
          {info.dataUpdatedAt > 0 && (
            <span className="text-xs text-slate-500">Updated {clock.format(info.dataUpdatedAt)}</span>
          )}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void info.refetch()}
            disabled={info.isFetching}
          >
            <RefreshCw className={`h-4 w-4 ${info.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
            Refresh
          </Button>
        </div>
      }
    >
      <PanelQuery
        query={info}
        loading="Loading system information"
        failed="System information could not be loaded."
        failedDetail="The server did not answer. Try again in a moment."
      >
        {(data) => <SystemFacts info={data} />}
      </PanelQuery>
    </SectionCard>
  );
}

function SystemFacts({ info }: { info: SystemInfo }) {
  const jobs = info.jobs;
  return (
    <dl className="mt-5 grid gap-px overflow-hidden rounded-xl bg-slate-200 ring-1 ring-slate-200 grid-cols-2 xl:grid-cols-4">
      <Fact label="Environment" detail={`Version ${info.version}`}>
        {capitalise(info.environment)}
      </Fact>
      <Fact label="Database" detail={`${info.database.round_trip_ms.toFixed(1)} ms round trip`} healthy>
        {info.database.kind === 'postgresql' ? 'PostgreSQL' : 'PGlite'}
      </Fact>
      <Fact
        label="Job queue"
        detail={
          jobs
            ? `${jobs.failed_last_24h} failed in the last 24 hours`
            : 'No worker has started the queue yet.'
        }
        warning={jobs ? jobs.failed_last_24h > 0 : false}
      >
        {jobs ? `${jobs.queued} queued · ${jobs.active} active` : 'Not started'}
      </Fact>
      <Fact
        label="Pinterest"
        detail={
          info.pinterest_mode === 'demo'
            ? 'Simulated Pinterest: nothing is really posted.'
            : 'Posting to Pinterest.'
        }
      >
        {info.pinterest_mode === 'demo' ? 'Demo mode' : 'Live'}
      </Fact>
      <Fact label="AI text provider">{info.ai.text}</Fact>
      <Fact label="AI image provider">{info.ai.image}</Fact>
      <Fact label="Version">{info.version}</Fact>
      <Fact label="Uptime" detail={`Since ${dateTime.format(new Date(info.started_at))}`}>
        {humaniseDuration(info.uptime_seconds)}
      </Fact>
    </dl>
  );
}

function Fact({
  label,
  detail,
  healthy,
  warning,
  children,
}: {
  label: string;
  detail?: string;
  healthy?: boolean;
  warning?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 bg-white p-3.5 sm:p-4">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1.5 flex items-center gap-2 text-sm font-semibold break-words text-slate-900">
        {(healthy || warning) && (
          <span
            aria-hidden="true"
            className={`h-2 w-2 shrink-0 rounded-full ${warning ? 'bg-amber-500' : 'bg-emerald-500'}`}
          />
        )}
        {children}
      </dd>
      {detail && (
        <dd className={`mt-0.5 text-xs ${warning ? 'text-amber-800' : 'text-slate-600'}`}>{detail}</dd>
      )}
    </div>
  );
}

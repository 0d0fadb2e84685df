// /analytics (ADR 0042): how the workspace's published pins did on Pinterest over 7, 30 or 90 days.
// Every plan sees the totals; Starter the daily chart; Pro the top pins and boards, best hours and
// each pin's detail; Enterprise the CSV export. The plan comes from the usage answer, so a section
// the plan lacks is shown locked with its upgrade instead of being asked for and refused.
import { BarChart3, Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ANALYTICS_RANGES,
  type AnalyticsQuery,
  type AnalyticsRange,
  type TopPin,
} from '../../../../shared/api/analytics-contract';
import { type PlanFeature, planHasFeature } from '../../../../shared/plan-features';
import { useBoards } from '../../../api/get-boards';
import { useUsage, useWorkspaceTimeZone } from '../../../api/get-usage';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingSkeleton } from '../../../components/ui/loading-block';
import { PAGE_TITLE_ID, PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useExportAnalytics } from '../api/export-analytics';
import {
  useAnalyticsBestTimes,
  useAnalyticsDaily,
  useAnalyticsSummary,
  useAnalyticsTop,
} from '../api/get-analytics';
import { AnalyticsFilters } from './analytics-filters';
import { BestTimesHeatmap } from './best-times-heatmap';
import { CollectionStatus } from './collection-status';
import { DailyChart } from './daily-chart';
import { LockedSection } from './locked-section';
import { PinDetailDialog } from './pin-detail-dialog';
import { TopPins } from './top-pins';
import { TotalsCards } from './totals-cards';

const DEFAULT_RANGE: AnalyticsRange = 30;

/** The range and board from the address (?days=7&board=…), so a view can be shared or reloaded. */
function useAnalyticsFilters() {
  const [params, setParams] = useSearchParams();
  const days = ANALYTICS_RANGES.find((range) => String(range) === params.get('days')) ?? DEFAULT_RANGE;
  const boardId = params.get('board') || null;
  const set = (next: { days: AnalyticsRange; boardId: string | null }) => {
    const search = new URLSearchParams({ days: String(next.days) });
    if (next.boardId) search.set('board', next.boardId);
    setParams(search, { replace: true });
  };
  return {
    query: { days, boardId } satisfies AnalyticsQuery,
    setDays: (next: AnalyticsRange) => set({ days: next, boardId }),
    setBoard: (next: string | null) => set({ days, boardId: next }),
  };
}

/** Whether the plan has `feature`: undefined while the usage is still loading. */
function usePlanHas() {
  const plan = useUsage().data?.plan;
  return (feature: PlanFeature) => (plan === undefined ? undefined : planHasFeature(plan, feature));
}

function SectionSkeleton({ label }: { label: string }) {
  return (
    <LoadingSkeleton
      label={label}
      className="grid gap-3"
      cardClassName="h-40 animate-pulse rounded-2xl bg-slate-100"
    >
      <span />
    </LoadingSkeleton>
  );
}

/** A plan-gated part: loading, locked with the upgrade, failed inline, or the content. */
function Gated({
  has,
  feature,
  title,
  query,
  children,
}: {
  has: boolean | undefined;
  feature: PlanFeature;
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  children: ReactNode;
}) {
  if (has === false) return <LockedSection title={title} feature={feature} />;
  if (query.isError)
    return <FormAlert message={errorMessage(query.error, `${title} could not be loaded.`)} />;
  if (has === undefined || query.isPending)
    return <SectionSkeleton label={`Loading ${title.toLowerCase()}`} />;
  return children;
}

/** The CSV export, and on a plan with the API, where to read the same figures from code. */
function ExportButton({ query, api }: { query: AnalyticsQuery; api: boolean }) {
  const exportCsv = useExportAnalytics();
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button variant="secondary" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate(query)}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
      </Button>
      {api && (
        <a href="/developers#scopes" className="text-sm text-slate-600 underline underline-offset-4">
          The same figures through the API and MCP
        </a>
      )}
      {exportCsv.isError && (
        <FormAlert
          message={errorMessage(exportCsv.error, 'The figures could not be exported. Please try again.')}
        />
      )}
    </div>
  );
}

export function AnalyticsPage() {
  const { query, setDays, setBoard } = useAnalyticsFilters();
  const timeZone = useWorkspaceTimeZone();
  const has = usePlanHas();
  const boards = useBoards();
  const summary = useAnalyticsSummary(query);
  const measured = (summary.data?.pins_measured ?? 0) > 0;
  const charts = has('analytics_charts');
  const detailed = has('analytics_detailed');
  const daily = useAnalyticsDaily(query, charts === true && measured);
  const top = useAnalyticsTop(query, detailed === true && measured);
  const bestTimes = useAnalyticsBestTimes(query, detailed === true && measured);
  const [openPin, setOpenPin] = useState<TopPin | null>(null);

  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="flex flex-col gap-5">
      <PageHeader
        title="Analytics"
        description="How your published pins do on Pinterest: impressions, saves and clicks."
        aside={
          has('analytics_export') && measured ? (
            <ExportButton query={query} api={has('api_access') === true} />
          ) : undefined
        }
      />
      <AnalyticsFilters
        days={query.days}
        onDays={setDays}
        boardId={query.boardId}
        onBoard={setBoard}
        boards={boards.data ?? []}
      />
      {summary.isError && (
        <ErrorBlock
          title="Analytics could not be loaded"
          description={errorMessage(summary.error, 'Please try again in a moment.')}
          onRetry={() => void summary.refetch()}
        />
      )}
      {summary.isPending && <SectionSkeleton label="Loading analytics" />}
      {summary.data && (
        <div
          className={`flex flex-col gap-5 ${summary.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={summary.isPlaceholderData}
        >
          <CollectionStatus collection={summary.data.collection} timeZone={timeZone} />
          {!measured ? (
            <EmptyState
              icon={BarChart3}
              title="No published pins yet"
              description="Figures appear here once your pins are published on Pinterest and Pinloom has read them."
            >
              <ButtonLink to="/timeline" className="mt-5">
                Go to Schedule
              </ButtonLink>
            </EmptyState>
          ) : (
            <>
              <TotalsCards summary={summary.data} />
              <Gated has={charts} feature="analytics_charts" title="Figures per day" query={daily}>
                {daily.data && <DailyChart title="Figures per day" days={daily.data.days} />}
              </Gated>
              <Gated has={detailed} feature="analytics_detailed" title="Top pins and boards" query={top}>
                {top.data && <TopPins top={top.data} onOpenPin={setOpenPin} />}
              </Gated>
              <Gated has={detailed} feature="analytics_detailed" title="Best hours" query={bestTimes}>
                {bestTimes.data && <BestTimesHeatmap answer={bestTimes.data} />}
              </Gated>
              {has('analytics_export') === false && (
                <LockedSection title="Export" feature="analytics_export" />
              )}
            </>
          )}
        </div>
      )}
      {openPin && (
        <PinDetailDialog pin={openPin} query={query} timeZone={timeZone} onClose={() => setOpenPin(null)} />
      )}
    </section>
  );
}

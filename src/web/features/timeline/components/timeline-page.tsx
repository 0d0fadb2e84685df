// /timeline, 'Schedule Timeline' (docs/product.md §2): 7 past days, today and 30 days ahead, grouped
// in the user's time zone, with the pins beyond them above (still waiting) and below (later).
// Pins move by drag and drop or a chosen time, are marked posted or deleted; the page opens
// scrolled to today. On a phone, runs of empty future days fold into one line each.
import { CalendarClock, CalendarDays } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useFeatures } from '../../../api/get-features';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LoadingSkeleton } from '../../../components/ui/loading-block';
import { PAGE_TITLE_ID, PageHeader } from '../../../components/ui/page-header';
import { PausedNotice } from '../../../components/ui/paused-notice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTimeline } from '../api/get-timeline';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { usePinActions } from '../hooks/use-pin-actions';
import { boardAccountNames, buildDayGroups, hasAnyPins, timelineRows } from '../utils/day-groups';
import { DaySection } from './day-section';
import { EmptyDaysFold } from './empty-days-fold';
import { LinkDialog } from './link-dialog';
import type { PinActions } from './pin-actions';
import { PinGroupSection } from './pin-group-section';
import { PublishingNotice } from './publishing-notice';
import { RescheduleDialog } from './reschedule-dialog';
import { TimelineDnd } from './timeline-dnd';

/** @internal for tests and benchmarks, not production code */
export const EMPTY_TIMELINE_TEXT =
  'No scheduled pins - Approve pins from the review page to schedule them here.';
/** @internal for tests and benchmarks, not production code */
export const PUBLISHING_PAUSED_NOTICE =
  'Automatic publishing is paused at the moment. Your scheduled pins are kept and will go out when it resumes.';

export default function TimelinePage({
  onLinkBoard,
  notice,
  canSchedule = true,
}: {
  /** Offers 'Link board' on pins whose board has no Pinterest board (the app layer provides it). */
  onLinkBoard?: PinActions['onLinkBoard'];
  /** Why nothing may publish (the Pinterest connection), passed in by the app layer. */
  notice?: ReactNode;
  /**
   * False where the person's role in the workspace may not move, reschedule, publish or delete pins
   * (ADR 0032; the app layer asks): the pins are shown without their buttons.
   */
  canSchedule?: boolean;
} = {}) {
  useDocumentTitle('Schedule Timeline');
  const timeline = useTimeline();
  const publishingPaused = useFeatures().data?.auto_publishing === false;
  const timeZone = timeline.data?.time_zone ?? 'UTC';
  const { busyPinIds, onMove, rescheduling, editingLink, confirmDialog, ...pinActions } =
    usePinActions(onLinkBoard);
  const actions: PinActions = canSchedule ? pinActions : { ...pinActions, viewOnly: true };
  const unlinkedBoardIds = new Set(timeline.data?.publishing.unlinked_board_ids);
  const boardAccounts = boardAccountNames(timeline.data);
  const todayRef = useRef<HTMLElement>(null);
  const scrolledToToday = useRef(false);
  const narrow = useNarrowScreen();
  // Folded runs of empty days the person opened, by their first day.
  const [openedFolds, setOpenedFolds] = useState<ReadonlySet<string>>(new Set());

  const days = timeline.data ? buildDayGroups(timeline.data) : [];
  const rows = timelineRows(days, { fold: narrow, opened: openedFolds });
  const empty = timeline.data ? !hasAnyPins(timeline.data) : false;
  const groupProps = { timeZone, actions, busyPinIds, unlinkedBoardIds, boardAccounts };

  // Once, on the first load; later reloads (after a move) leave the scroll where it is.
  useEffect(() => {
    if (scrolledToToday.current || !todayRef.current) return;
    scrolledToToday.current = true;
    // Instant: the site scrolls smoothly, which from the top of 38 days is a long ride.
    todayRef.current.scrollIntoView?.({ block: 'start', behavior: 'instant' });
  });

  return (
    <section aria-labelledby={PAGE_TITLE_ID}>
      <PageHeader
        title="Schedule Timeline"
        description={
          <>
            Drag a pin by its handle onto another day, or reschedule it to an exact time. Click a title or
            description to copy it.
            {timeline.data && <> Times are in {timeline.data.time_zone.replaceAll('_', ' ')}.</>}
          </>
        }
        aside={
          days.length > 0 &&
          !empty && (
            <Button
              variant="secondary"
              size="sm"
              className="self-start sm:self-auto"
              onClick={() => todayRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
            >
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              Jump to today
            </Button>
          )
        }
      />

      {publishingPaused && <PausedNotice>{PUBLISHING_PAUSED_NOTICE}</PausedNotice>}
      {notice}
      {timeline.data && <PublishingNotice timeline={timeline.data} />}

      <div className="mt-8">
        {timeline.isPending ? (
          <TimelineSkeleton />
        ) : timeline.isError ? (
          <ErrorBlock
            title="The timeline could not be loaded."
            description="Check your connection and try again."
            onRetry={() => void timeline.refetch()}
          />
        ) : empty ? (
          <EmptyTimeline />
        ) : (
          <TimelineDnd timeZone={timeZone} onMove={onMove}>
            <div className="flex flex-col gap-4">
              {timeline.data && timeline.data.earlier.length > 0 && (
                <PinGroupSection
                  kind="earlier"
                  pins={timeline.data.earlier}
                  count={timeline.data.earlier_count}
                  edgeDate={days[0]?.dateString ?? timeline.data.today}
                  dayIndex={-1}
                  {...groupProps}
                />
              )}
              {rows.map((row) =>
                row.kind === 'day' ? (
                  <DaySection
                    key={row.day.dateString}
                    day={row.day}
                    dayIndex={row.dayIndex}
                    timeZone={timeZone}
                    actions={actions}
                    busyPinIds={busyPinIds}
                    unlinkedBoardIds={unlinkedBoardIds}
                    boardAccounts={boardAccounts}
                    sectionRef={row.day.isToday ? todayRef : undefined}
                  />
                ) : (
                  <EmptyDaysFold
                    key={`fold-${row.days[0]?.dateString}`}
                    days={row.days}
                    firstIndex={row.firstIndex}
                    onOpen={() =>
                      setOpenedFolds((opened) => new Set(opened).add(row.days[0]?.dateString ?? ''))
                    }
                  />
                ),
              )}
              {timeline.data && timeline.data.later.length > 0 && (
                <PinGroupSection
                  kind="later"
                  pins={timeline.data.later}
                  count={timeline.data.later_count}
                  edgeDate={days.at(-1)?.dateString ?? timeline.data.today}
                  dayIndex={days.length}
                  {...groupProps}
                />
              )}
            </div>
          </TimelineDnd>
        )}
      </div>
      <RescheduleDialog
        pin={rescheduling.pin}
        timeZone={timeZone}
        onClose={rescheduling.close}
        onReschedule={rescheduling.reschedule}
      />
      <LinkDialog pin={editingLink.pin} onClose={editingLink.close} onSave={editingLink.save} />
      {confirmDialog}
    </section>
  );
}

function TimelineSkeleton() {
  return (
    <LoadingSkeleton
      label="Loading the timeline"
      className="flex flex-col gap-4"
      cardClassName="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200"
    >
      <div className="h-5 w-48 animate-pulse rounded-full bg-slate-200" />
      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {['1', '2', '3'].map((tile) => (
          <div key={tile} className="aspect-[2/3] animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    </LoadingSkeleton>
  );
}

function EmptyTimeline() {
  return (
    <EmptyState icon={CalendarClock} title={EMPTY_TIMELINE_TEXT}>
      <ButtonLink to="/review" className="mt-6">
        Go to Review
      </ButtonLink>
    </EmptyState>
  );
}

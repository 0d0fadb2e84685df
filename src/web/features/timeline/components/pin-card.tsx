// One pin on the timeline: image (click to zoom), time badge (when it is planned for, or when it
// was posted), board, title and description (click to copy), its state (pin-state.tsx: a posted pin
// links to it on Pinterest), and what may be done with it on its day (pin-actions.tsx).

import { useDraggable } from '@dnd-kit/core';
import { CalendarDays, CheckCircle2, Clock, GripVertical } from 'lucide-react';
import { useRef, useState } from 'react';
import { stripQuotes } from '../../../../shared/api/pins';
import type { TimelinePin } from '../../../../shared/api/schedule';
import { ImageZoom } from '../../../components/ui/image-zoom';
import { PinImage } from '../../../components/ui/pin-image';
import { PinLink } from '../../../components/ui/pin-link';
import { formatPinDate, formatPinTime } from '../utils/pin-time';
import { CopyTextButton } from './copy-text-button';
import type { PinDragData } from './drag-data';
import { BoardNotLinked, type PinActions, PinButtons } from './pin-actions';
import { PinState } from './pin-state';

/** What stands in for a pin's image on the timeline (docs/product.md §2). */
export const PIN_IMAGE_PLACEHOLDER = { missing: 'No image', broken: 'Image not found' };

export function PinCard({
  pin,
  timeZone,
  drag,
  readOnly,
  actions,
  busy = false,
  boardLinked = true,
  account = null,
  showDate = false,
}: {
  pin: TimelinePin;
  timeZone: string;
  /** Where the pin is, for dragging it; its day, label and position on the timeline. */
  drag: PinDragData;
  /** A past day: no actions, no dragging. */
  readOnly: boolean;
  actions: PinActions;
  /** A call about this pin is under way. */
  busy?: boolean;
  /** False when the pin's board has no Pinterest board to publish to. */
  boardLinked?: boolean;
  /** The Pinterest account it publishes with, named when the workspace has several. */
  account?: string | null;
  /** Says the pin's date too: it is in the Later or Earlier group, with no day header above it. */
  showDate?: boolean;
}) {
  const [zoomed, setZoomed] = useState(false);
  const zoomButtonRef = useRef<HTMLButtonElement>(null);
  const title = stripQuotes(pin.title);
  const titleId = `pin-${pin.id}-title`;
  const scheduled = pin.status === 'scheduled';
  const draggable = !readOnly && !actions.viewOnly && scheduled;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: pin.id,
    data: drag,
    disabled: !draggable || busy,
  });
  // A posted pin says when it went out, not when it was planned for (docs/product.md §2 Timeline page).
  const posted = pin.status === 'posted';
  const time = formatPinTime(
    posted ? (pin.posted_at ?? pin.scheduled_time) : (pin.scheduled_time ?? pin.posted_at),
    timeZone,
  );
  const date = showDate ? formatPinDate(pin.scheduled_time ?? pin.posted_at, timeZone) : null;
  // A past day is dimmed, except pins that still need the person (failed, or waiting).
  const dimmed = readOnly && pin.status !== 'failed' && pin.status !== 'scheduled';

  return (
    <li ref={setNodeRef} className="list-none">
      <article
        aria-labelledby={titleId}
        className={`flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-xs ring-1 transition ${
          isDragging ? 'opacity-40 ring-2 ring-brand-600' : 'ring-slate-200 hover:shadow-md'
        } ${dimmed ? 'opacity-75' : ''}`}
      >
        <div className="relative aspect-[2/3] bg-slate-100">
          {pin.filepath ? (
            <button
              ref={zoomButtonRef}
              type="button"
              onClick={() => setZoomed(true)}
              aria-label={`Enlarge image of ${title}`}
              className="block h-full w-full cursor-zoom-in focus-visible:outline-offset-[-3px]"
            >
              <PinImage pin={pin} fit="cover" placeholder={PIN_IMAGE_PLACEHOLDER} />
            </button>
          ) : (
            <PinImage pin={pin} fit="cover" placeholder={PIN_IMAGE_PLACEHOLDER} />
          )}
          {time && (
            <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-slate-900 shadow-sm ring-1 ring-slate-900/5">
              {posted ? (
                <CheckCircle2 className="h-3.5 w-3.5 text-emerald-700" aria-hidden="true" />
              ) : (
                <Clock className="h-3.5 w-3.5 text-brand-700" aria-hidden="true" />
              )}
              <span className="sr-only">
                {posted ? (pin.pinterest_url ? 'Posted at ' : 'Marked as posted at ') : 'Scheduled for '}
              </span>
              {time}
            </span>
          )}
          {draggable && (
            <button
              ref={setActivatorNodeRef}
              type="button"
              {...attributes}
              {...listeners}
              aria-label={`Move pin ${title}`}
              disabled={busy}
              className={`absolute top-2 right-2 flex h-8 w-8 touch-none items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-900/5 hover:bg-white hover:text-slate-950 ${
                isDragging ? 'cursor-grabbing' : 'cursor-grab'
              }`}
            >
              <GripVertical className="h-4 w-4" aria-hidden="true" />
            </button>
          )}
        </div>

        <div className="flex flex-1 flex-col gap-1 p-3">
          {date && (
            <p className="flex items-center gap-1 text-xs font-semibold text-slate-800">
              <CalendarDays className="h-3.5 w-3.5 text-slate-600" aria-hidden="true" />
              {date}
            </p>
          )}
          <p
            className="truncate text-xs font-semibold tracking-wide text-brand-700 uppercase"
            title={account ? `${pin.board_name} · @${account}` : pin.board_name}
          >
            {pin.board_name}
            {account && (
              <span className="font-medium tracking-normal text-slate-600 normal-case"> · @{account}</span>
            )}
          </p>
          <h3 className="text-sm leading-snug font-semibold text-slate-900">
            <CopyTextButton id={titleId} kind="title" text={pin.title} className="-mx-1 px-1" />
          </h3>
          {pin.description && (
            <CopyTextButton
              kind="description"
              text={pin.description}
              className="-mx-1 px-1 text-xs leading-relaxed text-slate-700"
            />
          )}
          <PinLink link={pin.link} className="self-start" />
          <div className="mt-auto pt-2">
            <PinState pin={pin} dayString={drag.date} timeZone={timeZone} />
            {!boardLinked && (pin.status === 'scheduled' || pin.status === 'failed') && (
              <BoardNotLinked pin={pin} actions={actions} busy={busy} />
            )}
            {/* A failed pin can be retried or deleted whatever its day. */}
            {!actions.viewOnly && (!readOnly || pin.status === 'failed') && (
              <PinButtons pin={pin} title={title} actions={actions} busy={busy} />
            )}
          </div>
        </div>
      </article>
      {zoomed && (
        <ImageZoom
          src={pin.filepath}
          alt={pin.alt_text || title}
          label={`Image of ${title}`}
          closeLabel="Close image"
          onClose={() => setZoomed(false)}
          returnFocusRef={zoomButtonRef}
        />
      )}
    </li>
  );
}

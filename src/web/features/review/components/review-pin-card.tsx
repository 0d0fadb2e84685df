// One generated pin on the review page: a checkbox to choose it for a bulk approval, image,
// board, title, description, wanted time and the prompts that wrote it, with Edit (inline), Delete
// and Approve.

import { CalendarCheck, CalendarClock, Folder, Pencil, Sparkles, Trash2 } from 'lucide-react';
import type { Board } from '../../../../shared/api/boards';
import type { Pin } from '../../../../shared/api/pins';
import { useWorkspaceTimeZone } from '../../../api/get-usage';
import type { UpdatePinBody } from '../../../api/update-pin';
import { Button } from '../../../components/ui/button';
import { PinImage } from '../../../components/ui/pin-image';
import { PinLink } from '../../../components/ui/pin-link';
import { promptVersionsLabel } from '../../../lib/prompt-versions';
import { formatZonedDateTime } from '../../../lib/zoned-time';
import { pinDisplayText } from '../utils/pin-messages';
import { PinEditForm } from './pin-edit-form';

export type PinBusy = 'saving' | 'deleting' | 'approving' | null;

export function ReviewPinCard({
  pin,
  boards,
  editing,
  busy,
  onEdit,
  onCancelEdit,
  onSave,
  onDelete,
  onApprove,
  onZoom,
  selected,
  onSelectedChange,
}: {
  pin: Pin;
  /** The boards the pin can be moved to. */
  boards: Pick<Board, 'id' | 'name'>[];
  editing: boolean;
  busy: PinBusy;
  /** Edit, Delete and Approve are each absent where the person's role may not do it: no button. */
  onEdit?: () => void;
  onCancelEdit: () => void;
  onSave: (body: UpdatePinBody) => void;
  onDelete?: () => void;
  /** Absent: no Approve, and no checkbox for approving several. */
  onApprove?: () => void;
  onZoom: () => void;
  /** Chosen for 'Approve N selected'. */
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}) {
  const titleId = `pin-${pin.id}-title`;
  const { title, description } = pinDisplayText(pin);
  const boardName = boards.find((board) => board.id === pin.board_id)?.name ?? pin.board_name;
  const timeZone = useWorkspaceTimeZone();
  const wanted = formatZonedDateTime(pin.scheduled_time, timeZone);

  return (
    <li className="list-none">
      <article
        aria-labelledby={titleId}
        aria-busy={busy !== null}
        className={`relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-xs transition-shadow hover:shadow-md ${
          selected ? 'ring-2 ring-brand-600' : 'ring-1 ring-slate-200'
        }`}
      >
        {/* Over the image's corner, like a photo picker; the label makes the whole pill a target. */}
        {onApprove && (
          <label className="absolute top-2.5 left-2.5 z-10 inline-flex cursor-pointer items-center gap-2 rounded-full bg-white/95 px-2.5 py-1.5 text-xs font-semibold text-slate-800 shadow-sm ring-1 ring-slate-900/10 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600">
            <input
              type="checkbox"
              checked={selected}
              onChange={(event) => onSelectedChange(event.target.checked)}
              disabled={busy !== null}
              aria-label={`Select ${title}`}
              className="h-4 w-4 cursor-pointer accent-brand-600 focus-visible:outline-none"
            />
            {/* The same word checked or not: the visible label stays part of the accessible name (WCAG 2.5.3). */}
            <span aria-hidden="true">Select</span>
          </label>
        )}
        <PinImage pin={pin} placeholder="Pin Image" onZoom={onZoom} />
        <div className="flex flex-1 flex-col p-4 sm:p-5">
          <p className="inline-flex max-w-full items-center gap-1.5 self-start rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
            <Folder className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">Board: </span>
            <span className="truncate">{boardName}</span>
          </p>
          {editing ? (
            <>
              <h2 id={titleId} className="sr-only">
                {title}
              </h2>
              <div className="mt-4 flex flex-1 flex-col">
                <PinEditForm
                  pin={pin}
                  boards={boards}
                  saving={busy === 'saving'}
                  onSave={onSave}
                  onCancel={onCancelEdit}
                />
              </div>
            </>
          ) : (
            <>
              <h2 id={titleId} className="mt-3 text-base font-semibold text-ink-900 break-words">
                {title}
              </h2>
              {description && (
                <p className="mt-1.5 text-sm whitespace-pre-line text-slate-700 break-words">{description}</p>
              )}
              <PinLink link={pin.link} className="mt-2 self-start" />
              {wanted && (
                <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-700">
                  <CalendarClock className="h-4 w-4 text-slate-500" aria-hidden="true" />
                  Wanted for {wanted}
                </p>
              )}
              <p
                className="mt-2 inline-flex items-center gap-1.5 text-xs text-slate-500"
                data-prompt-versions=""
              >
                <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
                {promptVersionsLabel(pin.prompt_versions)}
              </p>
              <div className="mt-auto flex flex-wrap items-center gap-2 pt-5">
                {onEdit && (
                  <Button variant="secondary" size="sm" onClick={onEdit} disabled={busy !== null}>
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    Edit
                  </Button>
                )}
                {onDelete && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={onDelete}
                    disabled={busy !== null}
                    className="text-red-700 hover:bg-red-50"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    {busy === 'deleting' ? 'Deleting...' : 'Delete'}
                  </Button>
                )}
                {onApprove && (
                  <Button size="sm" onClick={onApprove} disabled={busy !== null} className="ml-auto">
                    <CalendarCheck className="h-4 w-4" aria-hidden="true" />
                    {busy === 'approving' ? 'Approving...' : 'Approve'}
                  </Button>
                )}
              </div>
            </>
          )}
        </div>
      </article>
    </li>
  );
}

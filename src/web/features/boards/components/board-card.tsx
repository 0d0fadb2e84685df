// One board on the boards page: drag handle, name, description, style, its Pinterest board (or
// 'Link to Pinterest'), brand colors, the latest pins and the edit, delete and Generate Pin
// buttons, with what the plan still allows beside Generate Pin.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CircleAlert, GripVertical, Link2, Palette, Pencil, Sparkles, Trash2, Unlink } from 'lucide-react';
import { Link } from 'react-router';
import type { Board } from '../../../../shared/api/boards';
import { Button } from '../../../components/ui/button';
import { UPGRADE_PATH } from '../../../components/ui/locked-feature-notice';
import type { PinAllowance } from '../utils/allowance';
import { needsOutline } from '../utils/swatch';
import { BoardFeedsBadge } from './board-feeds-badge';
import { STYLE_LABELS } from './board-styles';
import { PinPreviewGrid } from './pin-preview-grid';

const iconButton =
  'flex h-9 w-9 items-center justify-center rounded-full text-slate-500 transition-colors ' +
  'hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50';

export function BoardCard({
  board,
  onEdit,
  onDelete,
  onGenerate,
  onLinkBoard,
  onCreateFromLink,
  onFeeds,
  allowance,
  busy = false,
  pinterestConnected = true,
  accountName = null,
  reorderable = true,
}: {
  board: Board;
  /** Edit and delete are absent where the person's role may not change boards: no buttons. */
  onEdit?: (board: Board) => void;
  onDelete?: (board: Board) => void;
  /** Absent where the person's role may not generate: no Generate Pin. */
  onGenerate?: (board: Board) => void;
  /** Opens the choice of a Pinterest board; absent, the card offers no link. */
  onLinkBoard?: (board: Board) => void;
  /** Opens 'Create from a link' (pins from a page); absent, the card does not offer it. */
  onCreateFromLink?: (board: Board) => void;
  /** Opens the board's feeds and sitemaps; absent, the card does not offer them. */
  onFeeds?: (board: Board) => void;
  /** What the plan still allows; absent while it loads (the server refuses anyway). */
  allowance?: PinAllowance;
  /** A generation or deletion of this board is under way. */
  busy?: boolean;
  /** False while Pinterest is not connected: the board's link waits, and its badge says so. */
  pinterestConnected?: boolean;
  /** The account it publishes with, named when the workspace has several (ADR 0032). */
  accountName?: string | null;
  /** False where the person's role may not change boards: no drag handle. */
  reorderable?: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: board.id, disabled: !reorderable });
  const nameId = `board-${board.id}-name`;
  const allowanceId = `board-${board.id}-allowance`;
  const { style, brandColors } = board.style_config;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative list-none ${isDragging ? 'z-10' : ''}`}
    >
      <article
        aria-labelledby={nameId}
        className={`flex h-full flex-col rounded-2xl bg-white p-4 shadow-xs ring-1 transition-shadow sm:p-5 ${
          isDragging ? 'shadow-xl ring-2 ring-brand-600' : 'ring-slate-200 hover:shadow-md'
        }`}
      >
        <div className="flex items-start gap-2">
          {reorderable && (
            <button
              ref={setActivatorNodeRef}
              type="button"
              {...attributes}
              {...listeners}
              aria-label={`Reorder board ${board.name}`}
              className={`-ml-1.5 flex h-9 w-7 shrink-0 touch-none items-center justify-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-700 ${
                isDragging ? 'cursor-grabbing' : 'cursor-grab'
              }`}
            >
              <GripVertical className="h-5 w-5" aria-hidden="true" />
            </button>
          )}
          <div className="min-w-0 flex-1 pt-1">
            <h2
              id={nameId}
              className="truncate text-lg leading-tight font-semibold text-ink-900"
              title={board.name}
            >
              {board.name}
            </h2>
          </div>
          <div className="-mr-1.5 flex shrink-0 items-center">
            {onEdit && (
              <button
                type="button"
                aria-label={`Edit board ${board.name}`}
                onClick={() => onEdit(board)}
                disabled={busy}
                className={iconButton}
              >
                <Pencil className="h-4 w-4" aria-hidden="true" />
              </button>
            )}
            {onDelete && (
              <button
                type="button"
                aria-label={`Delete board ${board.name}`}
                onClick={() => onDelete(board)}
                disabled={busy}
                className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            )}
          </div>
        </div>

        {board.description ? (
          <p className="mt-1.5 line-clamp-2 text-sm text-slate-600">{board.description}</p>
        ) : (
          <p className="mt-1.5 text-sm text-slate-500 italic">No description</p>
        )}

        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
            <Palette className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only">Style: </span>
            {STYLE_LABELS[style]}
          </span>
          {board.pinterest_board_id && pinterestConnected ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-900 px-2.5 py-1 text-xs font-semibold text-white">
              <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-brand-500" />
              Pinterest Board
              {accountName && <span className="font-normal text-slate-300">· @{accountName}</span>}
            </span>
          ) : board.pinterest_board_id ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-950 ring-1 ring-amber-300">
              <Unlink className="h-3.5 w-3.5" aria-hidden="true" />
              Pinterest Board (not connected)
            </span>
          ) : (
            onLinkBoard && (
              <button
                type="button"
                onClick={() => onLinkBoard(board)}
                disabled={busy}
                className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-800 transition-colors hover:border-slate-400 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <Link2 className="h-3.5 w-3.5" aria-hidden="true" />
                Link <span className="sr-only">board {board.name} </span>to Pinterest
              </button>
            )
          )}
          {onFeeds && <BoardFeedsBadge board={board} onOpen={onFeeds} disabled={busy} />}
          <ul aria-label="Brand colors" className="ml-auto flex items-center -space-x-1">
            {brandColors.map((color, index) => (
              <li
                // The same color may appear twice; position tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                key={`${color}-${index}`}
                title={color}
                className="h-5 w-5 rounded-full ring-2 ring-white"
              >
                {/* White and other pale colors get a darker outline, or they vanish on the white card. */}
                <span
                  data-outlined={needsOutline(color) ? 'true' : undefined}
                  className={`block h-full w-full rounded-full border ${
                    needsOutline(color) ? 'border-slate-500' : 'border-slate-900/15'
                  }`}
                  style={{ backgroundColor: color }}
                />
                <span className="sr-only">{color}</span>
              </li>
            ))}
          </ul>
        </div>

        {/* flex-1 keeps Generate Pin on one line across a row of cards with different descriptions. */}
        <div className="mt-4 flex-1">
          <PinPreviewGrid boardId={board.id} boardName={board.name} />
        </div>

        {/* Gray when the plan is used up, so it reads as closed rather than as a faded call to action. */}
        {onGenerate && (
          <Button
            className={`mt-4 w-full ${allowance?.exhausted ? 'disabled:bg-slate-200 disabled:text-slate-600 disabled:opacity-100' : ''}`}
            onClick={() => onGenerate(board)}
            disabled={busy || allowance?.exhausted}
            aria-describedby={allowance ? allowanceId : undefined}
          >
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            Generate Pin
          </Button>
        )}
        {onCreateFromLink && (
          <Button
            variant="secondary"
            className="mt-2 w-full"
            onClick={() => onCreateFromLink(board)}
            disabled={busy || allowance?.exhausted}
          >
            <Link2 className="h-4 w-4" aria-hidden="true" />
            Create from a link
            <span className="sr-only"> for board {board.name}</span>
          </Button>
        )}
        {onGenerate && allowance && <AllowanceNote id={allowanceId} allowance={allowance} />}
      </article>
    </li>
  );
}

/** Under Generate Pin: pins left and when more come; when none are left, why and where to get more. */
function AllowanceNote({ id, allowance }: { id: string; allowance: PinAllowance }) {
  if (!allowance.exhausted) {
    return (
      <p id={id} className="mt-2 text-center text-xs text-slate-600">
        {allowance.text}
      </p>
    );
  }
  return (
    <div className="mt-2 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-xs text-amber-950 ring-1 ring-amber-200">
      <CircleAlert className="mt-0.5 h-3.5 w-3.5 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        <span id={id}>{allowance.text}</span>{' '}
        <Link
          to={UPGRADE_PATH}
          className="font-semibold whitespace-nowrap text-amber-950 underline underline-offset-2"
        >
          Upgrade plan
        </Link>
      </p>
    </div>
  );
}

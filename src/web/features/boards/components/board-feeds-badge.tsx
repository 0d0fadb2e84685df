// The Feeds action on a board card: opens the board's feeds, and turns into a small warning when
// one of them could not be read at its last check.
import { CircleAlert, Rss } from 'lucide-react';
import type { Board } from '../../../../shared/api/boards';
import { useBoardFeedsOf } from '../api/get-user-feeds';

/** @internal for tests and benchmarks, not production code */
export const FEED_ERROR_BADGE = 'Feed error';

export function BoardFeedsBadge({
  board,
  onOpen,
  disabled = false,
}: {
  board: Board;
  onOpen: (board: Board) => void;
  disabled?: boolean;
}) {
  const feeds = useBoardFeedsOf(board.id);
  const failing = feeds.find((feed) => feed.last_error);
  const pill =
    'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold transition-colors ' +
    'disabled:cursor-not-allowed disabled:opacity-60';
  if (failing) {
    return (
      <button
        type="button"
        onClick={() => onOpen(board)}
        disabled={disabled}
        title={failing.last_error ?? undefined}
        className={`${pill} bg-amber-50 text-amber-950 ring-1 ring-amber-300 hover:bg-amber-100`}
      >
        <CircleAlert className="h-3.5 w-3.5 text-amber-700" aria-hidden="true" />
        {FEED_ERROR_BADGE}
        <span className="sr-only">
          {' '}
          on board {board.name}: {failing.last_error}
        </span>
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onOpen(board)}
      disabled={disabled}
      className={`${pill} border border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50`}
    >
      <Rss className="h-3.5 w-3.5" aria-hidden="true" />
      Feeds<span className="sr-only"> of board {board.name}</span>
      {feeds.length > 0 && <span className="text-slate-500">{feeds.length}</span>}
    </button>
  );
}

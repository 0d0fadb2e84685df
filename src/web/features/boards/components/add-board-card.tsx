// The dashed 'Add New Board' card at the end of the grid. At the plan's board limit it stays in
// place, greyed, with the reason and the way to a bigger plan, instead of a form that fails on save.
import { Lock, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UPGRADE_PATH } from '../../../components/ui/locked-feature-notice';

export function AddBoardCard({
  limitReason,
  onCreate,
}: {
  limitReason: string | null;
  onCreate: () => void;
}) {
  if (limitReason) {
    return (
      <li className="relative flex min-h-64 list-none flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-slate-200 bg-slate-50 p-6 text-slate-500">
        <CardIcon tone="text-slate-400">
          <Lock className="h-5 w-5" />
        </CardIcon>
        <button
          type="button"
          disabled
          aria-describedby="add-board-limit"
          className="cursor-not-allowed text-base font-semibold text-slate-500"
        >
          Add New Board
        </button>
        <p id="add-board-limit" className="max-w-60 text-center text-sm text-slate-600">
          {limitReason} Upgrade to add more boards.
        </p>
        <Link
          to={UPGRADE_PATH}
          className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50 hover:text-brand-800"
        >
          Upgrade plan
        </Link>
      </li>
    );
  }
  return (
    <li className="group relative flex min-h-64 list-none flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-slate-300 bg-white/60 p-6 text-slate-700 transition-colors focus-within:border-brand-400 hover:border-brand-400 hover:bg-brand-50/50">
      <CardIcon tone="text-slate-600 transition-colors group-hover:bg-brand-100 group-hover:text-brand-700">
        <Plus className="h-6 w-6" />
      </CardIcon>
      {/* The button's ::after covers the whole card, so a click anywhere on it counts. */}
      <button
        type="button"
        aria-describedby="add-board-hint"
        onClick={onCreate}
        className="text-base font-semibold text-slate-800 group-hover:text-brand-800 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
      >
        Add New Board
      </button>
      <p id="add-board-hint" className="max-w-56 text-center text-sm text-slate-600">
        Give it a style and brand colors, then generate pins for it.
      </p>
    </li>
  );
}

/** The round, decorative icon at the top of the card; `tone` colours it. */
function CardIcon({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={`flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 ${tone}`}
    >
      {children}
    </span>
  );
}

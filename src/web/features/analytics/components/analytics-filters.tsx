// The page's filters: the range (7, 30 or 90 days, as radio buttons) and one board or all.
import { useId } from 'react';
import { ANALYTICS_RANGES, type AnalyticsRange } from '../../../../shared/api/analytics-contract';
import type { Board } from '../../../../shared/api/boards';

export function AnalyticsFilters({
  days,
  onDays,
  boardId,
  onBoard,
  boards,
}: {
  days: AnalyticsRange;
  onDays: (days: AnalyticsRange) => void;
  boardId: string | null;
  onBoard: (boardId: string | null) => void;
  boards: Board[];
}) {
  const boardFieldId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-700">Range</legend>
        <div className="inline-flex w-fit rounded-full border border-slate-300 bg-white p-0.5">
          {ANALYTICS_RANGES.map((range) => (
            <label
              key={range}
              className={`cursor-pointer rounded-full px-3.5 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                range === days ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              <input
                type="radio"
                name="analytics-range"
                value={range}
                checked={range === days}
                onChange={() => onDays(range)}
                className="sr-only"
              />
              {range} days
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={boardFieldId} className="text-sm font-medium text-slate-700">
          Board
        </label>
        <select
          id={boardFieldId}
          value={boardId ?? ''}
          onChange={(event) => onBoard(event.target.value || null)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-64"
        >
          <option value="">All boards</option>
          {boards.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

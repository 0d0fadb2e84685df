// The user list's page buttons (docs/product.md §9: at most 5): a window around the current page, with
// Previous and Next. Each button names its page for screen readers; the current one says so.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ADMIN_MAX_PAGE_BUTTONS } from '../../../../shared/api/admin';

/**
 * The pages to offer: up to `max` in a row, the current one centred where the ends allow.
 * @internal for tests and benchmarks, not production code
 */
export function pageWindow(current: number, totalPages: number, max = ADMIN_MAX_PAGE_BUTTONS): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(max, totalPages);
  const first = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

const step =
  'inline-flex h-9 items-center gap-1 rounded-lg px-2.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 ' +
  'hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-1.5">
      <button type="button" className={step} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Previous</span>
      </button>
      {pageWindow(page, totalPages).map((number) => (
        <button
          key={number}
          type="button"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
          className={`h-9 min-w-9 rounded-lg px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
            number === page
              ? 'bg-brand-600 text-white'
              : 'text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'
          }`}
        >
          {number}
        </button>
      ))}
      <button type="button" className={step} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        <span className="sr-only sm:not-sr-only">Next</span>
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </nav>
  );
}

// A table of the admin console (users, tickets, a user's AI calls, the change history): its
// screen-reader caption, the header row from a list of columns, and the rows the caller renders.
// Tables that can be wider than the screen scroll sideways inside a region keyboard users can
// reach; the stacked one turns each row into a small card on phones instead.
import type { ReactNode } from 'react';

interface DataColumn {
  /** The column's header: read by screen readers only when `hidden` (an actions column). */
  header: string;
  hidden?: boolean;
  /** Numbers and actions line up on the right. */
  alignEnd?: boolean;
}

/**
 * `page`: a tab's main table on a white card, full width, scrolling sideways when narrow.
 * `card`: a smaller table inside a detail card. `stacked`: a table from md up, cards below it.
 */
type DataTableVariant = 'page' | 'card' | 'stacked';

const styles: Record<
  DataTableVariant,
  { region: string; table: string; head?: string; headRow?: string; headCell: string; body: string }
> = {
  page: {
    // `relative` keeps the screen-reader-only texts inside the scrolling box.
    region: 'relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600',
    table: 'min-w-full divide-y divide-slate-200',
    head: 'bg-slate-50',
    headCell:
      'first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6 px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600',
    body: 'divide-y divide-slate-100 bg-white',
  },
  card: {
    region: '-mx-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600',
    table: 'min-w-full',
    headRow: 'border-b border-slate-200',
    headCell: 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600',
    body: 'divide-y divide-slate-100',
  },
  stacked: {
    region: 'overflow-x-auto rounded-xl ring-1 ring-slate-200',
    table: 'block w-full text-left text-sm md:table',
    head: 'hidden bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase md:table-header-group',
    headCell: 'px-4 py-2.5',
    body: 'block divide-y divide-slate-100 md:table-row-group',
  },
};

interface DataTableProps {
  /** What the table holds, for screen readers ('Support tickets'). */
  caption: string;
  /** The name of the scrolling region: the caption when left out. */
  label?: string;
  /** A header alone stands for `{ header }`; left-out columns (`false`) are skipped. */
  columns: readonly (DataColumn | string | false)[];
  variant?: DataTableVariant;
  /** Added to the region's classes (where it shows, its margins). */
  className?: string;
  /** The body's rows. */
  children: ReactNode;
}

export function DataTable({
  caption,
  label,
  columns,
  variant = 'page',
  className,
  children,
}: DataTableProps) {
  const style = styles[variant];
  const region = className ? `${style.region} ${className}` : style.region;
  const table = (
    <table className={style.table}>
      <caption className="sr-only">{caption}</caption>
      <thead className={style.head}>
        <tr className={style.headRow}>
          {columns
            .filter((column) => column !== false)
            .map((column) => (typeof column === 'string' ? { header: column } : column))
            .map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.alignEnd ? `${style.headCell} text-right` : style.headCell}
              >
                {column.hidden ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
        </tr>
      </thead>
      <tbody className={style.body}>{children}</tbody>
    </table>
  );
  // A stacked table never scrolls sideways on phones, where it is cards.
  if (variant === 'stacked') return <div className={region}>{table}</div>;
  return (
    <section
      aria-label={label ?? caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways when narrow; keyboard users must reach it
      tabIndex={0}
      className={region}
    >
      {table}
    </section>
  );
}

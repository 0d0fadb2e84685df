// The frame every analytics chart sits in: its heading, the chart, and "Show as table", which puts
// the same figures in a table for screen readers and anyone who would rather read numbers.
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';

export function ChartFrame({
  title,
  description,
  controls,
  chart,
  table,
}: {
  title: string;
  description?: ReactNode;
  /** Beside the toggle: what the chart shows (a figure, a range). */
  controls?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
}) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {controls}
          <Button size="sm" variant="secondary" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        </div>
      </div>
      <div className="mt-4">{asTable ? <div className="overflow-x-auto">{table}</div> : chart}</div>
    </section>
  );
}

/** A figures table of a chart: a caption, a header row, and rows the caller renders. */
export function FiguresTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={`px-2 py-2 font-semibold ${index > 0 ? 'text-right' : ''}`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 text-slate-800">{children}</tbody>
    </table>
  );
}

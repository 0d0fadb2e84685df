// How many rows a console list has in all ('12 users in total'), beside the tab's title; read out
// again when a search or a filter changes it.
import type { ReactNode } from 'react';
import { formatCount } from '../utils/formatting';

export function ListTotal({
  total,
  one,
  other,
  children,
}: {
  total: number;
  /** The row's name for one, and for any other number: 'user', 'users'. */
  one: string;
  other: string;
  /** Said after the count, e.g. ' found'. */
  children?: ReactNode;
}) {
  return (
    <p aria-live="polite" className="text-sm text-slate-600">
      <span className="font-semibold text-slate-900">{formatCount(total)}</span> {total === 1 ? one : other}
      {children}
    </p>
  );
}

// What a page shows when its list is empty: an icon, what is missing, and what to do about it.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  /** What is missing, in docs/product.md's words where it has them. */
  title: ReactNode;
  description?: ReactNode;
  /** The way out: a button or link, placed under the text. */
  children?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center shadow-xs">
      <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="h-7 w-7" aria-hidden="true" />
      </div>
      <p className="mt-4 text-base font-semibold text-slate-900">{title}</p>
      {description && <p className="mx-auto mt-1.5 max-w-md text-sm text-slate-600">{description}</p>}
      {children}
    </div>
  );
}

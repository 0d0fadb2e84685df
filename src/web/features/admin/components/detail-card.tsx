// A card of the user detail page: a titled section, and a list of label–value facts in it.
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

export function DetailCard({
  icon: Icon,
  title,
  aside,
  children,
  className = '',
}: {
  icon: LucideIcon;
  title: string;
  /** Beside the title, e.g. a total. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold text-ink-900">
          <Icon className="h-4.5 w-4.5 text-brand-700" aria-hidden="true" />
          {title}
        </h3>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Label–value pairs, two columns from small screens up. */
/** `wide` facts (a long email) take the whole row. */
export function Facts({ items }: { items: { label: string; value: ReactNode; wide?: boolean }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className={`min-w-0 ${item.wide ? 'sm:col-span-2' : ''}`}>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{item.label}</dt>
          <dd className="mt-0.5 break-words text-sm text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

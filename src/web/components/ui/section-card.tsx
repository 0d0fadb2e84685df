// One white card of a screen made of cards (the settings screen, the admin console's tabs): an
// icon, its heading (which names the card), a line on what it is for, whatever acts on the whole
// card on the right, then its content.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function SectionCard({
  headingId,
  icon: Icon,
  title,
  description,
  aside,
  children,
  className = '',
}: {
  headingId: string;
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** Beside the heading on wide screens, under it on phones. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="rounded-xl bg-brand-50 p-2 text-brand-700">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-ink-900">
              {title}
            </h2>
            {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
          </div>
        </div>
        {aside && <div className="shrink-0">{aside}</div>}
      </div>
      {children}
    </section>
  );
}

// One card of the settings screen: an icon, its heading (which names the card) and what it
// is for, then its content.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function SettingsCard({
  headingId,
  icon: Icon,
  title,
  description,
  children,
}: {
  headingId: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="rounded-xl bg-brand-50 p-2 text-brand-700">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

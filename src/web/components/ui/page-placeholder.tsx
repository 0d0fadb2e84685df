import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';

export const COMING_SOON_TEXT = 'This part of Pinloom is being built and will arrive in an upcoming release.';

/** An honest "not built yet" page: the page's heading, the notice, and what it will do. */
export function PagePlaceholder({
  title,
  description,
  icon,
}: {
  title: string;
  description: string;
  icon?: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {title}
      </h1>
      <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center shadow-xs sm:px-10">
        <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon ?? <Construction className="h-6 w-6" aria-hidden="true" />}
        </div>
        <p className="mt-4 text-base font-medium text-slate-900">{COMING_SOON_TEXT}</p>
        <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">{description}</p>
      </div>
    </section>
  );
}

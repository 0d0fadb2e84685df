// The top of a signed-in page: its title (which names the page's section, see PAGE_TITLE_ID),
// what the page is for, and on the right whatever acts on the whole page.
import type { ReactNode } from 'react';

/** The page's <section aria-labelledby={PAGE_TITLE_ID}> is named by the title. */
export const PAGE_TITLE_ID = 'page-title';

/** What a page's or a console tab's header says. */
export interface HeaderProps {
  title: ReactNode;
  description: ReactNode;
  /** Beside the title on wide screens, under it on phones. */
  aside?: ReactNode;
}

export function PageHeader({ title, description, aside }: HeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 id={PAGE_TITLE_ID} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {title}
        </h1>
        <p className="mt-1.5 max-w-2xl text-sm text-slate-600 sm:text-base">{description}</p>
      </div>
      {aside}
    </div>
  );
}

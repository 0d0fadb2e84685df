// The top of a console tab: its heading (an h2, under the console's h1), a line on what it is
// for, and on the right whatever acts on the whole tab.
import type { HeaderProps } from '../../../components/ui/page-header';

export function TabHeader({ title, description, aside }: HeaderProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 className="text-xl font-semibold tracking-tight text-ink-900">{title}</h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {aside}
    </div>
  );
}

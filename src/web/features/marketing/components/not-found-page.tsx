import { ArrowRight, CalendarClock, House, LayoutGrid, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Container } from './container';
import { MarketingLayout } from './marketing-layout';

const DESTINATIONS = [
  { id: 'home', to: '/', label: 'Home', description: 'Back to the start', icon: House },
  { id: 'boards', to: '/boards', label: 'Boards', description: 'Generate new pins', icon: LayoutGrid },
  {
    id: 'history',
    to: '/timeline',
    label: 'Pin History',
    description: 'Scheduled and posted pins',
    icon: CalendarClock,
  },
  {
    id: 'settings',
    to: '/settings',
    label: 'Settings',
    description: 'Account and posting window',
    icon: Settings,
  },
] as const;

export default function NotFoundPage() {
  useDocumentTitle('Page Not Found — Pinloom', { brand: false, restore: false });

  return (
    <MarketingLayout>
      <Container className="py-20 text-center sm:py-28">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404 error</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">Page Not Found</h1>
        <p className="mx-auto mt-5 max-w-lg text-lg leading-8 text-slate-600">
          This pin seems to have slipped off the board. The page you were looking for doesn't exist or has
          moved.
        </p>
        <nav aria-label="Helpful links" className="mx-auto mt-12 max-w-2xl">
          <ul className="grid gap-4 text-left sm:grid-cols-2">
            {DESTINATIONS.map(({ id, to, label, description, icon: Icon }) => (
              <li
                key={id}
                className="group relative flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition focus-within:border-brand-300 hover:border-brand-200 hover:shadow-md"
              >
                <span className="flex h-11 w-11 flex-none items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span className="flex-1">
                  {/* The link covers the whole card; its name is the label alone. */}
                  <Link
                    to={to}
                    aria-describedby={`not-found-${id}-description`}
                    className="block font-semibold text-ink-900 after:absolute after:inset-0 after:rounded-2xl"
                  >
                    {label}
                  </Link>
                  <span id={`not-found-${id}-description`} className="block text-sm text-slate-600">
                    {description}
                  </span>
                </span>
                <ArrowRight
                  className="h-5 w-5 text-slate-500 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </MarketingLayout>
  );
}

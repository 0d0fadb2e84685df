// The admin console frame (SPEC.md §2): its five tabs are not built yet, and say so.
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  ChartColumn,
  Construction,
  History,
  LogOut,
  MessageSquareText,
  SlidersHorizontal,
  Users,
} from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { queryKeys } from '../../../api/query-keys';
import { Logo } from '../../../components/ui/logo';
import { clearAdminSession, readAdminSession } from '../../../lib/admin-session-storage';
import { useDocumentTitle } from '../../../lib/use-document-title';

const tabs = [
  {
    label: 'Dashboard',
    icon: ChartColumn,
    plan: 'It will show totals for users, active subscribers, pins generated today and boards, the subscription breakdown and the newest users.',
  },
  {
    label: 'Users',
    icon: Users,
    plan: 'It will let you search every account and page through them, 20 at a time.',
  },
  {
    label: 'Prompts',
    icon: MessageSquareText,
    plan: 'It will let you choose the text and image models and edit the title, description and image prompts.',
  },
  {
    label: 'Settings',
    icon: SlidersHorizontal,
    plan: 'It will let you switch feature flags on and off and check the system status.',
  },
  {
    label: 'API History',
    icon: History,
    plan: 'It will list every AI provider call with its model, status, tokens, cost and duration, and the full details of each.',
  },
] as const;

function adminEmail(): string | null {
  const email = readAdminSession()?.admin.email;
  return typeof email === 'string' ? email : null;
}

export default function AdminConsolePage() {
  useDocumentTitle('Admin console');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [active, setActive] = useState(0);
  const [email] = useState(adminEmail);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  function logout() {
    clearAdminSession();
    queryClient.removeQueries({ queryKey: queryKeys.allAdminSessionChecks });
    navigate('/admin/login', { replace: true });
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (active + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (active - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  const tab = tabs[active] ?? tabs[0];
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <div className="flex items-center gap-3">
            <Logo inverse />
            <span className="rounded-full bg-slate-700 px-2.5 py-0.5 text-xs font-semibold text-white">
              Admin
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {email && <span className="mr-2 hidden text-sm text-slate-300 sm:inline">{email}</span>}
            <Link
              to="/"
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-slate-100 hover:bg-slate-800"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back to Pinloom
            </Link>
            <button
              type="button"
              onClick={logout}
              className="inline-flex items-center gap-1.5 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              Logout
            </button>
          </div>
        </div>
      </header>

      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Admin console</h1>

        <div
          role="tablist"
          aria-label="Admin sections"
          // Phones: a grid of pills, every tab in sight; wider: one underlined row.
          className="mt-6 grid grid-cols-2 gap-2 sm:flex sm:gap-1 sm:border-b sm:border-slate-200"
        >
          {tabs.map((item, index) => {
            const selected = index === active;
            const Icon = item.icon;
            return (
              <button
                key={item.label}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${index}`}
                aria-selected={selected}
                aria-controls={`${baseId}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActive(index)}
                onKeyDown={onTabKeyDown}
                className={`inline-flex shrink-0 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold ring-1 sm:-mb-px sm:justify-start sm:rounded-none sm:border-b-2 sm:ring-0 ${
                  selected
                    ? 'bg-brand-50 text-brand-700 ring-brand-200 sm:border-brand-600 sm:bg-transparent'
                    : 'text-slate-600 ring-slate-200 hover:text-slate-900 sm:border-transparent sm:hover:border-slate-300'
                }`}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {item.label}
              </button>
            );
          })}
        </div>

        <section
          id={`${baseId}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${active}`}
          className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
        >
          <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
            <Construction className="h-6 w-6" aria-hidden="true" />
          </div>
          <h2 className="mt-4 text-lg font-semibold text-ink-900">
            {tab.label}{' '}
            <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Coming soon
            </span>
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-sm text-slate-700">
            The admin console is not built yet. Your admin sign-in works; this tab will arrive in an upcoming
            release.
          </p>
          <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">{tab.plan}</p>
        </section>
      </main>
    </div>
  );
}

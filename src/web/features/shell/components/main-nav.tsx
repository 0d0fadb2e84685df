import { ArrowRight, BarChart3 } from 'lucide-react';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';

// The three steps of the signed-in app, in order (docs/product.md §2).
const steps = [
  { label: 'Generate', to: '/boards', activeOn: ['/boards', '/dashboard'] },
  { label: 'Review', to: '/review', activeOn: ['/review'] },
  { label: 'Schedule', to: '/timeline', activeOn: ['/timeline'] },
];

function isActive(pathname: string, paths: string[]): boolean {
  return paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

// After the steps, set apart from them: where the published pins' figures are read (ADR 0042).
const analytics = { label: 'Analytics', to: '/analytics' };

const linkClasses = (active: boolean) =>
  `flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold transition-colors ${
    active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/**
 * Generate → Review → Schedule, then Analytics: arrows between the steps on wide screens, two by two
 * on small ones, so a phone still sees the page below the header.
 */
export function MainNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main">
      <ol className="grid grid-cols-2 gap-1 md:flex md:items-center md:gap-1.5">
        {steps.map((step, index) => {
          const active = isActive(pathname, step.activeOn);
          return (
            <Fragment key={step.to}>
              {index > 0 && (
                <li aria-hidden="true" className="hidden text-slate-400 md:block">
                  <ArrowRight className="h-4 w-4" />
                </li>
              )}
              <li>
                <Link to={step.to} aria-current={active ? 'page' : undefined} className={linkClasses(active)}>
                  <span
                    aria-hidden="true"
                    className={`flex h-5 w-5 items-center justify-center rounded-full text-xs ${
                      active ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-700'
                    }`}
                  >
                    {index + 1}
                  </span>
                  {step.label}
                </Link>
              </li>
            </Fragment>
          );
        })}
        <li aria-hidden="true" className="hidden h-5 w-px bg-slate-200 md:mx-1.5 md:block" />
        <li>
          <Link
            to={analytics.to}
            aria-current={isActive(pathname, [analytics.to]) ? 'page' : undefined}
            className={linkClasses(isActive(pathname, [analytics.to]))}
          >
            <BarChart3 className="h-4 w-4" aria-hidden="true" />
            {analytics.label}
          </Link>
        </li>
      </ol>
    </nav>
  );
}

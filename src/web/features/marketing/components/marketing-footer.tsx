import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { Container } from './container';

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { to: '/features', label: 'Features & pricing' },
      { to: '/demo', label: 'Product demo' },
      { to: '/signup', label: 'Sign up' },
      { to: '/developers', label: 'Developers' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
] as const;

export function MarketingFooter() {
  return (
    <footer className="bg-ink-900 text-slate-300">
      <Container className="py-14">
        <div className="grid gap-10 md:grid-cols-[1.5fr_repeat(3,1fr)]">
          <div className="max-w-xs">
            <Logo inverse />
            <p className="mt-4 text-sm leading-6 text-slate-400">
              The AI pin studio for Pinterest. Pinloom writes and designs your pins, you review them, and it
              publishes them on schedule.
            </p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <p className="text-sm font-semibold text-white">{column.title}</p>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-sm text-slate-300 transition-colors hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-8 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>© 2026 Pinloom. All rights reserved.</p>
          <p>Pinloom is not affiliated with or endorsed by Pinterest.</p>
        </div>
      </Container>
    </footer>
  );
}

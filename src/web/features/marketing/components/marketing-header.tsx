import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { Container } from './container';

const SECTIONS = [
  { hash: 'features', label: 'Features' },
  { hash: 'pricing', label: 'Pricing' },
  { hash: 'contact', label: 'Contact' },
] as const;

const MENU_ID = 'marketing-menu';

/** On the landing page a plain in-page anchor; elsewhere a link to that section of the landing page. */
function SectionLink({
  hash,
  onLanding,
  className,
  onClick,
  children,
}: {
  hash: string;
  onLanding: boolean;
  className: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  if (onLanding) {
    return (
      <a href={`#${hash}`} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={`/#${hash}`} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

const desktopLink =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-ink-900';
const mobileLink =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 transition-colors hover:bg-slate-100';

export function MarketingHeader() {
  const { pathname } = useLocation();
  const onLanding = pathname === '/';
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {SECTIONS.map((section) => (
            <SectionLink key={section.hash} hash={section.hash} onLanding={onLanding} className={desktopLink}>
              {section.label}
            </SectionLink>
          ))}
          <Link to="/about" className={desktopLink}>
            About
          </Link>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <Link to="/login" className={desktopLink}>
            Sign In
          </Link>
          <ButtonLink to="/signup">Get Started</ButtonLink>
        </div>
        <button
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="h-6 w-6" aria-hidden="true" />
          ) : (
            <Menu className="h-6 w-6" aria-hidden="true" />
          )}
        </button>
      </Container>
      {menuOpen && (
        <nav id={MENU_ID} aria-label="Main" className="border-t border-slate-200 bg-white md:hidden">
          <Container className="space-y-1 py-4">
            {SECTIONS.map((section) => (
              <SectionLink
                key={section.hash}
                hash={section.hash}
                onLanding={onLanding}
                className={mobileLink}
                onClick={closeMenu}
              >
                {section.label}
              </SectionLink>
            ))}
            <Link to="/about" className={mobileLink} onClick={closeMenu}>
              About
            </Link>
            <div className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4">
              <ButtonLink to="/login" variant="secondary" onClick={closeMenu}>
                Sign In
              </ButtonLink>
              <ButtonLink to="/signup" onClick={closeMenu}>
                Get Started
              </ButtonLink>
            </div>
          </Container>
        </nav>
      )}
    </header>
  );
}

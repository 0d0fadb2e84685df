// The call to action a marketing page ends with: a heading, a line, Start Free Trial and one other
// way on (the page's own `secondary` link).
import { PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from './container';

export function PageCta({
  id,
  title,
  children,
  secondary,
  dark = false,
}: {
  /** Id of the <h2> that labels the section. */
  id: string;
  title: string;
  /** The line under the heading. */
  children: ReactNode;
  secondary: ReactNode;
  /** White words on the dark band, for a page whose last section is light. */
  dark?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={dark ? 'bg-ink-900 py-16 sm:py-20' : 'py-16 sm:py-24'}>
      <Container className="text-center">
        <h2 id={id} className={`text-3xl font-bold tracking-tight ${dark ? 'text-white' : 'text-ink-900'}`}>
          {title}
        </h2>
        <p className={`mx-auto mt-4 max-w-xl text-lg ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
          {children}
        </p>
        <TrialButtons>{secondary}</TrialButtons>
      </Container>
    </section>
  );
}

/** Start Free Trial and, beside it, `children`: the other way on. */
export function TrialButtons({ children, hero = false }: { children: ReactNode; hero?: boolean }) {
  // In the landing hero the row starts at the left on wide screens and the trial button stands out.
  return (
    <div
      className={`mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row${hero ? ' lg:justify-start' : ''}`}
    >
      <ButtonLink
        to="/signup"
        size="lg"
        className={hero ? 'w-full shadow-lg shadow-brand-600/25 sm:w-auto' : 'w-full sm:w-auto'}
      >
        Start Free Trial
      </ButtonLink>
      {children}
    </div>
  );
}

/** The way to the demo page, as a secondary button. */
export function WatchDemoLink() {
  return (
    <ButtonLink to="/demo" size="lg" variant="secondary" className="w-full sm:w-auto">
      <PlayCircle className="h-5 w-5 text-brand-600" aria-hidden="true" />
      Watch Demo
    </ButtonLink>
  );
}

import type { ReactNode } from 'react';
import { Container } from './container';
import { SectionHeading } from './section-heading';

interface PageSectionProps {
  /** Id of the section's <h2>, which labels the section. */
  id: string;
  eyebrow: string;
  title: string;
  /** The lead paragraph under the title. */
  lead?: ReactNode;
  /** On a slate band, to set it apart from the white sections beside it. */
  tinted?: boolean;
  children: ReactNode;
}

/** A section of a marketing page below its header: a centred heading, then the content. */
export function PageSection({ id, eyebrow, title, lead, tinted = false, children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={tinted ? 'bg-slate-50 py-16 sm:py-24' : 'py-16 sm:py-24'}>
      <Container>
        <SectionHeading id={id} eyebrow={eyebrow} title={title}>
          {lead}
        </SectionHeading>
        {children}
      </Container>
    </section>
  );
}

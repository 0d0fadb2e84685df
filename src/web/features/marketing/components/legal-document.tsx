import type { ReactNode } from 'react';
import { Container } from './container';
import { MarketingLayout } from './marketing-layout';

export interface LegalSection {
  title: string;
  body: ReactNode;
  /** Its anchor, for pages linked to by section (the developers page); section-N otherwise. */
  id?: string;
}

interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/**
 * A terms or policy page: one <h1>, the last-updated date, a contents list and the
 * numbered sections, each an <h2> (the only <h2>s on the page).
 */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  const numbered = sections.map((section, index) => ({
    ...section,
    id: section.id ?? `section-${index + 1}`,
    heading: `${index + 1}. ${section.title}`,
  }));

  return (
    <MarketingLayout>
      <div className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
        <Container className="py-14 sm:py-16">
          <h1 className="text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm font-medium text-slate-600">Last updated: {lastUpdated}</p>
        </Container>
      </div>
      <Container className="grid gap-12 py-14 lg:grid-cols-[16rem_1fr] lg:py-16">
        <nav aria-label="Contents" className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
          <p className="text-sm font-semibold text-ink-900">Contents</p>
          <ol className="mt-3 space-y-2 border-l border-slate-200 text-sm">
            {numbered.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent pl-4 text-slate-600 hover:border-brand-600 hover:text-ink-900"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 max-w-3xl">
          <div className="text-lg leading-8 text-slate-700">{intro}</div>
          {numbered.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-12">
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-semibold tracking-tight text-ink-900">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:mt-2 [&_ul]:list-disc [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
        </article>
      </Container>
    </MarketingLayout>
  );
}

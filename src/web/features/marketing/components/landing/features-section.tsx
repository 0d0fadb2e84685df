import {
  CalendarClock,
  ChartColumn,
  LifeBuoy,
  type LucideIcon,
  Palette,
  Sparkles,
  Workflow,
} from 'lucide-react';
import { Container } from '../container';
import { SectionHeading } from '../section-heading';

interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

const FEATURES: Feature[] = [
  {
    icon: Sparkles,
    title: 'AI Content Generation',
    description:
      "Keyword-rich titles, descriptions and 2:3 pin images written for each board, from its name, its description and the pins it already has, so ideas don't repeat.",
  },
  {
    icon: CalendarClock,
    title: 'Smart Scheduling',
    description:
      'Approved pins are spread across your daily posting window, never more than five a day. Drag any pin to a new slot on the timeline.',
  },
  {
    icon: Palette,
    title: 'Brand Consistency',
    description:
      'Give every board a style (modern, vintage, minimalist or bold) and your brand colors. Every image follows them.',
  },
  {
    icon: ChartColumn,
    title: 'Advanced Analytics',
    description:
      "See what was generated, approved, scheduled and published on each board, and how much of your plan's pin allowance is left.",
  },
  {
    icon: Workflow,
    title: 'Automation and Workflows',
    description:
      'Generate, review, schedule: three steps, then Pinloom publishes on time and retries when Pinterest is briefly unavailable.',
  },
  {
    icon: LifeBuoy,
    title: 'Expert Support',
    description:
      'People who know Pinterest answer within one business day by email, and by live chat on weekdays.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-16 py-20 sm:py-28">
      <Container>
        <SectionHeading id="features-heading" eyebrow="Features" title="Everything your boards need to grow">
          From the first idea to the published pin, Pinloom does the repetitive work and leaves the decisions
          to you.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, description }) => (
            <li
              key={title}
              className="group rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink-900">{title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

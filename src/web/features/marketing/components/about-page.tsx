import {
  Bot,
  Eye,
  Heart,
  ImageIcon,
  type LucideIcon,
  MonitorCheck,
  ShieldCheck,
  Sparkles,
} from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Container } from './container';
import { MarketingLayout } from './marketing-layout';
import { PageCta } from './page-cta';
import { PageHeader } from './page-header';
import { PageSection } from './page-section';
import { SectionHeading } from './section-heading';

const VALUES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Eye,
    title: 'You stay in control',
    text: 'Nothing is published until you approve it. AI does the drafting; you make the call.',
  },
  {
    icon: Heart,
    title: 'Quality over volume',
    text: 'A few good pins a day beat a flood of bad ones. Our limits and scheduling are built around that.',
  },
  {
    icon: ShieldCheck,
    title: 'Respect for your data',
    text: 'We collect what the service needs, encrypt your Pinterest connection and never sell your data.',
  },
  {
    icon: Sparkles,
    title: 'Plain and honest',
    text: 'Clear prices, a free trial without a card, and cancel anytime. No tricks at renewal time.',
  },
];

const TECHNOLOGY: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Bot,
    title: 'A GPT-4 class text model',
    text: "Writes each pin's title and description from your board's name, description and earlier pins, within Pinterest's length limits.",
  },
  {
    icon: ImageIcon,
    title: 'An image generation model',
    text: "Creates the 2:3 pin image, laid out in your board's style and brand colors.",
  },
  {
    icon: MonitorCheck,
    title: 'Browser automation',
    text: 'Runs the whole journey in a real browser, from connecting to publishing, so the steps you rely on keep working.',
  },
];

const TEAM = [
  {
    name: 'Elena Marsh',
    role: 'Co-founder & CEO',
    bio: 'Ran a recipe blog for eight years and spent too many evenings making pins by hand.',
    initials: 'EM',
    color: 'bg-brand-100 text-brand-800',
  },
  {
    name: 'Tomás Rivera',
    role: 'Co-founder & CTO',
    bio: 'Built publishing and scheduling systems for e-commerce teams before starting Pinloom.',
    initials: 'TR',
    color: 'bg-sky-100 text-sky-800',
  },
  {
    name: 'Aiko Tanaka',
    role: 'Head of Design',
    bio: 'Designs the pin styles and the review flow, and cares a lot about good typography.',
    initials: 'AT',
    color: 'bg-violet-100 text-violet-800',
  },
  {
    name: 'Sam Adeyemi',
    role: 'Head of Customer Success',
    bio: 'Has helped hundreds of shops and agencies grow on Pinterest. Leads our support team.',
    initials: 'SA',
    color: 'bg-emerald-100 text-emerald-800',
  },
] as const;

export default function AboutPage() {
  useDocumentTitle('About — Pinloom', { brand: false, restore: false });

  return (
    <MarketingLayout>
      <PageHeader eyebrow="About Pinloom" title="We help creators show up on Pinterest, every day">
        <p>
          Pinloom is a small, independent team building the AI pin studio we wished we'd had: it writes and
          designs the pins, you review them, and it publishes them on schedule.
        </p>
      </PageHeader>

      <section aria-labelledby="mission-heading" className="py-16 sm:py-24">
        <Container className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="mission-heading" eyebrow="Mission" title="Our mission" align="left" />
            <p className="mt-6 text-lg leading-8 text-slate-600">
              Pinterest rewards people who post fresh, useful pins consistently. That takes hours most
              bloggers, shop owners and agencies don't have. Our mission is to give them those hours back,
              without handing their brand over to a machine they can't check.
            </p>
          </div>
          <section aria-labelledby="story-heading">
            <SectionHeading id="story-heading" eyebrow="Story" title="Our story" align="left" />
            <div className="mt-6 space-y-4 text-lg leading-8 text-slate-600">
              <p>
                Pinloom began in 2024, when a food blogger and a software engineer compared notes: one was
                spending every Sunday designing pins for old recipes, the other had built scheduling systems
                for online shops.
              </p>
              <p>
                The first version turned one board into a week of pins. Today Pinloom handles many boards,
                styles and brand colors, and the review step is still at the heart of it.
              </p>
            </div>
          </section>
        </Container>
      </section>

      <PageSection id="values-heading" eyebrow="Values" title="What we believe" tinted>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <Icon className="h-7 w-7 text-brand-600" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-ink-900">{title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="technology-heading"
        eyebrow="Technology"
        title="How Pinloom works under the hood"
        lead="Pinloom uses a GPT-4 class text model, an image generation model and browser automation."
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TECHNOLOGY.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-7">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-ink-900 text-white">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink-900">{title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="team-heading" eyebrow="Leadership" title="Leadership team" tinted>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((person) => (
            <li
              key={person.name}
              className="rounded-2xl bg-white p-7 text-center shadow-sm ring-1 ring-slate-200"
            >
              <span
                aria-hidden="true"
                className={`mx-auto flex h-20 w-20 items-center justify-center rounded-full text-2xl font-bold ${person.color}`}
              >
                {person.initials}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink-900">{person.name}</h3>
              <p className="text-sm font-medium text-brand-700">{person.role}</p>
              <p className="mt-3 text-sm leading-6 text-slate-600">{person.bio}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageCta
        id="about-cta-heading"
        title="Come and build your boards with us"
        secondary={
          <ButtonLink to="/contact" size="lg" variant="secondary" className="w-full sm:w-auto">
            Contact us
          </ButtonLink>
        }
      >
        7-day free trial, no credit card required, cancel anytime.
      </PageCta>
    </MarketingLayout>
  );
}

import type { ComponentType } from 'react';
import { PINTEREST_ACCESS } from '../../../../shared/pinterest-access';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Container } from './container';
import {
  BoardsMock,
  ConnectMock,
  GenerateMock,
  PublishMock,
  ReviewMock,
  ScheduleMock,
} from './demo/demo-mocks';
import { MarketingLayout } from './marketing-layout';
import { PageCta } from './page-cta';
import { PageHeader } from './page-header';

interface Step {
  id: string;
  name: string;
  title: string;
  text: string;
  points: string[];
  /** The connect step lists what Pinloom asks of Pinterest, and why. */
  showsAccess?: true;
  Mock: ComponentType;
}

const STEPS: Step[] = [
  {
    id: 'connect',
    name: 'Connect',
    title: 'Connect your Pinterest account',
    text: 'Sign in with Pinterest and allow the access Pinloom needs to publish for you. Each permission it asks for, and why:',
    points: ['Takes under a minute', 'Disconnect any time from Settings'],
    showsAccess: true,
    Mock: ConnectMock,
  },
  {
    id: 'boards',
    name: 'Set up boards',
    title: 'Set up your boards',
    text: 'Describe what each board is about, pick a style (modern, vintage, minimalist or bold) and add your brand colors.',
    points: ['One style and palette per board', 'Choose how many pins a day each board gets'],
    Mock: BoardsMock,
  },
  {
    id: 'generate',
    name: 'Generate',
    title: 'Generate pins',
    text: 'Pinloom writes a title and description, designs a 2:3 image in the board’s style, and shows its progress as it goes.',
    points: ['Learns from the pins a board already has', 'New ideas, not repeats'],
    Mock: GenerateMock,
  },
  {
    id: 'review',
    name: 'Review',
    title: 'Review and edit',
    text: 'Every new pin waits for you. Fix a word, rewrite a description or throw it away; only what you approve moves on.',
    points: ['Edit titles and descriptions inline', 'Approve one pin or many at once'],
    Mock: ReviewMock,
  },
  {
    id: 'schedule',
    name: 'Schedule',
    title: 'Schedule inside your posting window',
    text: 'Approved pins are spread over the coming days inside your posting window (09:00 to 20:00 unless you change it), at most five a day.',
    points: ['Drag a pin to another day or time', 'Keyboard-friendly, too'],
    Mock: ScheduleMock,
  },
  {
    id: 'publish',
    name: 'Publish',
    title: 'Publish on time',
    text: 'At the scheduled time Pinloom posts the pin to your board. The timeline shows what is posted and what is next, and tells you if something needs attention.',
    points: ['Retries when Pinterest is briefly unavailable', 'Each pin is posted once'],
    Mock: PublishMock,
  },
];

export default function DemoPage() {
  useDocumentTitle('Product demo — Pinloom', { brand: false, restore: false });

  return (
    <MarketingLayout>
      <PageHeader eyebrow="Product demo" title="From board to published pin in six steps">
        <p>A guided tour of Pinloom, screen by screen. The pictures below are illustrations of the app.</p>
        <nav aria-label="Demo steps" className="mt-8">
          <ol className="flex flex-wrap items-center justify-center gap-2 text-sm">
            {STEPS.map((step, index) => (
              <li key={step.id}>
                <a
                  href={`#step-${step.id}`}
                  className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 font-medium text-slate-700 shadow-sm ring-1 ring-slate-200 hover:text-ink-900 hover:ring-brand-300"
                >
                  <span className="flex h-5 w-5 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                    {index + 1}
                  </span>
                  {step.name}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </PageHeader>

      <Container className="space-y-20 py-16 sm:space-y-28 sm:py-24">
        {STEPS.map((step, index) => (
          <section
            key={step.id}
            id={`step-${step.id}`}
            aria-labelledby={`step-${step.id}-heading`}
            className="grid scroll-mt-24 items-center gap-10 lg:grid-cols-2 lg:gap-16"
          >
            <div className={index % 2 === 1 ? 'lg:order-2' : ''}>
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                Step {index + 1} · {step.name}
              </p>
              <h2
                id={`step-${step.id}-heading`}
                className="mt-2 text-3xl font-bold tracking-tight text-ink-900"
              >
                {step.title}
              </h2>
              <p className="mt-4 text-lg leading-8 text-slate-600">{step.text}</p>
              {step.showsAccess && (
                <ul className="mt-4 space-y-1.5 text-slate-700">
                  {PINTEREST_ACCESS.map(({ scope, label, reason }) => (
                    <li key={scope}>
                      <span className="font-semibold text-ink-900">{label}</span>: {reason}.
                    </li>
                  ))}
                </ul>
              )}
              <ul className="mt-5 space-y-2 text-slate-700">
                {step.points.map((point) => (
                  <li key={point} className="flex items-center gap-2">
                    <span className="h-1.5 w-1.5 flex-none rounded-full bg-brand-600" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <div className="relative isolate">
              <div
                aria-hidden="true"
                className="absolute -inset-4 -z-10 rounded-3xl bg-linear-to-br from-brand-50 to-slate-50 sm:-inset-6"
              />
              <step.Mock />
            </div>
          </section>
        ))}
      </Container>

      <PageCta
        id="demo-cta-heading"
        title="Try it on your own boards"
        dark
        secondary={
          <ButtonLink to="/signup?plan=free" size="lg" variant="inverse" className="w-full sm:w-auto">
            Create a free account
          </ButtonLink>
        }
      >
        7-day free trial, no credit card required, cancel anytime.
      </PageCta>
    </MarketingLayout>
  );
}

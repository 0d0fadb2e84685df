import { Check, Sparkles } from 'lucide-react';
import { Container } from '../container';
import { TrialButtons, WatchDemoLink } from '../page-cta';
import { PinCollage } from './pin-collage';

const CLAIMS = ['7-day free trial', 'No credit card required', 'Cancel anytime'] as const;

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div className="absolute inset-0 -z-10 bg-linear-to-b from-brand-50 via-white to-white" />
      <div
        aria-hidden="true"
        className="absolute -top-32 right-0 -z-10 h-[28rem] w-[28rem] rounded-full bg-brand-200/50 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute top-40 -left-40 -z-10 h-80 w-80 rounded-full bg-amber-100/70 blur-3xl"
      />
      <Container className="grid items-center gap-14 pt-14 pb-20 sm:pt-20 lg:grid-cols-2 lg:gap-10 lg:pt-24 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-200">
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            The AI pin studio for Pinterest
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl lg:text-6xl"
          >
            Fresh, on-brand pins for every board.{' '}
            <span className="text-brand-600">Published while you work.</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-8 text-slate-600 lg:mx-0">
            Pinloom writes the titles and descriptions, designs the images in your brand colors, and publishes
            each pin at the right time. You stay in charge: nothing goes out until you approve it.
          </p>
          <TrialButtons hero>
            <WatchDemoLink />
          </TrialButtons>
          <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-slate-600 lg:justify-start">
            {CLAIMS.map((claim) => (
              <li key={claim} className="flex items-center gap-1.5">
                <Check className="h-4 w-4 text-emerald-600" aria-hidden="true" />
                {claim}
              </li>
            ))}
          </ul>
        </div>
        <PinCollage />
      </Container>
    </section>
  );
}

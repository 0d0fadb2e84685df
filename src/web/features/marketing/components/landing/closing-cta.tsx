import { Link } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-heading" className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-3xl bg-linear-to-br from-brand-600 via-brand-700 to-brand-900 px-6 py-16 text-center shadow-2xl sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 h-72 w-72 rounded-full bg-white/10"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-28 -left-16 -z-10 h-72 w-72 rounded-full bg-black/10"
        />
        <h2
          id="closing-cta-heading"
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          Give every board a steady stream of fresh pins
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-white">
          Connect Pinterest, set up a board and review your first pins in minutes. 7-day free trial, no credit
          card required.
        </p>
        <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to="/signup" variant="inverse" size="lg" className="w-full sm:w-auto">
            Start Your Free Trial
          </ButtonLink>
          <Link
            to="/demo"
            className="inline-flex w-full items-center justify-center rounded-full border border-white/80 px-7 py-3.5 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-white sm:w-auto"
          >
            Schedule a Demo
          </Link>
        </div>
      </div>
    </section>
  );
}

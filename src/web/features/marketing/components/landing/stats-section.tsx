import { Container } from '../container';

const STATS = [
  { value: '10,000+', label: 'pins generated daily' },
  { value: '500+', label: 'active users' },
  { value: '98%', label: 'satisfaction' },
  { value: '4', label: 'pin styles: modern, vintage, minimalist and bold' },
] as const;

export function StatsSection() {
  return (
    <section aria-labelledby="stats-heading" className="relative isolate overflow-hidden bg-ink-900 py-20">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-80 w-[50rem] -translate-x-1/2 rounded-full bg-brand-700/30 blur-3xl"
      />
      <Container>
        <h2
          id="stats-heading"
          className="text-center text-2xl font-bold tracking-tight text-white sm:text-3xl"
        >
          Trusted by creators who grow on Pinterest
        </h2>
        <dl className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-2 max-w-[14rem] text-sm leading-6 text-slate-300 sm:text-base">
                {stat.label}
              </dt>
              <dd className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

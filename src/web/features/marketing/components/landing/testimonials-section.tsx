import { Star } from 'lucide-react';
import { Container } from '../container';
import { SectionHeading } from '../section-heading';

// Illustrative customer quotes; the people and businesses are fictional (no public figures).
const TESTIMONIALS = [
  {
    quote:
      'I used to lose every Sunday to making pins for old recipes. Now I review a week of them over coffee, and my traffic from Pinterest has kept climbing.',
    name: 'Hannah Lindqvist',
    role: 'Food blogger, The Sunday Pantry',
    initials: 'HL',
    avatar: 'bg-amber-100 text-amber-800',
  },
  {
    quote:
      'The pins actually look like my shop: same colors, same feel. I approve them on my phone between orders and Pinloom posts them at sensible times.',
    name: 'Marcus Osei',
    role: 'Owner, Kiln & Clay ceramics shop',
    initials: 'MO',
    avatar: 'bg-emerald-100 text-emerald-800',
  },
  {
    quote:
      'We run Pinterest for eleven clients. Separate boards, separate styles, one review queue. It replaced two spreadsheets and a lot of late nights.',
    name: 'Priya Raman',
    role: 'Founder, Northpeak Social agency',
    initials: 'PR',
    avatar: 'bg-violet-100 text-violet-800',
  },
] as const;

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Testimonials"
          title="Loved by bloggers, shops and agencies"
        >
          Pinloom fits the way people who live on Pinterest already work.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
                <div className="flex gap-0.5 text-amber-500" role="img" aria-label="Rated 5 out of 5">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star key={n} className="h-5 w-5 fill-current" aria-hidden="true" />
                  ))}
                </div>
                <blockquote className="mt-5 flex-1 text-base leading-7 text-slate-700">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                  <span
                    aria-hidden="true"
                    className={`flex h-11 w-11 items-center justify-center rounded-full text-sm font-bold ${t.avatar}`}
                  >
                    {t.initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink-900">{t.name}</span>
                    <span className="block text-sm text-slate-600">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

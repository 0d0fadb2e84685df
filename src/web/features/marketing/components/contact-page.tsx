import { Clock } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactCards, SUPPORT_EMAIL, SUPPORT_HOURS } from './contact-cards';
import { ContactForm } from './contact-form';
import { Container } from './container';
import { MarketingLayout } from './marketing-layout';
import { PageHeader } from './page-header';

export default function ContactPage() {
  useDocumentTitle('Contact — Pinloom', { brand: false, restore: false });

  return (
    <MarketingLayout>
      <PageHeader eyebrow="Contact" title="How can we help?">
        <p>Questions about Pinloom, your plan or a pin that didn't come out right? Talk to a person.</p>
      </PageHeader>

      <section aria-labelledby="contact-form-heading" className="pt-16 sm:pt-20">
        <Container>
          <div className="relative mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="contact-form-heading" className="text-xl font-semibold text-ink-900">
              Send us a message
            </h2>
            <p className="mt-1 mb-6 text-slate-600">A person reads it and answers you by email.</p>
            <ContactForm />
          </div>
        </Container>
      </section>

      <section aria-labelledby="contact-options-heading" className="py-16 sm:py-20">
        <Container>
          <h2 id="contact-options-heading" className="mb-8 text-center text-xl font-semibold text-ink-900">
            Other ways to reach us
          </h2>
          <ContactCards onContactPage />

          <div className="mx-auto mt-12 flex max-w-3xl flex-col items-start gap-4 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:p-8">
            <span className="flex h-12 w-12 flex-none items-center justify-center rounded-full bg-white text-brand-600 ring-1 ring-slate-200">
              <Clock className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-ink-900">Support answers within one business day.</p>
              <p className="mt-1 text-slate-600">
                A person reads support email {SUPPORT_HOURS}. Outside those hours, write to{' '}
                <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline">
                  {SUPPORT_EMAIL}
                </a>{' '}
                and we'll reply the next business day. Include your account email so we can find you faster.
              </p>
            </div>
          </div>
        </Container>
      </section>
    </MarketingLayout>
  );
}

import { TRIAL_DAYS } from '../../../../shared/plans';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Container } from './container';
import { ComparisonTable } from './features/comparison-table';
import { Faq } from './features/faq';
import { MarketingLayout } from './marketing-layout';
import { PageCta, WatchDemoLink } from './page-cta';
import { PageHeader } from './page-header';
import { PageSection } from './page-section';

export default function FeaturesPage() {
  useDocumentTitle('Pricing & features — Pinloom', { brand: false, restore: false });

  return (
    <MarketingLayout>
      <PageHeader eyebrow="Pricing & features" title="Compare every plan, side by side">
        <p>
          Prices, pin limits, boards and features for every Pinloom plan. {TRIAL_DAYS}-day free trial for
          first-time subscribers, no credit card required.
        </p>
      </PageHeader>

      <div className="py-16 sm:py-20">
        <Container>
          <h2 id="compare-heading" className="sr-only">
            Plan comparison
          </h2>
          <ComparisonTable labelledBy="compare-heading" />
          <p className="mt-4 text-center text-sm text-slate-600 md:hidden">
            Swipe the table sideways to see every plan.
          </p>
        </Container>
      </div>

      <PageSection id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" tinted>
        <div className="mt-12">
          <Faq />
        </div>
      </PageSection>

      <PageCta id="features-cta-heading" title="Not sure yet? See it first." secondary={<WatchDemoLink />}>
        Walk through how Pinloom takes a board from idea to published pin, or start your trial and try it on
        your own boards.
      </PageCta>
    </MarketingLayout>
  );
}

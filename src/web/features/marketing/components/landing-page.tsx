import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactCards } from './contact-cards';
import { Container } from './container';
import { ClosingCta } from './landing/closing-cta';
import { FeaturesSection } from './landing/features-section';
import { HeroSection } from './landing/hero-section';
import { StatsSection } from './landing/stats-section';
import { TestimonialsSection } from './landing/testimonials-section';
import { MarketingLayout } from './marketing-layout';
import { PricingSection } from './pricing/pricing-section';
import { SectionHeading } from './section-heading';

export default function LandingPage() {
  useDocumentTitle('Pinloom — AI pin studio for Pinterest', { brand: false, restore: false });

  return (
    <MarketingLayout>
      <HeroSection />
      <FeaturesSection />
      <StatsSection />
      <TestimonialsSection />
      <PricingSection />
      <section
        id="contact"
        aria-labelledby="contact-heading"
        className="scroll-mt-16 bg-slate-50 py-20 sm:py-28"
      >
        <Container>
          <SectionHeading id="contact-heading" eyebrow="Contact" title="We're here to help">
            Real people, quick answers. Reach us whichever way suits you.
          </SectionHeading>
          <div className="mt-14">
            <ContactCards />
          </div>
        </Container>
      </section>
      <div className="bg-slate-50">
        <ClosingCta />
      </div>
    </MarketingLayout>
  );
}

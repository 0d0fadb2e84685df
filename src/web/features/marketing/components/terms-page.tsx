import { Link } from 'react-router';
import { TRIAL_DAYS } from '../../../../shared/plans';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SUPPORT_EMAIL } from './contact-cards';
import { LegalDocument, type LegalSection } from './legal-document';

// Eleven sections (docs/product.md §2 'Static pages'); billing, renewal, refund, price-change and
// age rules are stated in docs/product.md §1.
const SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    body: (
      <p>
        By creating an account or using Pinloom (the “Service”), you agree to these Terms of Service. If you
        use the Service on behalf of a business or client, you confirm that you may accept these terms for
        them. If you do not agree, do not use the Service.
      </p>
    ),
  },
  {
    title: 'The Service',
    body: (
      <p>
        Pinloom uses artificial intelligence to write and design pins for your Pinterest boards, lets you
        review and edit them, schedules the pins you approve and publishes them to the Pinterest account you
        connect. Features and limits depend on your plan, as described on our{' '}
        <Link to="/features">pricing and features page</Link>.
      </p>
    ),
  },
  {
    title: 'Eligibility and Accounts',
    body: (
      <>
        <p>
          The Service is not for children under 13, and you must not use it if you are under 13. If the law
          where you live requires you to be older to agree to these terms, you must meet that age.
        </p>
        <p>
          You are responsible for keeping your password secret and for everything done with your account. Tell
          us straight away at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> if you think someone
          else has used it.
        </p>
      </>
    ),
  },
  {
    title: 'Free Trial',
    body: (
      <>
        <p>
          Your first paid plan starts with a {TRIAL_DAYS}-day free trial. No credit card is required to start
          a trial when you sign up. At the end of the trial you can choose to subscribe to a paid plan or
          continue on the Free plan. If you start the trial later, by choosing a plan in Settings, your card
          is charged when the trial ends unless you cancel before then.
        </p>
        <p>
          There is one free trial per person. A new account, or another spelling of the same email address,
          does not start another: a plan chosen after your trial is billed at once, and you can always use the
          Free plan.
        </p>
      </>
    ),
  },
  {
    title: 'Subscriptions, Billing and Renewal',
    body: (
      <>
        <p>
          Paid subscriptions are billed in advance, monthly or annually, depending on the billing cycle you
          choose. All prices are in US dollars.
        </p>
        <p>
          Subscriptions auto-renew at the end of each billing period for another period of the same length, at
          the then-current price, until you cancel. You can cancel at any time; cancellation stops the next
          renewal, and your plan stays active until the end of the period already paid for.
        </p>
      </>
    ),
  },
  {
    title: 'Fees, Refunds and Price Changes',
    body: (
      <>
        <p>
          Fees are non-refundable, including for partly used billing periods and unused pins, except where the
          law requires otherwise.
        </p>
        <p>
          We may change our prices. We will tell you at least 30 days before a new price applies to your
          subscription, so you can cancel before it takes effect if you do not want to continue.
        </p>
      </>
    ),
  },
  {
    title: 'Acceptable Use',
    body: (
      <>
        <p>You agree not to use the Service to:</p>
        <ul>
          <li>publish content that is unlawful, misleading, hateful, or infringes someone else's rights;</li>
          <li>send spam or break Pinterest's terms, community guidelines or API limits;</li>
          <li>attempt to access other users' data, or disrupt, probe or overload the Service;</li>
          <li>resell or share access to the Service beyond the plan you subscribe to.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Your Content and AI-Generated Content',
    body: (
      <>
        <p>
          You keep ownership of the boards, descriptions, brand assets and other material you give us, and of
          the pins generated for you. You give us the permission we need to store, process and publish them to
          provide the Service.
        </p>
        <p>
          AI-generated text and images can contain mistakes. You are responsible for reviewing every pin
          before you approve it for publishing.
        </p>
      </>
    ),
  },
  {
    title: 'Third-Party Services',
    body: (
      <p>
        The Service connects to Pinterest and relies on AI and hosting providers. Your use of Pinterest is
        governed by Pinterest's own terms. Pinloom is not affiliated with or endorsed by Pinterest, and we are
        not responsible for changes to or outages of third-party services.
      </p>
    ),
  },
  {
    title: 'Disclaimers and Limitation of Liability',
    body: (
      <>
        <p>
          The Service is provided “as is” and “as available”. We do not promise any particular results, such
          as traffic, followers or sales, from the pins you publish.
        </p>
        <p>
          To the extent the law allows, our total liability for any claim relating to the Service is limited
          to the fees you paid us in the twelve months before the claim, and we are not liable for indirect or
          consequential losses.
        </p>
      </>
    ),
  },
  {
    title: 'Termination, Changes and Contact',
    body: (
      <>
        <p>
          You may close your account at any time. We may suspend or close accounts that break these terms.
          Personal data is handled as described in our <Link to="/privacy">Privacy Policy</Link>.
        </p>
        <p>
          We may update these terms; when a change is significant we will tell you before it takes effect.
          Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </>
    ),
  },
];

export default function TermsPage() {
  useDocumentTitle('Terms of Service — Pinloom', { brand: false, restore: false });

  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated="January 1, 2025"
      intro={
        <p>
          These terms are the agreement between you and Pinloom for the use of our website and service. Please
          read them carefully: they cover billing, renewals and what you may and may not do with the Service.
        </p>
      }
      sections={SECTIONS}
    />
  );
}

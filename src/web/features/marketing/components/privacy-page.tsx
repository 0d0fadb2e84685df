import { Link } from 'react-router';
import { PINTEREST_ACCESS } from '../../../../shared/pinterest-access';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SUPPORT_EMAIL } from './contact-cards';
import { LegalDocument, type LegalSection } from './legal-document';

// Thirteen sections (docs/product.md §2 'Static pages'); the 30-day deletion and the age limit
// are stated in docs/product.md §1.
const SECTIONS: LegalSection[] = [
  {
    title: 'Introduction',
    body: (
      <p>
        This policy explains what personal data Pinloom collects when you use our website and service, why we
        collect it, and the choices you have. Pinloom is the controller of the personal data described here.
      </p>
    ),
  },
  {
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run the Service:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your first and last name, email address, a securely hashed
            password, your plan and billing cycle.
          </li>
          <li>
            <strong>Pinterest connection:</strong> the access and refresh tokens Pinterest gives us when you
            connect your account, your Pinterest username and the list of your boards.
          </li>
          <li>
            <strong>Generated content:</strong> the boards you set up (names, descriptions, styles and brand
            colors), and the pins generated for you: titles, descriptions, images, schedule and publishing
            status.
          </li>
          <li>
            <strong>Settings and usage:</strong> your posting window and style preferences, the number of pins
            you generate and publish, and basic technical logs such as request times and errors.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <p>
        We use your information to provide the Service (generating, scheduling and publishing your pins), to
        apply your plan's limits, to bill you, to answer your support requests, to keep the Service secure,
        and to tell you about important changes to your account or these policies.
      </p>
    ),
  },
  {
    title: 'AI Processing of Your Content',
    body: (
      <p>
        To write and design pins, we send the relevant board details and earlier pin titles to the AI models
        that generate text and images. We send only what is needed for the pin being made, and the providers
        that run these models process it on our behalf to return the result.
      </p>
    ),
  },
  {
    title: 'Your Pinterest Connection',
    body: (
      <>
        <p>We ask Pinterest only for the permissions publishing your pins needs, each for one reason:</p>
        <ul>
          {PINTEREST_ACCESS.map(({ scope, label, reason }) => (
            <li key={scope}>
              <strong>{label}</strong> (<code>{scope}</code>): {reason}.
            </li>
          ))}
        </ul>
        <p>
          Your Pinterest connection tokens are encrypted at rest, used only to act on your behalf, and deleted
          when you disconnect your account.
        </p>
      </>
    ),
  },
  {
    title: 'Cookies and Local Storage',
    body: (
      <p>
        We store a sign-in token in your browser's local storage to keep you signed in. We do not use
        advertising cookies or third-party tracking scripts.
      </p>
    ),
  },
  {
    title: 'How We Share Information',
    body: (
      <>
        <p>
          We do not sell your personal data, and we do not share it with advertisers. We share data only with:
        </p>
        <ul>
          <li>Pinterest, to publish the pins you approve;</li>
          <li>
            service providers that host the Service, process payments or run the AI models, under contract;
          </li>
          <li>authorities, when the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Data Retention and Deletion',
    body: (
      <p>
        We keep your data for as long as your account is open. When you delete your account, your personal
        data is deleted within 30 days, except records we must keep by law (such as invoices). If you had a
        free trial, we keep only a one-way fingerprint of your email address (a keyed hash from which the
        address cannot be recovered) and the date the trial began, so that each person has one free trial.
      </p>
    ),
  },
  {
    title: 'Data Security',
    body: (
      <p>
        Passwords are stored as salted hashes, Pinterest tokens are encrypted, and all traffic to the Service
        is encrypted in transit. Access to production data is limited to staff who need it to run the Service.
        No system is perfectly secure, but we work to protect your data and will tell you promptly if a breach
        affects you.
      </p>
    ),
  },
  {
    title: 'Your Rights and Choices',
    body: (
      <p>
        You can see and correct your account details in Settings, disconnect Pinterest at any time, and delete
        your account. You may also ask us for a copy of your personal data, or object to how we use it, by
        writing to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
  {
    title: "Children's Privacy",
    body: (
      <p>
        The Service is not for children under 13, and we do not knowingly collect personal data from them. If
        you believe a child under 13 has given us personal data, contact us and we will delete it.
      </p>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy. The date at the top shows when it last changed; if a change is significant,
        we will tell you by email or in the app before it takes effect. See also our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        Questions or requests about your privacy: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We
        answer within one business day.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  useDocumentTitle('Privacy Policy — Pinloom', { brand: false, restore: false });

  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated="January 1, 2025"
      intro={
        <p>
          Your boards, your pins and your data belong to you. This policy sets out plainly what we collect,
          what we do with it and how to have it deleted.
        </p>
      }
      sections={SECTIONS}
    />
  );
}

import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AiProviderCard } from './ai-provider-card';
import { CheckoutBanner } from './checkout-banner';
import { PlanBillingCard } from './plan-billing-card';
import { PostingScheduleCard } from './posting-schedule-card';
import { ProfileSecurityCard } from './profile-security-card';
import { SessionsCard } from './sessions-card';
import { YourDataCard } from './your-data-card';

/**
 * /settings: after Stripe Checkout, what happened, at the top; then your name, email and password, the posting schedule, the Pinterest account connection, the plan and its billing, the
 * AI provider keys, signing out everywhere, and the account's data (download, delete).
 * The connection card belongs to the Pinterest feature; the app layer passes it in, since
 * features do not import each other.
 */
export default function SettingsPage({ pinterestConnection }: { pinterestConnection?: ReactNode } = {}) {
  useDocumentTitle('Settings');
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <CheckoutBanner />
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">Settings</h1>
        <p className="mt-2 text-slate-600">
          Who you are and how you sign in, when your pins go out, how they look by default, the Pinterest
          account they are published to, your plan, which AI providers make them, where you are signed in, and
          your data.
        </p>
      </div>
      <ProfileSecurityCard />
      <PostingScheduleCard />
      {pinterestConnection}
      <PlanBillingCard />
      <AiProviderCard />
      <SessionsCard />
      <YourDataCard />
    </div>
  );
}

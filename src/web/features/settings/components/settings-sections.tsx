// The sections of Settings that are the settings feature's own (the Pinterest and AI providers
// sections are composed in by app/routes, since features do not import each other). Each names the tab.
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountManagerCard } from './account-manager-card';
import { CheckoutBanner } from './checkout-banner';
import { PlanBillingCard } from './plan-billing-card';
import { PostingScheduleCard } from './posting-schedule-card';
import { PasswordCard, ProfileCard } from './profile-security-card';
import { SessionsCard } from './sessions-card';
import { YourDataCard } from './your-data-card';

/** The person's profile, and the posting schedule of the workspace in use (the app layer says whose). */
export function GeneralSection(schedule: Parameters<typeof PostingScheduleCard>[0]) {
  useDocumentTitle('General settings');
  return (
    <>
      <ProfileCard />
      <PostingScheduleCard {...schedule} />
    </>
  );
}

export function PlanAndBillingSection() {
  useDocumentTitle('Plan and billing settings');
  // Back from Stripe Checkout, what happened is said first, above the plan it changed.
  return (
    <>
      <CheckoutBanner />
      <PlanBillingCard />
      <AccountManagerCard />
    </>
  );
}

export function YourDataSection() {
  useDocumentTitle('Your data settings');
  return <YourDataCard />;
}

export function SecuritySection() {
  useDocumentTitle('Security settings');
  return (
    <>
      <PasswordCard />
      <SessionsCard />
    </>
  );
}

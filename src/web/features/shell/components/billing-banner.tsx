// The billing banner under the header of the signed-in frame: a trial about to end or ended, or a
// failed payment. Closed, it stays away for the rest of the day (this tab).
import { CircleAlert, Clock, X } from 'lucide-react';
import { useState } from 'react';
import { useBillingStatus } from '../../../api/get-billing-status';
import { ButtonLink } from '../../../components/ui/button';
import { type BannerKind, billingBanner, dismissBanner, isBannerDismissed } from '../utils/billing-banner';

export function BillingBanner({ enabled }: { enabled: boolean }) {
  const { data } = useBillingStatus({ enabled });
  const [dismissed, setDismissed] = useState<BannerKind | null>(null);
  const banner = data ? billingBanner(data) : null;
  if (!banner || dismissed === banner.kind || isBannerDismissed(banner.kind)) return null;

  const urgent = banner.kind === 'past-due';
  const Icon = urgent ? CircleAlert : Clock;
  return (
    <section
      aria-label="Your plan"
      className={`border-b ${urgent ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-950'}`}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6 lg:px-8">
        <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm font-medium">{banner.text}</p>
        <ButtonLink to={banner.to} size="sm" variant={urgent ? 'primary' : 'secondary'}>
          {banner.action}
        </ButtonLink>
        <button
          type="button"
          aria-label="Dismiss for today"
          onClick={() => {
            dismissBanner(banner.kind);
            setDismissed(banner.kind);
          }}
          className="flex h-8 w-8 items-center justify-center rounded-full hover:bg-black/5"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}

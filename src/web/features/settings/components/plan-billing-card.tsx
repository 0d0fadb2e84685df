// Settings → Plan and billing (issue 12): the plan and its state in words, what this month and
// today have used, boards used and allowed, Upgrade (Stripe Checkout) and Manage billing (the
// Stripe portal), and the note after coming back from Checkout.
import { CircleCheck, CircleX, CreditCard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { BillingStatus } from '../../../../shared/api/billing';
import type { Usage } from '../../../../shared/api/settings';
import { useBillingStatus } from '../../../api/get-billing-status';
import { usePlans } from '../../../api/get-plans';
import { useUsage } from '../../../api/get-usage';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { SectionCard } from '../../../components/ui/section-card';
import { UsageMeter } from '../../../components/ui/usage-meter';
import { formatNumber } from '../../../lib/count-words';
import { failureToast, showFailureToast } from '../../../lib/failure-toast';
import { useCreatePortal } from '../api/create-portal';
import { useBillingReturn } from '../hooks/use-billing-return';
import { checkoutNote } from '../utils/checkout-return';
import { canUpgrade, planStatusDetail, planStatusText } from '../utils/plan-status';
import { UpgradeDialog } from './upgrade-dialog';

/** The card's id: the trial banner and the board limit link here (/settings/plan-and-billing). */
const CARD_ID = 'plan-and-billing';
const PORTAL_FAILED_MESSAGE = 'Could not open the billing portal. Please try again.';
const LOAD_FAILED_MESSAGE = 'Could not load your plan. Please reload the page.';
export const BILLING_OFF_NOTE =
  'Payments are not set up on this server, so plans cannot be bought or changed here.';
const DEMO_NOTE = 'Demo billing: checkout and the billing portal are simulated, and no card is charged.';

function UsageMeters({ usage }: { usage: Usage }) {
  const { boards } = usage;
  return (
    <div className="mt-5 space-y-4">
      <UsageMeter
        label="Pins this month"
        used={usage.month.used}
        limit={usage.month.limit}
        overNote="Your plan changed this month; you can generate again next month."
      />
      <UsageMeter
        label="Pins today"
        used={usage.day.used}
        limit={usage.day.limit}
        overNote="Your plan changed today; you can generate again tomorrow."
      />
      {boards.limit === null ? (
        <p className="flex justify-between text-sm">
          <span className="font-medium text-slate-800">Boards</span>
          <span className="text-slate-700">{formatNumber(boards.used)} (unlimited)</span>
        </p>
      ) : (
        <UsageMeter
          label="Boards"
          used={boards.used}
          limit={boards.limit}
          unit={{ one: 'board', other: 'boards' }}
        />
      )}
      {boards.limit !== null && boards.used > boards.limit && (
        <p className="text-sm text-amber-900">
          Your extra boards stay readable and publishable, but no new board can be made until you are within
          the limit.
        </p>
      )}
    </div>
  );
}

function Actions({ status, onUpgrade }: { status: BillingStatus; onUpgrade: () => void }) {
  const portal = useCreatePortal();
  if (status.billing === 'off') return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canUpgrade(status) && <Button onClick={onUpgrade}>Upgrade</Button>}
      {status.has_billing_account && (
        <Button
          variant="secondary"
          disabled={portal.isPending}
          onClick={() =>
            portal.mutate(undefined, {
              onError: (error) => showFailureToast(failureToast(PORTAL_FAILED_MESSAGE, error)),
            })
          }
        >
          {portal.isPending ? 'Opening...' : 'Manage billing'}
        </Button>
      )}
    </div>
  );
}

export function PlanBillingCard() {
  const billing = useBillingStatus();
  const usage = useUsage();
  const catalogue = usePlans();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const checkout = useBillingReturn({ onUpgrade: () => setUpgradeOpen(true) });
  const { hash } = useLocation();

  // Links to the card (the trial banner) land on it.
  useEffect(() => {
    if (hash === `#${CARD_ID}`) document.getElementById(CARD_ID)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  const status = billing.data;
  return (
    <SectionCard
      headingId={CARD_ID}
      icon={CreditCard}
      title="Plan and billing"
      description="Your plan, what you have used of it this month and today, and how you pay."
      aside={status && <Actions status={status} onUpgrade={() => setUpgradeOpen(true)} />}
    >
      {checkout && (
        <p
          role="status"
          className={`mt-4 flex items-start gap-2 rounded-xl px-3.5 py-3 text-sm ${
            checkout === 'success' ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-100 text-slate-800'
          }`}
        >
          {checkout === 'success' ? (
            <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          ) : (
            <CircleX className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          )}
          {checkoutNote(checkout, status)}
        </p>
      )}
      {billing.isPending && <LoadingBlock label="Loading your plan" />}
      {billing.isError && (
        <div className="mt-4">
          <FormAlert message={LOAD_FAILED_MESSAGE} />
        </div>
      )}
      {status && (
        <>
          <p className="mt-4 text-base font-semibold text-ink-900">{planStatusText(status)}</p>
          {planStatusDetail(status) && (
            <p className="mt-1 text-sm text-slate-600">{planStatusDetail(status)}</p>
          )}
          {status.billing === 'off' && <p className="mt-3 text-sm text-slate-600">{BILLING_OFF_NOTE}</p>}
          {status.billing === 'demo' && <p className="mt-3 text-sm text-slate-600">{DEMO_NOTE}</p>}
        </>
      )}
      {usage.data && <UsageMeters usage={usage.data} />}
      {status && status.billing !== 'off' && (
        <UpgradeDialog
          open={upgradeOpen}
          onClose={() => setUpgradeOpen(false)}
          plans={catalogue.plans}
          initialCycle={status.billing_cycle}
        />
      )}
    </SectionCard>
  );
}

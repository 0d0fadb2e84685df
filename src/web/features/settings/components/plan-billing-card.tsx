// Settings → Plan and billing: the plan of the workspace this tab works in (each holds its own,
// ADR 0034; only its owners change it) and its state in words, what this month and
// today have used, boards used and allowed, Upgrade (Stripe Checkout) and Manage billing (the
// Stripe portal). It is a section of its own (/settings/plan-and-billing), where the trial banner
// and the way back from Checkout lead; the note after Checkout sits above it (checkout-banner.tsx).
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
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
import { canCheckOut } from '../../../lib/checkout-trial';
import { formatNumber } from '../../../lib/count-words';
import { toastOnFailure } from '../../../lib/failure-toast';
import { useCreatePortal } from '../api/create-portal';
import { useUpgradeRequest } from '../hooks/use-upgrade-request';
import { PLAN_AND_BILLING_ID } from '../utils/checkout-return';
import { planStatusDetail, planStatusText } from '../utils/plan-status';
import { UpgradeDialog } from './upgrade-dialog';

const PORTAL_FAILED_MESSAGE = 'Could not open the billing portal. Please try again.';
const LOAD_FAILED_MESSAGE = 'Could not load your plan. Please reload the page.';
/** @internal for tests and benchmarks, not production code */
export const BILLING_OFF_NOTE =
  'Payments are not set up on this server, so plans cannot be bought or changed here.';
const notOwnerNote = (workspace: string) => `Only an owner of ${workspace} can change its plan or billing.`;
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
  if (status.billing === 'off' || !status.can_manage) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canCheckOut(status) && <Button onClick={onUpgrade}>Upgrade</Button>}
      {status.has_billing_account && (
        <Button
          variant="secondary"
          disabled={portal.isPending}
          onClick={() => portal.mutate(undefined, { onError: toastOnFailure(PORTAL_FAILED_MESSAGE) })}
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
  useUpgradeRequest(() => setUpgradeOpen(true));

  const status = billing.data;
  return (
    <SectionCard
      headingId={PLAN_AND_BILLING_ID}
      icon={CreditCard}
      title="Plan and billing"
      description={
        status
          ? `The plan of ${status.workspace_name}, what it has used this month and today, and how it is paid. Each workspace has its own plan.`
          : 'The plan of this workspace, what it has used this month and today, and how it is paid.'
      }
      aside={status && <Actions status={status} onUpgrade={() => setUpgradeOpen(true)} />}
    >
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
          {status.billing !== 'off' && !status.can_manage && (
            <p className="mt-3 text-sm text-slate-600">{notOwnerNote(status.workspace_name)}</p>
          )}
          {status.billing === 'demo' && <p className="mt-3 text-sm text-slate-600">{DEMO_NOTE}</p>}
        </>
      )}
      {usage.data && <UsageMeters usage={usage.data} />}
      {status && status.billing !== 'off' && (
        <UpgradeDialog
          open={upgradeOpen}
          onClose={() => setUpgradeOpen(false)}
          plans={catalogue.plans}
          status={status}
        />
      )}
    </SectionCard>
  );
}

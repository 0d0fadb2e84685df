// The Help page's "Your support" (ADR 0033): what the workspace's plan gives — the first-response
// target, the account manager on Enterprise — and phone support: the request form on Enterprise,
// locked below it with the way to upgrade (the same upgrade dialog every plan limit leads to).
import { Headset, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { SupportPlan } from '../../../../shared/api/support-plan';
import { PLANS } from '../../../../shared/plans';
import { useSupportPlan } from '../../../api/get-support-plan';
import { buttonClasses } from '../../../components/ui/button';
import { UPGRADE_PATH } from '../../../components/ui/locked-feature-notice';
import { SectionCard } from '../../../components/ui/section-card';
import { formatTicketTime } from '../../../components/ui/ticket-thread';
import { usePhoneCalls } from '../api/get-phone-calls';
import { PhoneCallForm } from './phone-call-form';

/** Settings → Plan and billing with the upgrade dialog open. */

const planTitle = (name: SupportPlan['tier']) => PLANS.find((plan) => plan.name === name)?.title ?? name;

function PhoneCallList() {
  const calls = usePhoneCalls(true);
  if (!calls.data || calls.data.length === 0) return null;
  return (
    <ul aria-label="Your phone call requests" className="mt-4 space-y-1 text-sm text-slate-700">
      {calls.data.map((call) => (
        <li key={call.id}>
          {call.phone} · <time dateTime={call.preferred_at}>{formatTicketTime(call.preferred_at)}</time> ·{' '}
          {call.status === 'done' ? 'done' : 'waiting for our call'}
        </li>
      ))}
    </ul>
  );
}

function PhoneSupport({ plan }: { plan: SupportPlan }) {
  if (plan.phone_support) {
    return (
      <div className="mt-5 border-t border-slate-100 pt-5">
        <h3 className="font-semibold text-slate-900">Request a phone call</h3>
        <PhoneCallForm />
        <PhoneCallList />
      </div>
    );
  }
  return (
    <div className="mt-5 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-600">
      <p className="flex items-center gap-2 font-semibold text-slate-700">
        <Lock className="h-4 w-4" aria-hidden="true" />
        Phone support
      </p>
      <p className="mt-1">Phone support is part of the Enterprise plan, with a dedicated account manager.</p>
      <Link to={UPGRADE_PATH} className={buttonClasses('secondary', 'sm', 'mt-3')}>
        Upgrade to Enterprise
      </Link>
    </div>
  );
}

export function PlanSupportCard() {
  const support = useSupportPlan();
  const plan = support.data;
  return (
    <SectionCard
      headingId="support-plan"
      icon={Headset}
      title="Your support"
      description={
        plan
          ? `${planTitle(plan.tier)} plan: ${plan.channel.toLowerCase()}, a first answer within ${plan.first_response_hours} hours.`
          : 'What your plan includes.'
      }
    >
      {plan && (
        <>
          {plan.account_manager && (
            <p className="mt-4 text-sm text-slate-700">
              Your account manager: <strong>{plan.account_manager.name}</strong> ·{' '}
              <a href={`mailto:${plan.account_manager.email}`} className="text-brand-700 underline">
                {plan.account_manager.email}
              </a>
            </p>
          )}
          <PhoneSupport plan={plan} />
        </>
      )}
    </SectionCard>
  );
}

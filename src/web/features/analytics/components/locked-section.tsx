// A part of the page the workspace's plan does not have: the feature's own words
// (planFeatureMessage) and "Upgrade to X", as the other plan features show it.
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PLAN_FEATURES, type PlanFeature, planFeatureMessage } from '../../../../shared/plan-features';
import { getPlan } from '../../../../shared/plans';

const UPGRADE_PATH = '/settings/plan-and-billing?upgrade=1';

export function LockedSection({ title, feature }: { title: string; feature: PlanFeature }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <Lock className="h-4 w-4 text-slate-500" aria-hidden="true" />
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {planFeatureMessage(feature)}{' '}
        <Link to={UPGRADE_PATH} className="font-semibold text-brand-700 underline">
          Upgrade to {getPlan(PLAN_FEATURES[feature].least).title}
        </Link>
      </p>
    </section>
  );
}

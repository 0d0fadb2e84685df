// What a plan without a feature shows where the feature would be: the feature's own words
// (planFeatureMessage: "Custom templates are part of the Pro plan and above.") and a link to
// checkout, "Upgrade to Pro". The server's 403 plan_feature says the same.
import { Link } from 'react-router';
import { PLAN_FEATURES, type PlanFeature, planFeatureMessage } from '../../../shared/plan-features';
import { getPlan } from '../../../shared/plans';

/** Plan and billing with the plan picker open: where every "Upgrade" leads. */
export const UPGRADE_PATH = '/settings/plan-and-billing?upgrade=1';

export function LockedFeatureNotice({ feature, className }: { feature: PlanFeature; className?: string }) {
  return (
    <p className={`text-sm text-slate-700 ${className ?? ''}`.trim()}>
      {planFeatureMessage(feature)}{' '}
      <Link to={UPGRADE_PATH} className="font-semibold text-brand-700 underline">
        Upgrade to {getPlan(PLAN_FEATURES[feature].least).title}
      </Link>
    </p>
  );
}

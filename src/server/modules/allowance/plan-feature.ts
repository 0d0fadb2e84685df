// The one check for what a plan sells beyond its limits (shared/plans.ts PLAN_FEATURES): below the
// least plan that has the feature, 403 plan_feature naming that plan. Read from the plan in force,
// so a lapsed trial or an ended subscription loses the feature to the second.
import { type PlanFeature, planFeatureMessage, planHasFeature } from '../../../shared/plan-features';
import { AppError } from '../../app-error';
import { type PlanFields, planInForce } from './plan-in-force';

export function assertPlanFeature(workspace: PlanFields, now: Date, feature: PlanFeature): void {
  if (planHasFeature(planInForce(workspace, now).name, feature)) return;
  throw new AppError('plan_feature', planFeatureMessage(feature));
}

// Custom templates are sold from Pro up (docs/product.md §9, ADR 0038). Below it, a workspace
// keeps the templates it made and its boards still draw them; only creating, changing, deleting
// and previewing are refused (403 plan_feature).
import { planFeatureMessage, planHasFeature } from '../../../shared/plans';
import { AppError } from '../../app-error';
import type { WorkspaceRow } from '../../db/schema';
import { planInForce } from '../allowance';

export function assertCanCustomizeTemplates(workspace: WorkspaceRow, now: Date): void {
  if (planHasFeature(planInForce(workspace, now).name, 'custom_templates')) return;
  throw new AppError('plan_feature', planFeatureMessage('custom_templates'));
}

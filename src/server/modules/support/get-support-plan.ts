// GET /api/support/plan: what the workspace's plan gives in support, for Help and Settings.
import type { SupportPlan } from '../../../shared/api/support-plan';
import { PHONE_SUPPORT_PLAN, SUPPORT_LEVELS } from '../../../shared/support-tiers';
import type { Database } from '../../db/connection';
import { staffMemberName, workspaceSupport } from './workspace-support';

export async function getSupportPlan(options: {
  db: Database;
  workspaceId: string;
  now: Date;
}): Promise<SupportPlan> {
  const { tier, manager } = await workspaceSupport(options);
  const level = SUPPORT_LEVELS[tier];
  return {
    tier,
    first_response_hours: level.firstResponseHours,
    channel: level.channel,
    phone_support: tier === PHONE_SUPPORT_PLAN,
    account_manager:
      tier === PHONE_SUPPORT_PLAN && manager
        ? { name: staffMemberName(manager), email: manager.email }
        : null,
  };
}

// GET /api/templates: the templates a workspace's boards may choose: the built-ins, the same for
// every plan (ADR 0035), then the workspace's own, oldest first (ADR 0038), on every plan.
import { asc, eq } from 'drizzle-orm';
import type { TemplatesResponse } from '../../../shared/api/templates';
import { BUILTIN_TEMPLATE_IDS } from '../../../shared/builtin-templates';
import { planHasFeature } from '../../../shared/plan-features';
import type { Database } from '../../db/connection';
import { type WorkspaceRow, workspaceTemplates } from '../../db/schema';
import { planInForce } from '../allowance';
import { builtinSummary, customSummary } from './template-summary';

export async function listTemplates(options: {
  db: Pick<Database, 'select'>;
  workspace: WorkspaceRow;
  appSecret: string;
  now: Date;
}): Promise<TemplatesResponse> {
  const rows = await options.db
    .select()
    .from(workspaceTemplates)
    .where(eq(workspaceTemplates.workspaceId, options.workspace.id))
    .orderBy(asc(workspaceTemplates.createdAt), asc(workspaceTemplates.id));
  return {
    templates: [
      ...BUILTIN_TEMPLATE_IDS.map(builtinSummary),
      ...rows.map((row) => customSummary(row, options.appSecret)),
    ],
    can_customize: planHasFeature(planInForce(options.workspace, options.now).name, 'custom_templates'),
    can_lock: planHasFeature(planInForce(options.workspace, options.now).name, 'template_locking'),
  };
}

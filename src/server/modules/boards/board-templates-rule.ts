// A board's rotation may name the workspace's own templates (ADR 0038): any other id that looks
// like one (another workspace's, a deleted one) is answered as not found, the same words as
// GET /api/templates/{id}. Read straight from the templates module's table (reads are open to
// every module), since the templates module uses boards when it deletes one.
import { and, eq, inArray } from 'drizzle-orm';
import { isCustomTemplateId, TEMPLATE_NOT_FOUND_MESSAGE } from '../../../shared/api/templates';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { workspaceTemplates } from '../../db/schema';

export async function assertTemplatesInWorkspace(
  db: Pick<Database, 'select'>,
  workspaceId: string,
  ids: readonly string[] | undefined,
): Promise<void> {
  const custom = (ids ?? []).filter(isCustomTemplateId);
  if (custom.length === 0) return;
  const found = await db
    .select({ id: workspaceTemplates.id })
    .from(workspaceTemplates)
    .where(and(eq(workspaceTemplates.workspaceId, workspaceId), inArray(workspaceTemplates.id, custom)));
  if (found.length !== new Set(custom.map((id) => id.toLowerCase())).size) {
    throw new AppError('not_found', TEMPLATE_NOT_FOUND_MESSAGE);
  }
}

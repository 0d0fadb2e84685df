// DELETE /api/templates/{id}: one of the workspace's templates goes; boards that rotated it drop
// it (one left with none takes its style's own), and pins drawn with it keep their images (a
// redraw takes the board style's own).
import { TEMPLATE_NOT_FOUND_MESSAGE } from '../../../shared/api/templates';
import type { WorkspaceRole } from '../../../shared/api/workspaces';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import type { WorkspaceRow } from '../../db/schema';
import { assertPlanFeature } from '../allowance';
import { dropTemplateFromBoards } from '../boards';
import { requireCustomTemplate } from './find-template';
import { refuseBelowAdmin } from './template-lock';
import { deleteTemplateRow } from './template-writes';

export async function deleteTemplate(options: {
  db: Database;
  workspace: WorkspaceRow;
  templateId: string;
  /** The caller's role: a locked template is deleted by owners and admins only (ADR 0044). */
  role: WorkspaceRole;
  now: Date;
}): Promise<void> {
  const { db, workspace, templateId } = options;
  const current = await requireCustomTemplate(db, workspace.id, templateId);
  if (current.locked) refuseBelowAdmin(options.role, true);
  assertPlanFeature(workspace, options.now, 'custom_templates');
  await db.transaction(async (tx) => {
    if (!(await deleteTemplateRow(tx, { workspaceId: workspace.id, templateId }))) {
      throw new AppError('not_found', TEMPLATE_NOT_FOUND_MESSAGE);
    }
    await dropTemplateFromBoards(tx, workspace.id, templateId);
  });
}

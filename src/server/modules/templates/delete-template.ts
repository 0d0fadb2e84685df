// DELETE /api/templates/{id}: one of the workspace's templates goes; boards that rotated it drop
// it (one left with none takes its style's own), and pins drawn with it keep their images (a
// redraw takes the board style's own).
import { TEMPLATE_NOT_FOUND_MESSAGE } from '../../../shared/api/templates';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import type { WorkspaceRow } from '../../db/schema';
import { assertPlanFeature } from '../allowance';
import { dropTemplateFromBoards } from '../boards';
import { requireCustomTemplate } from './find-template';
import { deleteTemplateRow } from './template-writes';

export async function deleteTemplate(options: {
  db: Database;
  workspace: WorkspaceRow;
  templateId: string;
  now: Date;
}): Promise<void> {
  const { db, workspace, templateId } = options;
  await requireCustomTemplate(db, workspace.id, templateId);
  assertPlanFeature(workspace, options.now, 'custom_templates');
  await db.transaction(async (tx) => {
    if (!(await deleteTemplateRow(tx, { workspaceId: workspace.id, templateId }))) {
      throw new AppError('not_found', TEMPLATE_NOT_FOUND_MESSAGE);
    }
    await dropTemplateFromBoards(tx, workspace.id, templateId);
  });
}

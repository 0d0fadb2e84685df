// PUT /api/templates/{id}: a new name and/or document for one of the workspace's templates. Boards
// that use it draw their next pins with it; pins already made keep their images.
import type { UpdateTemplateBody } from '../../../shared/api/templates';
import { TEMPLATE_NOT_FOUND_MESSAGE } from '../../../shared/api/templates';
import type { WorkspaceRole } from '../../../shared/api/workspaces';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import type { WorkspaceRow, WorkspaceTemplateRow } from '../../db/schema';
import { assertPlanFeature } from '../allowance';
import { validDocument } from './check-document';
import { requireCustomTemplate } from './find-template';
import { refuseBelowAdmin } from './template-lock';
import { saveTemplate } from './template-writes';

export async function updateTemplate(options: {
  db: Database;
  workspace: WorkspaceRow;
  templateId: string;
  input: UpdateTemplateBody;
  /** The caller's role: a locked template, and its lock, are owners' and admins' (ADR 0044). */
  role: WorkspaceRole;
  now: Date;
}): Promise<WorkspaceTemplateRow> {
  const { db, workspace, templateId, input } = options;
  // Another workspace's id is not found, whatever the plan.
  const current = await requireCustomTemplate(db, workspace.id, templateId);
  if (current.locked || input.locked !== undefined) refuseBelowAdmin(options.role, current.locked);
  // Locking needs Enterprise; unlocking never does, so a downgrade leaves no template stuck.
  if (input.locked === true && !current.locked) assertPlanFeature(workspace, options.now, 'template_locking');
  if (input.name === undefined && input.document === undefined && input.locked !== undefined) {
    const saved = await saveTemplate(
      db,
      { workspaceId: workspace.id, templateId },
      { name: current.name, document: current.document, locked: input.locked },
    );
    if (!saved) throw new AppError('not_found', TEMPLATE_NOT_FOUND_MESSAGE);
    return saved;
  }
  assertPlanFeature(workspace, options.now, 'custom_templates');
  const document = validDocument(input.document ?? current.document, input.name ?? current.name);
  const saved = await saveTemplate(
    db,
    { workspaceId: workspace.id, templateId },
    { name: document.name, document, ...(input.locked !== undefined && { locked: input.locked }) },
  );
  if (!saved) throw new AppError('not_found', TEMPLATE_NOT_FOUND_MESSAGE);
  return saved;
}

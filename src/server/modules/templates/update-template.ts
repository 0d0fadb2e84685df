// PUT /api/templates/{id}: a new name and/or document for one of the workspace's templates. Boards
// that use it draw their next pins with it; pins already made keep their images.
import type { UpdateTemplateBody } from '../../../shared/api/templates';
import { TEMPLATE_NOT_FOUND_MESSAGE } from '../../../shared/api/templates';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import type { WorkspaceRow, WorkspaceTemplateRow } from '../../db/schema';
import { assertPlanFeature } from '../allowance';
import { validDocument } from './check-document';
import { requireCustomTemplate } from './find-template';
import { saveTemplate } from './template-writes';

export async function updateTemplate(options: {
  db: Database;
  workspace: WorkspaceRow;
  templateId: string;
  input: UpdateTemplateBody;
  now: Date;
}): Promise<WorkspaceTemplateRow> {
  const { db, workspace, templateId, input } = options;
  // Another workspace's id is not found, whatever the plan.
  const current = await requireCustomTemplate(db, workspace.id, templateId);
  assertPlanFeature(workspace, options.now, 'custom_templates');
  const document = validDocument(input.document ?? current.document, input.name ?? current.name);
  const saved = await saveTemplate(
    db,
    { workspaceId: workspace.id, templateId },
    { name: document.name, document },
  );
  if (!saved) throw new AppError('not_found', TEMPLATE_NOT_FOUND_MESSAGE);
  return saved;
}

// GET /api/templates/{id}: one template with its document, for the editor: a built-in (the same
// for everyone) or one of the workspace's own; any other id is not found.
import { TEMPLATE_NOT_FOUND_MESSAGE, type TemplateWithDocument } from '../../../shared/api/templates';
import { BUILTIN_TEMPLATES, isBuiltinTemplateId } from '../../../shared/builtin-templates';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import type { WorkspaceTemplateRow } from '../../db/schema';
import { findCustomTemplate } from './find-template';
import { builtinSummary, customSummary } from './template-summary';

export function customWithDocument(row: WorkspaceTemplateRow, appSecret: string): TemplateWithDocument {
  return { ...customSummary(row, appSecret), document: row.document };
}

export async function getTemplate(options: {
  db: Pick<Database, 'select'>;
  workspaceId: string;
  templateId: string;
  appSecret: string;
}): Promise<TemplateWithDocument> {
  const { templateId } = options;
  if (isBuiltinTemplateId(templateId)) {
    return { ...builtinSummary(templateId), document: BUILTIN_TEMPLATES[templateId] };
  }
  const row = await findCustomTemplate(options.db, options.workspaceId, templateId);
  if (!row) throw new AppError('not_found', TEMPLATE_NOT_FOUND_MESSAGE);
  return customWithDocument(row, options.appSecret);
}

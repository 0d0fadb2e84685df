// POST /api/templates: a new template of the workspace's own (ADR 0038), from a document or as a
// copy of a built-in or of another of its templates. Pro and Enterprise; editors.
import type { CreateTemplateBody } from '../../../shared/api/templates';
import { BUILTIN_TEMPLATES, isBuiltinTemplateId } from '../../../shared/builtin-templates';
import type { Database } from '../../db/connection';
import type { WorkspaceRow, WorkspaceTemplateRow } from '../../db/schema';
import { assertPlanFeature } from '../allowance';
import { validDocument } from './check-document';
import { requireCustomTemplate } from './find-template';
import { insertTemplate } from './template-writes';

export async function createTemplate(options: {
  db: Database;
  workspace: WorkspaceRow;
  input: CreateTemplateBody;
  now: Date;
}): Promise<WorkspaceTemplateRow> {
  const { db, workspace, input } = options;
  assertPlanFeature(workspace, options.now, 'custom_templates');
  let source: unknown = input.document;
  let basedOn: string | null = null;
  if (input.duplicate_of !== undefined) {
    if (isBuiltinTemplateId(input.duplicate_of)) {
      source = BUILTIN_TEMPLATES[input.duplicate_of];
      basedOn = input.duplicate_of;
    } else {
      const copied = await requireCustomTemplate(db, workspace.id, input.duplicate_of);
      source = copied.document;
      basedOn = copied.basedOn;
    }
  }
  const document = validDocument(source, input.name);
  return insertTemplate(db, { workspaceId: workspace.id, name: document.name, document, basedOn });
}

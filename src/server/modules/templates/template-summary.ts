// A template as GET /api/templates shows it. A custom template's thumbnail address carries its
// version (a change draws a new one) and a signature: it loads in an <img> without a session, and
// nobody outside the workspace can name it (anything else is 404, ADR 0038).
import type { TemplateSummary } from '../../../shared/api/templates';
import { BUILTIN_TEMPLATES, type BuiltinTemplateId } from '../../../shared/builtin-templates';
import type { PinTemplate } from '../../../shared/templates';
import type { WorkspaceTemplateRow } from '../../db/schema';
import { keyedHash } from '../../integrations/crypto/keyed-hash';

const PURPOSE = 'template-thumbnail';

const shape = (template: PinTemplate) => ({
  style: template.style,
  format: template.format,
  frames: template.layers.filter((layer) => layer.type === 'frame').length,
});

export function builtinSummary(id: BuiltinTemplateId): TemplateSummary {
  const template = BUILTIN_TEMPLATES[id];
  return {
    id,
    name: template.name,
    ...shape(template),
    thumbnail_url: `/api/templates/${id}/thumbnail`,
    built_in: true,
    custom: false,
    based_on: null,
  };
}

/** The signature of a custom template's thumbnail at one version. */
export const thumbnailSignature = (appSecret: string, id: string, version: string) =>
  keyedHash(appSecret, PURPOSE, `${id}:${version}`);

export const templateVersion = (row: Pick<WorkspaceTemplateRow, 'updatedAt'>) =>
  String(row.updatedAt.getTime());

export function customSummary(row: WorkspaceTemplateRow, appSecret: string): TemplateSummary {
  const version = templateVersion(row);
  const sig = thumbnailSignature(appSecret, row.id, version);
  return {
    id: row.id,
    name: row.name,
    ...shape(row.document),
    thumbnail_url: `/api/templates/${row.id}/thumbnail?v=${version}&sig=${sig}`,
    built_in: false,
    custom: true,
    based_on: row.basedOn,
    locked: row.locked,
  };
}
